import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  call,
  queryFor,
  queryKeyFor,
  requestToast,
  trialStatus,
  weeklyCheckin,
  weeklyCheckins,
  type WeeklyCheckin,
} from '@tm/shared-contracts';

export const checkinsQuery = (userId: string) => queryOptions(queryFor(weeklyCheckins, { userId }));

/**
 * §8 chat send failure: 'Error' with the server's message; 'Error al enviar mensaje' when the
 * server answered without one; the general apology when no answer arrived at all.
 */
export function sendErrorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Error al enviar mensaje';
  return 'Hubo un problema enviando tu mensaje. Por favor intenta nuevamente.';
}

/** POST /api/weekly-checkin with the trimmed message; on success the history is refreshed. */
export function useSendCheckin(userId: string, onSent: (checkin: WeeklyCheckin) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(weeklyCheckin, { body: { userId, message: message.trim() } }),
    onSuccess: async (checkin) => {
      onSent(checkin);
      await queryClient.invalidateQueries({ queryKey: checkinsQuery(userId).queryKey });
    },
    onError: async (error) => {
      requestToast(window, {
        title: 'Error',
        description: sendErrorDescription(error),
        variant: 'destructive',
      });
      // The trial ended or another tab used the allowance: show the screen as the server sees it.
      if (error instanceof ApiError && (error.status === 403 || error.status === 429))
        await queryClient.invalidateQueries({ queryKey: queryKeyFor(trialStatus, { userId }) });
      await queryClient.invalidateQueries({ queryKey: checkinsQuery(userId).queryKey });
    },
  });
}
