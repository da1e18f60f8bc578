import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  call,
  progressReadingDelete,
  progressReadings,
  queryFor,
  requestToast,
  type SaveReadingRequest,
  type SaveReadingResponse,
} from '@tm/shared-contracts';
import { isPending, type PendingReading, saveReading } from './offline-reading.js';

export const readingsQuery = (userId: string) =>
  queryOptions(queryFor(progressReadings, { userId }));

const failure = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? 'No pudimos guardar tu medición.')
    : 'No hubo respuesta del servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * POST /api/progress-readings; the history is read again after every saved reading. Offline, a
 * glucose is kept on this device instead (`onPending`) and sent when the connection returns.
 */
export function useSaveReading(
  userId: string,
  onSaved: (answer: SaveReadingResponse) => void,
  onPending: (answer: PendingReading) => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: readingsQuery(userId).queryKey });
  return useMutation({
    mutationFn: (body: SaveReadingRequest) => saveReading(body),
    // Not awaiting the re-read: the form empties as soon as the reading is saved, so a next
    // value typed meanwhile is not wiped when the history arrives.
    onSuccess: (answer) => {
      if (isPending(answer)) return onPending(answer);
      onSaved(answer);
      void refresh();
    },
    onError: (error) =>
      requestToast(window, { title: 'Error', description: failure(error), variant: 'destructive' }),
  });
}

export function useDeleteReading(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(progressReadingDelete, { params: { userId, readingId: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readingsQuery(userId).queryKey }),
  });
}
