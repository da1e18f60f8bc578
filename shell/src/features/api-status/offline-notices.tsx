import { OfflineBanner } from './offline-banner.js';
import { RefusedEntries } from './refused-entries.js';

/**
 * What a person is told about working offline (issue 21): the banner while there is no
 * connection, and what she wrote offline that the API refused once sent. Loaded for a person
 * only, so the landing's first load carries neither.
 */
export function OfflineNotices({ userId }: { userId: string }) {
  return (
    <>
      <OfflineBanner />
      <RefusedEntries userId={userId} />
    </>
  );
}
