import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, programmeEmails, requestToast, type UserRecord } from '@tm/shared-contracts';
import { Note, Panel } from '@tm/shared-contracts/ui';
import { userRecordQuery } from '../../../shared/account.js';

/** /perfil: the switch of the "a new module opened" e-mails (on until she turns them off). */
export function ProgrammeEmailsPanel({ userId, record }: { userId: string; record: UserRecord }) {
  const queryClient = useQueryClient();
  const key = userRecordQuery(userId).queryKey;
  const save = useMutation({
    mutationFn: (enabled: boolean) => call(programmeEmails, { body: { userId, enabled } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(
        key,
        (before) => before && { ...before, programmeEmails: saved.programmeEmails },
      ),
    onError: () =>
      requestToast(window, {
        title: 'No pudimos guardar tu preferencia',
        description: 'Revisa tu conexión e inténtalo de nuevo.',
        variant: 'destructive',
      }),
  });
  const enabled = save.isPending ? save.variables : (record.programmeEmails ?? true);
  return (
    <Panel aria-labelledby="correos-programa">
      <h2 id="correos-programa">Correos del programa</h2>
      <label style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          style={{ width: '1.5rem', height: '1.5rem', margin: 0, flex: 'none' }}
          checked={enabled}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <span>Avisarme por correo cuando se abra un nuevo módulo</span>
      </label>
      <Note>
        Un correo por módulo, con el enlace para empezarlo. Puedes cambiarlo cuando quieras.
      </Note>
    </Panel>
  );
}
