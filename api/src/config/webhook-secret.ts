import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { BillingConfig } from './config.js';
import { DATA_DIR } from './paths.js';
import { storedSecret } from './stored-secret.js';

/**
 * The secret that signs payment events: STRIPE_WEBHOOK_SECRET, or (the sandbox, or Stripe in
 * tests) one generated on the first start and kept with the data in `.data/webhook-secret`.
 * Never a constant: whoever knows the secret can change anyone's subscription through the webhook.
 */
export function resolveWebhookSecret(
  billing: BillingConfig,
  file = path.join(DATA_DIR, 'webhook-secret'),
): string {
  return (
    billing.webhookSecret ??
    storedSecret(
      file,
      () => `whsec_${randomBytes(32).toString('base64url')}`,
      (stored) => stored.startsWith('whsec_') && stored.length >= 40,
    )
  );
}
