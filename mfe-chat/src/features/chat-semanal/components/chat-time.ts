// The chat's dates in Spanish and the person's own time zone (its times and days are the shared
// `localTime` and `localDay`).
import { instantFormat } from '@tm/shared-contracts';

/** §2: dates in the Spanish locale ("domingo, 22 de noviembre de 2026"). */
export const spanishDate = instantFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
