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

/**
 * POST /api/weekly-checkin with the trimmed message. The answer joins the history at once, where
 * the message was shown as sending; the history is then read again from the server.
 */
export function useSendCheckin(userId: string, onSent: (checkin: WeeklyCheckin) => void) {
  const queryClient = useQueryClient();
  const { queryKey } = checkinsQuery(userId);
  return useMutation({
    mutationFn: (message: string) =>
      call(weeklyCheckin, { body: { userId, message: message.trim() } }),
    onSuccess: (checkin) => {
      queryClient.setQueryData(queryKey, (history) =>
        history?.some((known) => known.id === checkin.id) ? history : [...(history ?? []), checkin],
      );
      onSent(checkin);
      void queryClient.invalidateQueries({ queryKey });
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
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
