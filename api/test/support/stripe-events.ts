import Stripe from 'stripe';
import { type Browser, TEST_WEBHOOK_SECRET } from './test-app.js';

let sequence = 0;

/** The constant every install accepted before issue 15: anyone could sign events with it. */
export const OLD_PUBLIC_WEBHOOK_SECRET = 'whsec_sandbox_local_only';

/** A Stripe subscription object as webhooks carry it (API 2025+: the period on the item). */
export function stripeSubscription(fields: {
  id: string;
  customer: string;
  status: string;
  userId?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: number;
  trialEnd?: number | null;
}) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_end: fields.trialEnd ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd,
        },
      ],
    },
    metadata: fields.userId ? { userId: fields.userId } : {},
  };
}

export function stripeEvent(type: string, object: object, createdSeconds: number, id?: string) {
  return {
    id: id ?? `evt_test_${Date.now()}_${sequence++}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: createdSeconds,
    type,
    livemode: false,
    data: { object },
  };
}

/** Posts an event to the webhook route, signed the way Stripe signs (or with another secret). */
export function postEvent(browser: Browser, event: object | string, secret = TEST_WEBHOOK_SECRET) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return browser.request('POST', '/api/stripe/webhook', payload, {
    'content-type': 'application/json',
    'stripe-signature': signature,
  });
}
