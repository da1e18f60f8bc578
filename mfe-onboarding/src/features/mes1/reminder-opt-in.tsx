import { useState } from 'react';
import {
  call,
  deviceTimeZone,
  enablePushOnDevice,
  pushSupported,
  saveReminderPreferences,
  STORAGE_KEYS,
  storedUserId,
} from '@tm/shared-contracts';
import { Actions, Button, Card } from '@tm/shared-contracts/ui';

const ANSWERED: Record<string, string> = {
  subscribed: 'Listo: mañana por la tarde te recordamos anotar tu día en este dispositivo.',
  email: 'Listo: mañana por la tarde te lo recordamos por correo.',
  no: 'De acuerdo, no te lo recordaremos. Puedes activarlo cuando quieras en tu perfil.',
  failed: 'No pudimos guardarlo ahora. Puedes activarlo más tarde en tu perfil.',
};

/**
 * Asked once, after her first saved day, when a reminder's value is plain: "shall we remind you
 * tomorrow?". The browser's permission prompt comes only from the "Sí" click; without push (or
 * when she blocks notifications) the reminder goes by e-mail.
 */
export function ReminderOptIn() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = storedUserId();
  if (!userId || (answer === null && localStorage.getItem(STORAGE_KEYS.reminderOptIn))) return null;

  const decide = async (yes: boolean) => {
    setBusy(true);
    localStorage.setItem(STORAGE_KEYS.reminderOptIn, yes ? 'si' : 'no');
    try {
      await call(saveReminderPreferences, {
        body: { userId, registro: yes, zonaHoraria: deviceTimeZone() },
      });
      const outcome = yes && pushSupported() ? await enablePushOnDevice(userId) : null;
      setAnswer(yes ? (outcome === 'subscribed' ? 'subscribed' : 'email') : 'no');
    } catch {
      setAnswer(yes ? 'failed' : 'no');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ marginBottom: '1rem' }} aria-labelledby="recordatorio-registro">
      <h2 id="recordatorio-registro">¿Te recordamos tu registro mañana?</h2>
      {answer === null ? (
        <>
          <p>
            Un aviso por la tarde, fuera de tus horas de descanso, para anotar tu día mientras lo
            recuerdas. Solo uno al día.
          </p>
          <Actions>
            <Button type="button" disabled={busy} onClick={() => void decide(true)}>
              Sí, recuérdamelo
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void decide(false)}
            >
              No, gracias
            </Button>
          </Actions>
        </>
      ) : (
        <p role="status">{ANSWERED[answer]}</p>
      )}
    </Card>
  );
}
