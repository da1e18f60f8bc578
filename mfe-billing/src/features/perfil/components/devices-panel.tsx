import { useMutation, useQuery } from '@tanstack/react-query';
import {
  call,
  devices,
  forgetPersonOnDevice,
  queryFor,
  requestToast,
  sessionEnd,
  sessionEndAll,
} from '@tm/shared-contracts';
import { Actions, Button, Loading, Note, Panel } from '@tm/shared-contracts/ui';
import { longDate } from '../../../shared/format.js';

/** Signed out: nothing of the person stays on this browser, and a full load shows it. */
function leaveThisDevice() {
  forgetPersonOnDevice(window.localStorage, window.sessionStorage);
  window.location.assign('/');
}

/** /perfil "Tus dispositivos": where the account is open, and signing out here or everywhere. */
export function DevicesPanel() {
  const list = useQuery(queryFor(devices));
  const signOut = useMutation({
    mutationFn: async (everywhere: boolean) => {
      await (everywhere ? call(sessionEndAll) : call(sessionEnd));
    },
    onSuccess: leaveThisDevice,
    onError: () =>
      requestToast(window, {
        title: 'No pudimos cerrar tu sesión',
        description: 'Revisa tu conexión e inténtalo de nuevo.',
        variant: 'destructive',
      }),
  });

  return (
    <Panel aria-labelledby="tus-dispositivos">
      <h2 id="tus-dispositivos">Tus dispositivos</h2>
      {list.isPending && <Loading lines={2}>Cargando tus dispositivos...</Loading>}
      {list.isError && <Note>No pudimos cargar tus dispositivos.</Note>}
      {list.data && (
        <ul>
          {list.data.map((device) => (
            <li key={`${device.createdAt}-${device.label}`}>
              <strong>{device.label}</strong>
              {device.current && ' (este dispositivo)'}
              <br />
              Desde el {longDate(device.createdAt)} · último uso el {longDate(device.lastSeenAt)}
            </li>
          ))}
        </ul>
      )}
      <Note>
        ¿Perdiste un teléfono o entraste en una computadora ajena? Cierra la sesión en todos los
        dispositivos: para volver a entrar necesitarás tu correo.
      </Note>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(false)}
        >
          Cerrar sesión aquí
        </Button>
        <Button type="button" disabled={signOut.isPending} onClick={() => signOut.mutate(true)}>
          Cerrar sesión en todos los dispositivos
        </Button>
      </Actions>
    </Panel>
  );
}
