// What the logging forms share: the contract's own refusal shown before anything is sent, and the
// day a measure was taken.
import { localDay, saveReadingRequestSchema, type SaveReadingRequest } from '@tm/shared-contracts';

/**
 * The first thing the API would refuse in `body` (same schema, same ranges), as the field it is
 * about and a sentence for the person; null when the API will accept it.
 */
export function readingProblem(
  body: SaveReadingRequest,
): { field: string; message: string } | null {
  const parsed = saveReadingRequestSchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return {
    field: String(issue.path[0] ?? ''),
    message: issue.code === 'custom' ? `Este valor ${issue.message}.` : 'Revisa este dato.',
  };
}

/** Today as an <input type="date"> value, in this browser's time zone. */
export const today = () => localDay(Date.now());

/** A measure of today is "now"; one of an earlier day is taken at noon of that day. */
export const measuredAtFor = (day: string): string | undefined =>
  day === today() ? undefined : new Date(`${day}T12:00:00`).toISOString();
