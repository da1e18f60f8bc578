// Every call of the programme screens, in one place, through the typed client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  call,
  programme,
  programmeCautions,
  programmeModule,
  queryFor,
  requestToast,
  saveModuleAction,
  saveModuleAnswer,
  saveModuleReflection,
  type ModuleActionRequest,
  type ModuleAnswerRequest,
  type ModuleReflectionRequest,
} from '@tm/shared-contracts';

export const programmeQuery = (userId: string) => queryOptions(queryFor(programme, { userId }));

export const moduleQuery = (userId: string, number: number) =>
  queryOptions(queryFor(programmeModule, { userId, number: String(number) }));

export const cautionsQuery = (userId: string) =>
  queryOptions(queryFor(programmeCautions, { userId }));

type Write =
  | { kind: 'action'; body: ModuleActionRequest }
  | { kind: 'answer'; body: ModuleAnswerRequest }
  | { kind: 'reflection'; body: ModuleReflectionRequest };

const save = (write: Write) => {
  switch (write.kind) {
    case 'action':
      return call(saveModuleAction, { body: write.body });
    case 'answer':
      return call(saveModuleAnswer, { body: write.body });
    case 'reflection':
      return call(saveModuleReflection, { body: write.body });
  }
};

/** Saves a tick, an answer or the reflection; the answer is the module as the server has it. */
export function useModuleWrite(userId: string, number: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
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
