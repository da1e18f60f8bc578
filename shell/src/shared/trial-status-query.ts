import { queryOptions } from '@tanstack/react-query';
import { getQueryFn, TIMINGS, type TrialStatus } from '@tm/shared-contracts';

/** The fields the header's badge and the trial overlays read. */
export type ShellTrialStatus = Pick<
  TrialStatus,
  'daysRemaining' | 'isActive' | 'isTrialing' | 'trialExpired' | 'hasAccess'
>;

/** Unknown fields are dropped, a malformed answer is an error. */
async function parseShellTrialStatus(body: unknown): Promise<ShellTrialStatus> {
  // Loaded with the first status request (a returning trial user), not with every first page.
  const { trialStatusSchema } = await import('@tm/shared-contracts');
  return trialStatusSchema
    .pick({
      daysRemaining: true,
      isActive: true,
      isTrialing: true,
      trialExpired: true,
      hasAccess: true,
    })
    .parse(body);
}

const getTrialStatus = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/trial-status/{userId}, refreshed every 60 s while the header is shown (§4). */
export const trialStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/trial-status', userId],
    queryFn: async (context) => parseShellTrialStatus(await getTrialStatus(context)),
    refetchInterval: TIMINGS.trialStatusRefetchMs,
  });
