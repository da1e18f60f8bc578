// Every call of the programme screens, in one place (the typed API client replaces these at merge).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiJson,
  endpointPath,
  ENDPOINTS,
  requestToast,
  type ModuleActionRequest,
  type ModuleAnswerRequest,
  type ModuleDetail,
  type ModuleReflectionRequest,
  type Programme,
  type ProgrammeCautions,
} from '@tm/shared-contracts';

export const programmeQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/programme', userId],
    queryFn: () => apiJson<Programme>('GET', endpointPath(ENDPOINTS.programme, { userId })),
  });

export const moduleQuery = (userId: string, number: number) =>
  queryOptions({
    queryKey: ['/api/programme', userId, 'modules', number],
    queryFn: () =>
      apiJson<ModuleDetail>(
        'GET',
        endpointPath(ENDPOINTS.programmeModule, { userId, number: String(number) }),
      ),
  });

export const cautionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/programme', userId, 'cautions'],
    queryFn: () =>
      apiJson<ProgrammeCautions>('GET', endpointPath(ENDPOINTS.programmeCautions, { userId })),
  });

type Write =
  | { kind: 'action'; body: ModuleActionRequest }
  | { kind: 'answer'; body: ModuleAnswerRequest }
  | { kind: 'reflection'; body: ModuleReflectionRequest };

const PATHS = {
  action: ENDPOINTS.saveModuleAction.path,
  answer: ENDPOINTS.saveModuleAnswer.path,
  reflection: ENDPOINTS.saveModuleReflection.path,
} as const;

/** Saves a tick, an answer or the reflection; the answer is the module as the server has it. */
export function useModuleWrite(userId: string, number: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: Write) => apiJson<ModuleDetail>('POST', PATHS[kind], body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(moduleQuery(userId, number).queryKey, detail);
      await queryClient.invalidateQueries({
        queryKey: programmeQuery(userId).queryKey,
        exact: true,
      });
    },
    onError: () =>
      requestToast(window, {
        title: 'No pudimos guardar tu avance',
        description: 'Revisa tu conexión e inténtalo de nuevo.',
        variant: 'destructive',
      }),
  });
}
