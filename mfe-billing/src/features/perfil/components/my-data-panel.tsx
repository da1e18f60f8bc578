import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  accountDelete,
  accountExport,
  call,
  forgetPersonOnDevice,
  progressReadings,
  readingsCsv,
  readingsCsvName,
  requestToast,
  ROUTES,
  SESSION_KEYS,
  saveFile,
  storedUserId,
  type AccountExport,
} from '@tm/shared-contracts';
import { Link } from '@tm/shared-contracts/router';
import { Button, Actions, Note, Panel } from '@tm/shared-contracts/ui';

const errorToast = (title: string) =>
  requestToast(window, {
    title,
    description: 'Revisa tu conexión e inténtalo de nuevo en unos minutos.',
    variant: 'destructive',
  });

/** Saves the export as a JSON file the person keeps (or takes to their doctor). */
const saveAsFile = (data: AccountExport) =>
  saveFile(
    `mis-datos-${data.exportedAt.slice(0, 10)}.json`,
    'application/json',
    JSON.stringify(data, null, 2),
  );

/** /perfil "Tus datos": download everything, or erase the account after a clear confirmation. */
export function MyDataPanel() {
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const confirmTitleId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);

  const download = useMutation({
    mutationFn: () => call(accountExport),
    onSuccess: saveAsFile,
    onError: () => errorToast('No pudimos preparar tus datos'),
  });
  // Mi progreso's two exports for the doctor: every reading as CSV, and the print view.
  const readings = useMutation({
    mutationFn: () => call(progressReadings, { params: { userId: storedUserId() ?? '' } }),
    onSuccess: (all) =>
      saveFile(readingsCsvName(new Date()), 'text/csv;charset=utf-8', readingsCsv(all)),
    onError: () => errorToast('No pudimos preparar tus mediciones'),
  });
  const erase = useMutation({
    mutationFn: () => call(accountDelete),
    onSuccess: () => {
      forgetPersonOnDevice(window.localStorage, window.sessionStorage);
      // Only this tab, which did the erasing, is told it is done (no one else who opens the page).
      window.sessionStorage.setItem(SESSION_KEYS.accountErased, String(Date.now()));
      // A full load: no screen, cache or badge keeps anything of the erased account.
      window.location.assign(ROUTES.cuentaBorrada);
    },
    onError: () => errorToast('No pudimos borrar tu cuenta'),
  });

  const cancel = () => {
    setConfirming(false);
    setUnderstood(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return (
    <Panel aria-labelledby="tus-datos">
      <h2 id="tus-datos">Tus datos</h2>
      <p>
        Tus respuestas, tu registro, tu informe, tus mensajes y tus mediciones son tuyos. Puedes
        descargarlos cuando quieras (todo en un archivo JSON, o tus mediciones en CSV y un resumen
        para imprimir y llevar a tu médico) o borrarlos para siempre.
      </p>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparando...' : 'Descargar mis datos'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={readings.isPending}
          onClick={() => readings.mutate()}
        >
          {readings.isPending ? 'Preparando...' : 'Descargar mis mediciones (CSV)'}
        </Button>
        <Button as={Link} to={ROUTES.miProgresoResumen} $variant="secondary">
          Resumen para tu médico
        </Button>
        {!confirming && (
          <Button
            ref={deleteButton}
            type="button"
            $variant="secondary"
            onClick={() => setConfirming(true)}
          >
            Borrar mi cuenta y mis datos
          </Button>
        )}
      </Actions>
      {confirming && (
        <section role="alertdialog" aria-labelledby={confirmTitleId} aria-modal="false">
          <h3 id={confirmTitleId}>¿Seguro que quieres borrar todo?</h3>
          <p>
            Se borran tu cuenta, tu formulario, tu registro de 5 días, tu informe, tus mensajes del
            chat, tus mediciones y tu avance. Si tienes una suscripción, se cancela sin más cobros.
            Esto no se puede deshacer.
          </p>
          <Note as="label">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              autoFocus
            />{' '}
            Entiendo que mis datos se borran para siempre
          </Note>
          <Actions>
            <Button
              type="button"
              $variant="danger"
              disabled={!understood || erase.isPending}
              onClick={() => erase.mutate()}
            >
              {erase.isPending ? 'Borrando...' : 'Sí, borrar todo'}
            </Button>
            <Button type="button" $variant="secondary" onClick={cancel}>
              Cancelar
            </Button>
          </Actions>
        </section>
      )}
    </Panel>
  );
}
