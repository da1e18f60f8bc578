import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { type Clock, systemClock } from './common/clock.js';
import { GLOBAL_PREFIX } from './common/endpoint.decorator.js';
import { PinoNestLogger } from './common/pino-logger.js';
import type { ApiConfig } from './config/config.js';
import { resolveSessionSecret } from './config/session-secret.js';
import { databaseRateLimitStore } from './common/rate-limit-store.js';
import { resolveDataKeys } from './config/data-keys.js';
import { FieldCipher } from './common/crypto/field-cipher.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { STRIPE_WEBHOOK_PATH } from './billing/webhook/webhook.controller.js';
import { keepRawBodyFor } from './common/raw-body.js';
import { drainRefusedBodies } from './common/drain-refused-body.js';
import { loggedError, loggedPath, redactText } from './common/log-redaction.js';

/** 100 KB: the largest valid intake is about a third of it; larger bodies are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface ApiApp {
  app: NestFastifyApplication;
  /** Every route the router holds, so suites that must cover each one cannot miss a new one. */
  routes: RegisteredRoute[];
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface AppOverrides {
  clock?: Clock;
  /** An already opened database (tests share one); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Where the JSON log lines go (tests read them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Logs carry method, route and status only: never bodies, cookies or headers (health data), and
 * every text is redacted (no e-mail address or user id) whichever code logs it.
 */
const loggerOptions = (config: ApiConfig, stream?: NodeJS.WritableStream) => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  serializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: loggedPath(request) }),
    err: loggedError,
  },
  hooks: {
    logMethod(this: unknown, args: unknown[], log: (...args: unknown[]) => void) {
      log.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
      );
    },
  },
});

/** Builds the API, migrated and initialised but not listening (tests use `inject`, main listens). */
export async function createApp(config: ApiConfig, overrides: AppOverrides = {}): Promise<ApiApp> {
  const cipher = new FieldCipher(resolveDataKeys(config));
  const database = overrides.database ?? (await openDatabase(config));
  const clock = overrides.clock ?? systemClock;
  await database.migrate();

  const adapter = new FastifyAdapter({
    logger: loggerOptions(config, overrides.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  const fastify = adapter.getInstance();
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    }
  });
  fastify.decorate('rateLimits', config.rateLimits);
  keepRawBodyFor(fastify, [STRIPE_WEBHOOK_PATH]);
  drainRefusedBodies(fastify);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.with(config, database, clock, cipher),
    adapter,
    // bodyParser off: Fastify's own JSON parser (proto-poisoning safe, typed errors) and no form parser.
    { logger: new PinoNestLogger(fastify.log), abortOnError: false, bodyParser: false },
  );
  app.setGlobalPrefix(GLOBAL_PREFIX);
  await app.register(fastifyCookie, { secret: resolveSessionSecret(config) });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, () => clock.now()),
    // The database down: let the request through to answer its own 503, not a bare 500 here.
    skipOnError: true,
  });
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  app.enableCsrfProtection();
  await app.init();

  return {
    app,
    routes,
    database,
    close: async () => {
      await app.close();
      if (!overrides.database) await database.close();
    },
  };
}
