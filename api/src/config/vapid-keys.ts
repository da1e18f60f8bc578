import path from 'node:path';
import webpush from 'web-push';
import type { ApiConfig } from './config.js';
import { DATA_DIR } from './paths.js';
import { storedSecret } from './stored-secret.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const isPair = (stored: string) => {
  try {
    const pair = JSON.parse(stored) as Partial<VapidKeys>;
    return typeof pair.publicKey === 'string' && typeof pair.privateKey === 'string';
  } catch {
    return false;
  }
};

/**
 * The VAPID pair that signs push messages: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or outside
 * production one generated on the first start and kept with the data in `.data/vapid-keys` (the
 * browsers' subscriptions are bound to it, so it must outlive restarts). In production without
 * keys, null: reminders go by e-mail only (several machines would each generate their own pair).
 */
export function resolveVapidKeys(
  config: Pick<ApiConfig, 'push' | 'nodeEnv'>,
  file = path.join(DATA_DIR, 'vapid-keys'),
): VapidKeys | null {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  if (config.nodeEnv === 'production') return null;
  return JSON.parse(
    storedSecret(file, () => JSON.stringify(webpush.generateVAPIDKeys()), isPair),
  ) as VapidKeys;
}
