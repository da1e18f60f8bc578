import { z } from 'zod';

/**
 * The browser's key for one entry it sends (a reading, a log day), a UUID it generates once: the
 * offline queue may send the same entry twice (a lost answer, two tabs), the API applies it once
 * and answers the repeat as it answered the first (issue 21).
 */
export const sendKeySchema = z.uuid({ error: 'debe ser un identificador UUID' });
