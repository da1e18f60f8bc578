import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  call,
  glucoseReadingsOf,
  progressGlucose,
  progressReadingDelete,
  progressReadings,
  progressSummary,
  queryFor,
  requestToast,
  type SaveReadingRequest,
  type SaveReadingResponse,
} from '@tm/shared-contracts';
import { forgetEarly, takeEarly } from './early-answers.js';
import { saveReading } from './offline-reading.js';

export const readingsQuery = (userId: string) => {
  const { queryKey, queryFn } = queryFor(progressReadings, { userId });
  return queryOptions({ queryKey, queryFn: () => takeEarly('readings', userId) ?? queryFn() });
};

/** The glucose screen's readings: the compact series (a sensor's 90 days are ~26,000). */
export const glucoseQuery = (userId: string) => {
  const { queryKey, queryFn } = queryFor(progressGlucose, { userId });
  return queryOptions({
    queryKey,
    queryFn: () => takeEarly('glucose', userId) ?? queryFn(),
    select: glucoseReadingsOf,
  });
};

/** The doctor's summary's name and medicines from the intake. */
export const summaryQuery = (userId: string) => {
  const { queryKey, queryFn } = queryFor(progressSummary, { userId });
  return queryOptions({ queryKey, queryFn: () => takeEarly('summary', userId) ?? queryFn() });
};

/** After a save, a delete, a sent offline reading or an import: the list and the glucose series. */
export const refreshReadings = (queryClient: QueryClient, userId: string) => {
  forgetEarly();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingsQuery(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: glucoseQuery(userId).queryKey }),
  ]);
};

const failure = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? 'No pudimos guardar tu medición.')
    : 'No hubo respuesta del servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * POST /api/progress-readings; the history is read again after every saved reading. Offline, the
 * reading is kept on this device instead (`onKept`) and sent when the connection returns.
 */
export function useSaveReading(
  userId: string,
  onSaved: (answer: SaveReadingResponse) => void,
  onKept: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReadingRequest) => saveReading(body),
    // Offline is handled by saveReading (kept on this device): react-query must not pause the
    // save until the connection returns, which left «Guardando…» on screen meanwhile.
    networkMode: 'always',
    // Not awaiting the re-read: the form empties as soon as the reading is saved, so a next
    // value typed meanwhile is not wiped when the history arrives.
    onSuccess: (answer) => {
      if ('kept' in answer) return onKept();
      onSaved(answer.sent);
      void refreshReadings(queryClient, userId);
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
    onSettled: () => refreshReadings(queryClient, userId),
  });
}
