import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  call,
  deviceSubscription,
  deviceTimeZone,
  disablePushOnDevice,
  enablePushOnDevice,
  pushSupported,
  queryFor,
  reminderPreferences,
  requestToast,
  saveReminderPreferences,
  type ReminderKind,
} from '@tm/shared-contracts';
import { Button, Note, Panel } from '@tm/shared-contracts/ui';
import { hour, QuietHours } from './quiet-hours.js';

const SWITCHES: { kind: ReminderKind; label: string }[] = [
  {
    kind: 'registro',
    label: 'Mi registro de 5 días: un aviso por la tarde si aún no anoté el día',
  },
  { kind: 'checkin', label: 'Mi conversación semanal, si pasó una semana sin escribir' },
  { kind: 'modulo', label: 'Cuando se abra un nuevo módulo' },
  { kind: 'prueba', label: 'Cuando falten 2 días para que termine mi prueba gratuita' },
];

const failed = () =>
  requestToast(window, {
    title: 'No pudimos guardar tu preferencia',
    description: 'Revisa tu conexión e inténtalo de nuevo.',
    variant: 'destructive',
  });

/** Whether this browser takes her reminders by push, and the button that changes it. */
function ThisDevice({ userId, onChange }: { userId: string; onChange: () => void }) {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void deviceSubscription().then((subscription) => setSubscribed(Boolean(subscription)));
  }, []);
  if (!pushSupported() || subscribed === null) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (subscribed) {
        await disablePushOnDevice(userId);
        setSubscribed(false);
      } else {
        const outcome = await enablePushOnDevice(userId);
        setSubscribed(outcome === 'subscribed');
        if (outcome === 'denied')
          requestToast(window, {
            title: 'Las notificaciones están bloqueadas',
            description:
              'Actívalas en los ajustes de tu navegador; mientras, te escribimos por correo.',
          });
      }
      onChange();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void toggle()}>
        {subscribed ? 'Dejar de avisarme en este dispositivo' : 'Avisarme en este dispositivo'}
      </Button>
    </p>
  );
}

/**
 * /perfil: each reminder on or off, her quiet hours, and this device's notifications. Without a
 * device that takes them, reminders come by e-mail; never more than one a day.
 */
export function RemindersPanel({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = queryFor(reminderPreferences, { userId });
  const preferences = useQuery(query);
  // What she just switched, shown at once (a controlled checkbox must change in the click's
  // own render) until the saved preferences arrive.
  const [switched, setSwitched] = useState<Partial<Record<ReminderKind, boolean>>>({});
  const save = useMutation({
    mutationFn: (change: Partial<Record<ReminderKind, boolean>>) =>
      call(saveReminderPreferences, {
        body: { userId, ...change, zonaHoraria: deviceTimeZone() },
      }),
    onSuccess: (saved) => queryClient.setQueryData(query.queryKey, saved),
    onError: failed,
    onSettled: () => setSwitched({}),
  });
  const data = preferences.data;
  return (
    <Panel aria-labelledby="recordatorios">
      <h2 id="recordatorios">Recordatorios</h2>
      {!data ? (
        <p role="status">
          {preferences.error ? 'No pudimos cargar tus recordatorios.' : 'Cargando...'}
        </p>
      ) : (
        <>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.7rem' }}>
            <legend style={{ marginBottom: '0.5rem' }}>Avísame de:</legend>
            {SWITCHES.map(({ kind, label }) => (
              <label
                key={kind}
                style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}
              >
                <input
                  type="checkbox"
                  style={{ width: '1.5rem', height: '1.5rem', margin: 0, flex: 'none' }}
                  checked={switched[kind] ?? data[kind]}
                  disabled={save.isPending}
                  onChange={(event) => {
                    const change = { [kind]: event.target.checked };
                    setSwitched(change);
                    save.mutate(change);
                  }}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <Note>
            Como mucho un aviso al día, nunca entre las {hour(data.silencioDesde)} y las{' '}
            {hour(data.silencioHasta)} de tu hora. Llegan como notificación a{' '}
            {data.dispositivos === 1 ? '1 dispositivo' : `${data.dispositivos} dispositivos`}; si no
            hay ninguno, por correo.
          </Note>
          <QuietHours
            userId={userId}
            saved={data}
            onSaved={(saved) => queryClient.setQueryData(query.queryKey, saved)}
          />
          <ThisDevice userId={userId} onChange={() => void preferences.refetch()} />
        </>
      )}
    </Panel>
  );
}
