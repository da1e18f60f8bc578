import {
  call,
  progressReadingSave,
  type SaveReadingRequest,
  type SaveReadingResponse,
  type SentOrKept,
  sendOrQueue,
} from '@tm/shared-contracts';

/** Saved now, or kept on this device while offline and sent when the connection returns. */
export type SavedReading = SentOrKept<'lectura', SaveReadingResponse>;

/**
 * Any reading the forms log (glucose, weight, waist, pressure, a lab result) goes through the
 * offline queue's rule (issue 21). Online, the server's clock dates a reading of now (as before);
 * kept here, it is dated with the moment it was typed, as it may leave hours later. A lab result
 * carries the date of its sheet.
 */
export function saveReading(body: SaveReadingRequest): Promise<SavedReading> {
  const typedAt =
    body.tipo === 'analisis' || body.medidoEn
      ? body
      : { ...body, medidoEn: new Date().toISOString() };
  return sendOrQueue('lectura', body.userId, typedAt, (claveEnvio) =>
    call(progressReadingSave, { body: { ...body, claveEnvio } }),
  );
}
