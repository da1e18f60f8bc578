import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  trialStart: timestamp('trial_start', { withTimezone: true }),
  subscriptionStatus: text('subscription_status').notNull().default('unknown'),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  providerCustomerId: text('provider_customer_id').unique(),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  /** Time of the newest provider event applied: an older event arriving late changes nothing. */
  subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
  /** When a sign-in link sent to `email` was first opened: the address is then known to be hers. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The /perfil switch of the "a new module opened" e-mails. */
  programmeEmails: boolean('programme_emails').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Only the SHA-256 of the session token is stored: a leaked table grants no access. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'Chrome en Android': a label made from the user agent, never the user agent itself. */
    label: text('label').notNull().default('Navegador desconocido'),
    /** Refreshed at most every few minutes (a write per request would cost more than it tells). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Single-use sign-in links sent by e-mail: only the SHA-256 of the token is kept, so a leaked
 * table opens nothing; `usedAt` makes the second opening fail.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    /** SHA-256 of the address it was sent to: if the account's e-mail changed since, it opens nothing. */
    emailHash: text('email_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_links_user_id_idx').on(table.userId)],
);

/** The validated intake payload as sent, plus the two fields other screens read. */
export const intakeForms = pgTable('intake_forms', {
  userId: userRef().primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    moduleNumber: integer('module_number').notNull(),
    content: jsonb('content').notNull(),
    /** SHA-256 of the intake and log the report was built from: same input, same report. */
    inputHash: text('input_hash'),
    createdAt: createdAt(),
  },
  (table) => [index('reports_user_id_idx').on(table.userId)],
);

/** The 5-day observation log, one row per user: `days` holds one entry per calendar day (`fecha`). */
export const observationLogs = pgTable('observation_logs', {
  userId: userRef().primaryKey(),
  days: jsonb('days').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Log days already applied, by the browser's key (issue 21): a day sent twice is applied once. */
export const observationLogKeys = pgTable(
  'observation_log_keys',
  {
    userId: userRef(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

export const weeklyCheckins = pgTable(
  'weekly_checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    inputText: text('input_text').notNull(),
    responseText: text('response_text').notNull(),
    systemsDetected: text('systems_detected')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emotionTags: text('emotion_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Triage's tier; a red flag (any tier but 'none') never counts against the allowance. */
    triageTier: text('triage_tier').notNull().default('none'),
    /** The alert shown above the chat (tier, text, call numbers), encrypted JSON; null if none. */
    alert: text('alert'),
    createdAt: createdAt(),
  },
  (table) => [index('weekly_checkins_user_id_idx').on(table.userId, table.createdAt)],
);

export const moduleUnlocks = pgTable(
  'module_unlocks',
  {
    userId: userRef(),
    moduleNumber: integer('module_number').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleNumber] })],
);

/** Module lessons whose practical action the person ticked; unticking deletes the row. */
export const moduleLessonProgress = pgTable(
  'module_lesson_progress',
  {
    userId: userRef(),
    moduleNumber: integer('module_number').notNull(),
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleNumber, table.lessonId] })],
);

/**
 * Mi progreso (issue 19): one row per reading. `value` is canonical (mg/dL, %, g/dL, kg, cm,
 * mmHg systolic) so charts and rules never convert; the person's own number and unit stay beside
 * it. `note` is health free text, encrypted like the check-ins.
 */
export const progressReadings = pgTable(
  'progress_readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    marker: text('marker'),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    originalValue: doublePrecision('original_value').notNull(),
    originalUnit: text('original_unit').notNull(),
    diastolic: integer('diastolic'),
    moment: text('moment'),
    note: text('note'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    /** The device export it was imported from (libreview, dexcom); null when typed. */
    source: text('source'),
    /** The browser's key for a typed reading (issue 21): one sent twice (offline queue) is stored once. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('progress_readings_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('progress_readings_user_id_idx').on(table.userId, table.measuredAt),
    // One reading per device and moment: importing the same file again adds nothing. Typed
    // readings (source null) never collide, as nulls are distinct in a unique index.
    uniqueIndex('progress_readings_import_idx')
      .on(table.userId, table.source, table.measuredAt)
      .where(sql`${table.marker} is null`),
    // One lab result per source (intake, interpreter), test and date: offered twice, kept once.
    uniqueIndex('progress_readings_lab_source_idx')
      .on(table.userId, table.source, table.marker, table.measuredAt)
      .where(sql`${table.marker} is not null`),
  ],
);

/** The latest answer to each check question of a module (Modules 2–13). */
export const moduleCheckAnswers = pgTable(
  'module_check_answers',
  {
    userId: userRef(),
    moduleNumber: integer('module_number').notNull(),
    question: integer('question').notNull(),
    answer: integer('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleNumber, table.question] })],
);

/** A module's reflection: health text, stored encrypted like the other (health-text.ts). */
export const moduleReflections = pgTable(
  'module_reflections',
  {
    userId: userRef(),
    moduleNumber: integer('module_number').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleNumber] })],
);

/** Provider webhooks already processed: the unique event id makes redelivery a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerEventId: text('provider_event_id').notNull().unique(),
  type: text('type').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  payload: jsonb('payload').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails to send, written in the same transaction as the change that causes them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Failed sends wait here before the next try (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_emails_status_idx').on(table.status, table.createdAt),
    // E-mails a person gets once (the hourly trial-ending reminder, marked subscribed: false,
    // and Module 1's closing e-mail): the database keeps them single even when two API
    // instances queue one at the same moment. Stripe's own trial_will_end e-mail is not one.
    uniqueIndex('outbox_emails_once_per_person_idx')
      .on(table.userId, table.template)
      .where(
        sql`template = 'module1_completed' or (template = 'trial_ending' and payload->>'subscribed' = 'false')`,
      ),
    // "Module N opened": once per module and person, whichever instance's hourly job queues it.
    uniqueIndex('outbox_emails_once_per_module_idx')
      .on(table.userId, table.template, sql`(payload->>'module')`)
      .where(sql`template = 'module_opened'`),
  ],
);

/**
 * The local payment sandbox's objects (customers, setup intents, payment methods, subscriptions,
 * portal sessions, idempotency keys), shaped like Stripe's, so the sandbox survives restarts.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Whose object it is: erasing the person erases their sandbox customer and cards too. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_objects_kind_idx').on(table.kind)],
);

/**
 * Requests per client and route in fixed windows, kept in the database so every API instance
 * behind the gateway counts the same requests (a limit per process would multiply with them).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Devices that take a person's reminders by web push (issue 21), one row per browser
 * subscription. Tied to the session it was made in: signing out (or out everywhere, or the
 * session expiring) removes the device's subscription with it; erasure removes it by `user_id`.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** The push service's address for this browser; one row per address, whoever subscribed last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);

/**
 * The reminder switches of /perfil (the new-module one is `users.programme_emails`), her IANA
 * time zone as her browser sends it, and her quiet hours (local hours, `quietFrom` to `quietTo`).
 */
export const reminderPreferences = pgTable('reminder_preferences', {
  userId: userRef().primaryKey(),
  logDay: boolean('log_day').notNull().default(false),
  weeklyCheckin: boolean('weekly_checkin').notNull().default(false),
  trialEnding: boolean('trial_ending').notNull().default(true),
  timeZone: text('time_zone'),
  quietFrom: integer('quiet_from').notNull().default(21),
  quietTo: integer('quiet_to').notNull().default(8),
  updatedAt: updatedAt(),
});

/**
 * Reminders, an outbox of their own: the hourly schedule inserts what is due (the unique indexes
 * keep one per occurrence and one per person and local day, whichever API instance inserts it),
 * then any instance claims pending rows as the e-mail outbox does and delivers them: push to her
 * devices first, the e-mail outbox when she has none or every push failed.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    /** What it reminds of, once: the log's date, the week's number, the module, 'prueba'. */
    occurrence: text('occurrence').notNull(),
    /** Her calendar day when it was scheduled: at most one reminder per person and day. */
    localDate: text('local_date').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** pending → push (delivered to a device) | email (queued in the outbox) | none (no way). */
    status: text('status').notNull().default('pending'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminders_once_idx').on(table.userId, table.kind, table.occurrence),
    uniqueIndex('reminders_one_a_day_idx').on(table.userId, table.localDate),
    index('reminders_pending_idx').on(table.status, table.nextAttemptAt),
  ],
);
