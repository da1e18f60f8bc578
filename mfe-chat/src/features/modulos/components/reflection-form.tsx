import { useState } from 'react';
import { Actions, Button, Field, Note, Panel } from '@tm/shared-contracts/ui';

interface ReflectionFormProps {
  question: string;
  saved: string | null;
  editable: boolean;
  onSave: (text: string) => Promise<unknown>;
}

/** The module's reflection question; her answer is kept encrypted on the server. */
export function ReflectionForm({ question, saved, editable, onSave }: ReflectionFormProps) {
  const [text, setText] = useState(saved ?? '');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  return (
    <Panel aria-labelledby="reflexion">
      <h2 id="reflexion">Tu reflexión</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setStatus('saving');
          onSave(text.trim()).then(
            () => setStatus('saved'),
            () => setStatus('idle'),
          );
        }}
      >
        <Field>
          <label htmlFor="reflexion-texto">{question}</label>
          <textarea
            id="reflexion-texto"
            rows={4}
            maxLength={2000}
            value={text}
            disabled={!editable}
            onChange={(event) => {
              setText(event.target.value);
              setStatus('idle');
            }}
          />
        </Field>
        <Actions>
          <Button type="submit" disabled={!editable || status === 'saving'}>
            {status === 'saving' ? 'Guardando...' : 'Guardar mi reflexión'}
          </Button>
        </Actions>
      </form>
      <div aria-live="polite">{status === 'saved' && <Note>Guardamos tu reflexión.</Note>}</div>
      <Note>Solo tú la ves. No hace falta que sea perfecta: es para ti.</Note>
    </Panel>
  );
}
