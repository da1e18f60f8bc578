import { z } from 'zod';

/** A sign-in link works once and for this long (the e-mail says so). */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * The one answer to every request for a link, known e-mail or not: the page must not tell
 * anyone whether an address has an account here.
 */
export const SIGN_IN_NEUTRAL_MESSAGE =
  'Si ese correo está registrado, te enviamos un enlace para entrar. Revisa tu bandeja.';

/** POST /api/sign-in/link: where to send a single-use link. */
export const signInLinkRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

export const signInLinkResponseSchema = z.object({ message: z.string() });
export type SignInLinkResponse = z.infer<typeof signInLinkResponseSchema>;

/** POST /api/sign-in/open: the token of the link (base64url of 32 random bytes). */
export const signInOpenRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido.'),
});
export type SignInOpenRequest = z.infer<typeof signInOpenRequestSchema>;

/**
 * What a browser needs to be the person again (the storage keys a returning person has),
 * derived from the server's state: POST /api/sign-in/open and GET /api/me/restore.
 */
export const restoreStateSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  /** The server's trial start in ms; null before the trial started. */
  trialStart: z.number().int().nullable(),
  intakeDone: z.boolean(),
  reportReady: z.boolean(),
  /** First subscription in ms; null if never subscribed. */
  subscribedAt: z.number().int().nullable(),
});
export type RestoreState = z.infer<typeof restoreStateSchema>;

/** GET /api/me/devices: the session's user's open sessions, newest use first. */
export const devicesSchema = z.array(
  z.object({
    /** 'Chrome en Android', from the user agent when the session started. */
    label: z.string(),
    createdAt: z.number().int(),
    lastSeenAt: z.number().int(),
    /** The session of the browser asking. */
    current: z.boolean(),
  }),
);
export type Devices = z.infer<typeof devicesSchema>;

/** POST /api/session/end-all: how many sessions were closed (this one included). */
export const sessionEndAllResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export type SessionEndAllResponse = z.infer<typeof sessionEndAllResponseSchema>;
