import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  call,
  moduleProgress,
  modulesCheck,
  queryFor,
  requestToast,
  saveLessonProgress,
  type Module1LessonId,
} from '@tm/shared-contracts';

export const moduleCheckQuery = (userId: string) =>
  queryOptions(queryFor(modulesCheck, { userId }));

export const progressQuery = (userId: string) => queryOptions(queryFor(moduleProgress, { userId }));

/** Ticks a lesson at once on screen; a failure undoes it, the server's list follows the last tick. */
export function useLessonTick(userId: string) {
  const queryClient = useQueryClient();
  const key = progressQuery(userId).queryKey;
  const mutationKey = [...key, 'tick'];
  return useMutation({
    mutationKey,
    mutationFn: ({ lessonId, done }: { lessonId: Module1LessonId; done: boolean }) =>
      call(saveLessonProgress, { body: { userId, lessonId, done } }),
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
