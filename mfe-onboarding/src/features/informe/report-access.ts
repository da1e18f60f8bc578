import type { TrialStatus } from '@tm/shared-contracts';

export type ReportAccess =
  | { kind: 'redirect'; to: 'trial-welcome' | 'home' }
  | { kind: 'expired' }
  | { kind: 'report'; readOnly: boolean; subscriber: boolean; showOffer: boolean };

/**
 * The report wrapper's rules (§2, §4, §6), in order:
 * no user id → trial welcome; archived → expired screen; no access, not active and never
 * subscribed → home; no access but once subscribed → expired screen; day 7 → read-only.
 */
export function reportAccess(input: {
  userId: string | null;
  subscribedAt: boolean;
  status: TrialStatus;
}): ReportAccess {
  const { userId, subscribedAt, status } = input;
  if (!userId) return { kind: 'redirect', to: 'trial-welcome' };
  const subscriber = status.isActive || subscribedAt;
  if (status.isArchived && !subscriber) return { kind: 'expired' };
  if (!status.hasAccess && !status.isActive) {
    return subscribedAt ? { kind: 'expired' } : { kind: 'redirect', to: 'home' };
  }
  const readOnly = status.isReadOnly && !status.isActive;
  return {
    kind: 'report',
    readOnly,
    subscriber,
    showOffer: !subscriber && !readOnly && !status.isActive,
  };
}
