import {
  ApiError,
  call,
  enqueueOffline,
  newSendKey,
  type PendingEntry,
  progressReadingSave,
  type SaveReadingRequest,
  type SaveReadingResponse,
} from '@tm/shared-contracts';

type Glucose = Extract<SaveReadingRequest, { tipo: 'glucosa' }>;

/** Saved on this device while offline; sent when the connection returns (issue 21). */
export interface PendingReading {
  pendiente: PendingEntry<'lectura'>;
}

/** No answer came at all (offline, the connection dropped): not the API refusing it. */
const unreachable = (error: unknown) => error instanceof TypeError && !(error instanceof ApiError);

/**
 * Sends a reading; a meter glucose with no connection is kept on this device instead, with the
 * moment it was taken (it may be sent hours later) and the key the attempt used, so an answer
 * lost on the way cannot make it count twice.
 */
export async function saveReading(
  body: SaveReadingRequest,
): Promise<SaveReadingResponse | PendingReading> {
  if (body.tipo !== 'glucosa') return call(progressReadingSave, { body });
  const claveEnvio = newSendKey();
  // Online, the server's clock dates it (as before); kept here, the moment it was typed.
  const takenAt: Glucose = { ...body, medidoEn: body.medidoEn ?? new Date().toISOString() };
  const keep = async () => ({
    pendiente: await enqueueOffline('lectura', body.userId, takenAt, claveEnvio),
  });
  if (!navigator.onLine) return keep();
  try {
    return await call(progressReadingSave, { body: { ...body, claveEnvio } });
  } catch (error) {
    if (unreachable(error)) return keep();
    throw error;
  }
}

export const isPending = (answer: SaveReadingResponse | PendingReading): answer is PendingReading =>
  'pendiente' in answer;
