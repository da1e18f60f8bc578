import { type FormEvent, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  call,
  deviceTimeZone,
  type ReminderPreferences,
  SAME_QUIET_HOURS_MESSAGE,
  saveReminderPreferences,
} from '@tm/shared-contracts';
import { Button, Field, FieldError, Note, theme } from '@tm/shared-contracts/ui';
import styled from 'styled-components';

/** 21 → '21:00'. */
export const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: ${theme.space.md} 0 0;
  legend {
    padding: 0;
    font-weight: ${theme.fontWeight.bold};
    margin-bottom: ${theme.space.xs};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.md};
  > * {
    flex: 1 1 12rem;
  }
`;

interface Props {
  userId: string;
  saved: ReminderPreferences;
  onSaved: (preferences: ReminderPreferences) => void;
}

/**
 * Her quiet hours (issue 21): no reminder from one hour to another of her own time, the pair
 * saved with the reminder switches' endpoint. The same hour twice would be no quiet at all: the
 * API refuses it, and this form says so before sending.
 */
export function QuietHours({ userId, saved, onSaved }: Props) {
  const [from, setFrom] = useState(saved.silencioDesde);
  const [to, setTo] = useState(saved.silencioHasta);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const toSelect = useRef<HTMLSelectElement>(null);
  const save = useMutation({
    mutationFn: () =>
      call(saveReminderPreferences, {
        body: { userId, silencioDesde: from, silencioHasta: to, zonaHoraria: deviceTimeZone() },
      }),
    onSuccess: (answer) => {
      onSaved(answer);
      setDone(
        `Listo: ningún recordatorio entre las ${hour(answer.silencioDesde)} y las ${hour(answer.silencioHasta)} de tu hora.`,
      );
    },
    onError: (failure) =>
      setError(
        (failure instanceof ApiError && failure.serverMessage) ||
          'No pudimos guardar tus horas de silencio. Revisa tu conexión e inténtalo de nuevo.',
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    if (from === to) {
      setError(SAME_QUIET_HOURS_MESSAGE);
      toSelect.current?.focus();
      return;
    }
    setError('');
    save.mutate();
  };

  const select = (id: string, label: string, value: number, onChange: (h: number) => void) => (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={id === 'silencio-hasta' ? toSelect : undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'silencio-error' : undefined}
        onChange={(e) => {
          onChange(Number(e.target.value));
          setDone('');
        }}
      >
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {hour(h)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group>
        <legend>Horas de silencio</legend>
        <Row>
          {select('silencio-desde', 'No enviar recordatorios desde', from, setFrom)}
          {select('silencio-hasta', 'hasta', to, setTo)}
        </Row>
        {error && <FieldError id="silencio-error">{error}</FieldError>}
      </Group>
      <p>
        <Button type="submit" $variant="secondary" disabled={save.isPending}>
          Guardar horas de silencio
        </Button>
      </p>
      <Note role="status">{done}</Note>
    </form>
  );
}
