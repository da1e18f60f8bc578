import { z } from 'zod';
import { isTimeZone } from '../observation-days.js';
import { boundedText } from './text.js';
import { userIdSchema } from '../trial-status-schema.js';

/** The reminders a person can switch on /perfil (issue 21). */
export const REMINDER_KINDS = ['registro', 'checkin', 'modulo', 'prueba'] as const;
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** Quiet hours when a person has not chosen hers: no reminder from 21:00 to 08:00, her time. */
export const DEFAULT_QUIET_HOURS = { desde: 21, hasta: 8 } as const;

/** Quiet hours from and to the same hour would be none: the API refuses them, /perfil too. */
export const SAME_QUIET_HOURS_MESSAGE =
  'Elige dos horas distintas: desde cuándo y hasta cuándo no quieres recibir recordatorios.';

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'no es una zona horaria conocida' });

const hourSchema = z.number().int().min(0).max(23);

/** Base64url without padding, of exactly `bytes` bytes (the browser's PushSubscription keys). */
const base64UrlOf = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'debe estar en base64url' });

/** The push service's address for one device; stored as text, so no control characters. */
const pushEndpointSchema = boundedText(1000).refine(
  (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
  { error: 'debe ser una dirección https' },
);

/** A browser's PushSubscription.toJSON(), the part the API needs to send to that device. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64UrlOf(65),
    /** The device's authentication secret (16 bytes). */
    auth: base64UrlOf(16),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/subscribe: this device takes the person's reminders (one row per device). */
export const pushSubscribeRequestSchema = z.strictObject({
  userId: userIdSchema,
  subscription: pushSubscriptionSchema,
  zonaHoraria: timeZoneSchema,
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** POST /api/push/unsubscribe: this device stops taking them. */
export const pushUnsubscribeRequestSchema = z.strictObject({
  userId: userIdSchema,
  endpoint: pushEndpointSchema,
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const pushSubscriptionStateSchema = z.object({ suscrito: z.boolean() });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/** GET /api/push/public-key: the VAPID key browsers subscribe with; null when push is off. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** GET /api/reminders/{userId} and the answer of the save. */
export const reminderPreferencesSchema = z.object({
  registro: z.boolean(),
  checkin: z.boolean(),
  modulo: z.boolean(),
  prueba: z.boolean(),
  /** Her IANA time zone, as her browser last sent it; null before it ever did. */
  zonaHoraria: z.string().nullable(),
  silencioDesde: hourSchema,
  silencioHasta: hourSchema,
  /** Devices that take her reminders by push. */
  dispositivos: z.number().int().min(0),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** POST /api/reminders: the switches sent change, the others stay. */
export const saveReminderPreferencesRequestSchema = z.strictObject({
  userId: userIdSchema,
  registro: z.boolean().optional(),
  checkin: z.boolean().optional(),
  modulo: z.boolean().optional(),
  prueba: z.boolean().optional(),
  zonaHoraria: timeZoneSchema.optional(),
  silencioDesde: hourSchema.optional(),
  silencioHasta: hourSchema.optional(),
});
export type SaveReminderPreferencesRequest = z.infer<typeof saveReminderPreferencesRequestSchema>;

/** What a push message carries to the service worker (shell/public/sw-push.js). */
export const pushReminderSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the product, opened when the notification is clicked. */
  url: z.string(),
  kind: reminderKindSchema,
});
export type PushReminder = z.infer<typeof pushReminderSchema>;
