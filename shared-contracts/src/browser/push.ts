// Reminders by web push on this device (issue 21): ask, subscribe, tell the API, and undo.
import { pushPublicKey, pushSubscribe, pushUnsubscribe } from '../api/endpoints.js';
import { pushSubscriptionSchema } from '../api/reminders.js';
import { call } from '../request/call.js';

/** The device's IANA time zone: the API counts calendar days and quiet hours in it. */
export const deviceTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The service worker that shows reminders (push and notification clicks only). A later,
 * fuller service worker at the same scope takes it in with `importScripts(PUSH_WORKER_URL)`,
 * which keeps the subscriptions made with this one.
 */
export const PUSH_WORKER_URL = '/sw-push.js';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** 'subscribed': this device gets reminders; otherwise why not (she said no, or no push here). */
export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Asks the browser's permission (call it from a click: browsers refuse a prompt nobody asked
 * for), subscribes this device with the API's VAPID key and stores the subscription.
 */
export async function enablePushOnDevice(userId: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await call(pushPublicKey);
  if (!publicKey) return 'unsupported';
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  await call(pushSubscribe, {
    body: {
      userId,
      subscription: pushSubscriptionSchema.parse(subscription.toJSON()),
      zonaHoraria: deviceTimeZone(),
    },
  });
  return 'subscribed';
}

/** This device's subscription, if it has one (never prompts). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const worker = await navigator.serviceWorker.getRegistration('/');
  return (await worker?.pushManager.getSubscription()) ?? null;
}

/** This device stops taking reminders: the API forgets it, then the browser does. */
export async function disablePushOnDevice(userId: string): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await call(pushUnsubscribe, { body: { userId, endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
