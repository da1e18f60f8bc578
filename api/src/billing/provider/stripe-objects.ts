import type { PaymentCard } from '@tm/shared-contracts/contracts';
import type Stripe from 'stripe';
import type { ProviderSubscription } from './payment-provider.js';

const ms = (seconds: number | null | undefined): number | null =>
  typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null;

/** The id of an expandable field: a plain id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * A Stripe subscription object (from the API or a webhook) to what our rules read.
 * Since API 2025-03 the period lives on the items; older payloads carry it on the subscription.
 */
export function subscriptionFromStripe(subscription: Stripe.Subscription): ProviderSubscription {
  const legacy = subscription as unknown as { current_period_end?: number };
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => (item as unknown as { current_period_end?: number }).current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const periodEnd = itemEnds.length > 0 ? Math.min(...itemEnds) : legacy.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd:
      Boolean(subscription.cancel_at_period_end) || Boolean(subscription.cancel_at),
    currentPeriodEnd: ms(periodEnd),
    trialEnd: ms(subscription.trial_end),
  };
}

/** The subscription an invoice belongs to (moved under `parent` in recent API versions). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  const parent = (
    invoice as unknown as {
      parent?: { subscription_details?: { subscription?: string | { id: string } } } | null;
    }
  ).parent;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

export const customerIdOf = idOf;

/** A payment method's card (Stripe's or the sandbox's, shaped alike) as /perfil shows it. */
export const paymentCardOf = (card: {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}): PaymentCard => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.exp_month,
  expYear: card.exp_year,
});
