import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiJson,
  endpointPath,
  ENDPOINTS,
  requestToast,
  type Module1LessonId,
  type ModuleCheck,
  type ModuleProgress,
} from '@tm/shared-contracts';

export const moduleCheckQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/modules/check', userId],
    queryFn: () => apiJson<ModuleCheck>('GET', endpointPath(ENDPOINTS.modulesCheck, { userId })),
  });

export const progressQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/module-progress', userId],
    queryFn: () =>
      apiJson<ModuleProgress>('GET', endpointPath(ENDPOINTS.moduleProgress, { userId })),
  });

/** Ticks a lesson at once on screen; a failure undoes it, the server's list follows the last tick. */
export function useLessonTick(userId: string) {
  const queryClient = useQueryClient();
  const key = progressQuery(userId).queryKey;
  const mutationKey = ['/api/module-progress', userId, 'tick'];
  return useMutation({
    mutationKey,
    mutationFn: ({ lessonId, done }: { lessonId: Module1LessonId; done: boolean }) =>
      apiJson<ModuleProgress>('POST', ENDPOINTS.saveLessonProgress.path, {
        userId,
        lessonId,
        done,
      }),
    onMutate: async ({ lessonId, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      const others = (before?.completedLessons ?? []).filter((id) => id !== lessonId);
      queryClient.setQueryData(key, { completedLessons: done ? [...others, lessonId] : others });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      requestToast(window, {
        title: 'No pudimos guardar tu avance',
        description: 'Revisa tu conexión e inténtalo de nuevo.',
        variant: 'destructive',
      });
    },
    // Quick ticks overlap: sync with the server once the last one has settled, not after each.
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) <= 1)
        await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
