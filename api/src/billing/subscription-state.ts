import type { SubscriptionStatus } from '@tm/shared-contracts/contracts';
import type { ProviderSubscription } from './provider/payment-provider.js';

/** Provider statuses in which the person is subscribed and the subscription may still charge. */
export const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/**
 * Our user's status from the provider's subscription:
 * - trialing or active → 'active' (subscribed; the first charge comes when the 7-day trial ends);
 * - a cancellation scheduled for the end of the period → 'canceled' at once (access is kept until
 *   `currentPeriodEnd`, see computeTrialStatus' `paidUntil`);
 * - past_due / unpaid → 'past_due'; canceled / incomplete_expired → 'canceled'; anything else 'unknown'.
 */
export function userStatusOf(subscription: ProviderSubscription): SubscriptionStatus {
  switch (subscription.status) {
    case 'trialing':
    case 'active':
      return subscription.cancelAtPeriodEnd ? 'canceled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'unknown';
  }
}

/** Until when the subscription pays for access: the trial end while trialing, else the period end. */
export function paidUntilOf(subscription: ProviderSubscription): number | null {
  if (subscription.status === 'trialing')
    return subscription.trialEnd ?? subscription.currentPeriodEnd;
  return subscription.currentPeriodEnd;
}

/** Event kinds in the order they happen to one subscription, to order events of the same second. */
const RANK: Record<string, number> = {
  'customer.subscription.created': 0,
  'customer.subscription.updated': 1,
  'customer.subscription.trial_will_end': 1,
  'invoice.paid': 1,
  'invoice.payment_failed': 1,
  'customer.subscription.deleted': 2,
};

/**
 * The ordering key of a provider event: its creation second, then its kind. A state change older
 * than the newest one applied is ignored, so out-of-order delivery cannot undo a later change.
 */
export function eventOrderKey(createdSeconds: number, type: string): Date {
  return new Date(createdSeconds * 1000 + (RANK[type] ?? 1));
}

/** What a subscription writes on our user row (never the customer: only the checkout sets it). */
export interface SubscriptionUpdate {
  status: SubscriptionStatus;
  subscriptionId: string;
  currentPeriodEnd: Date | null;
  /** Set the first time the person is subscribed. */
  subscribed: boolean;
  canceled: boolean;
}

export function subscriptionUpdateOf(subscription: ProviderSubscription): SubscriptionUpdate {
  const status = userStatusOf(subscription);
  const paidUntil = paidUntilOf(subscription);
  return {
    status,
    subscriptionId: subscription.id,
    currentPeriodEnd: paidUntil === null ? null : new Date(paidUntil),
    subscribed: LIVE_STATUSES.has(subscription.status),
    canceled: status === 'canceled',
  };
}
