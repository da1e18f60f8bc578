import { useId } from 'react';
import styled from 'styled-components';
import { LIMITS, STORAGE_KEYS, TEXT_LIMITS, WEEKLY_CHAT } from '@tm/shared-contracts';
import { Button, focusRing, theme, Note, Panel, useStoredDraft } from '@tm/shared-contracts/ui';

const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  padding: 0.75rem;
  /* inkSoft as the shared Field does: the light divider token is 1.4:1, too faint for a box one
     types in (WCAG 1.4.11 asks 3:1). */
  border: 2px solid ${theme.color.inkSoft};
  border-radius: ${theme.radius.sm};
  font: 400 1.05rem / 1.5 ${theme.font.body};
  color: ${theme.color.ink};
  background: ${theme.color.surface};
  resize: vertical;
  &:focus-visible {
    ${focusRing}
  }
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 1.1rem;
`;

interface CheckinFormProps {
  remaining: number;
  sending: boolean;
  onSend: (message: string) => Promise<unknown>;
}

const restoreMessage = (stored: unknown) => (typeof stored === 'string' ? stored : null);
const noMessage = () => '';

/**
 * §5: non-empty after trimming; disabled when empty or while sending; cleared on success. What is
 * typed is kept as a draft on this device until it is sent, so a reload or going back keeps it.
 */
export function CheckinForm({ remaining, sending, onSend }: CheckinFormProps) {
  const {
    draft: message,
    update,
    clear,
  } = useStoredDraft(STORAGE_KEYS.chatDraft, restoreMessage, noMessage);
  const hintId = useId();
  const empty = message.trim() === '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    try {
      await onSend(message.trim());
      clear();
    } catch {
      // The toast already told the person; the text stays so nothing is lost.
    }
  };

  return (
    <Panel as="form" aria-label="Mensaje de esta semana" onSubmit={submit}>
      <Label htmlFor="mensaje-semanal">¿Cómo fue tu semana?</Label>
      <Note id={hintId}>
        Cuéntale a tu asistente cómo dormiste, cómo fue tu digestión, tu energía o tu ánimo. Te
        quedan {remaining} de {WEEKLY_CHAT.checkinsPerPeriod} mensajes esta semana.
      </Note>
      <TextArea
        id="mensaje-semanal"
        name="message"
        rows={LIMITS.chatTextAreaRows}
        maxLength={TEXT_LIMITS.long}
        aria-describedby={hintId}
        value={message}
        onChange={(event) => update(() => event.target.value)}
        readOnly={sending}
      />
      <div>
        <Button type="submit" disabled={empty || sending}>
          {sending ? 'Enviando...' : 'Enviar mensaje'}
        </Button>
      </div>
    </Panel>
  );
}
