import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { REPO_ROOT } from '../src/config/paths.js';
import { resolveDataKeys } from '../src/config/data-keys.js';
import { resolveSessionSecret } from '../src/config/session-secret.js';
import { resolveWebhookSecret } from '../src/config/webhook-secret.js';

const KEY_A = `a:${Buffer.alloc(32, 10).toString('base64')}`;
const KEY_B = `b:${Buffer.alloc(32, 11).toString('base64')}`;

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  DATA_ENCRYPTION_KEYS: KEY_A,
  PUBLIC_URL: 'https://programa.example',
};
const STRIPE_PRODUCTION = {
  ...PRODUCTION,
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_endpoint',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('config from the environment', () => {
  it('starts with no variables at all: loopback, port 3100, PGlite under .data/', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      databaseUrl: null,
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      sessionSecret: null,
      nodeEnv: 'development',
      cookieSecure: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4000',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/tm',
      SESSION_SECRET: 's'.repeat(32),
      DATA_ENCRYPTION_KEYS: `${KEY_B}, ${KEY_A}`,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://programa.example',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      cookieSecure: false,
      logLevel: 'warn',
    });
    expect(config.dataKeys?.map((key) => key.id)).toEqual(['b', 'a']);
    expect(config.dataKeys?.[0]?.key).toEqual(Buffer.alloc(32, 11));
  });

  it('names each bad value on its own line', () => {
    const problems = problemsOf({
      API_PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      NODE_ENV: 'staging',
      COOKIE_SECURE: 'yes',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(5);
    for (const name of ['API_PORT', 'DATABASE_URL', 'NODE_ENV', 'COOKIE_SECURE', 'LOG_LEVEL']) {
      expect(problems.filter((line) => line.startsWith(name))).toHaveLength(1);
    }
  });

  it('requires a long SESSION_SECRET in production, and Secure cookies by default there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET es obligatorio/),
      expect.stringMatching(/^DATA_ENCRYPTION_KEYS es obligatorio en producción/),
      expect.stringMatching(/^PUBLIC_URL es obligatorio en producción/),
      expect.stringMatching(/^Faltan STRIPE_SECRET_KEY y STRIPE_PUBLISHABLE_KEY en producción/),
    ]);
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET es demasiado corto/),
    ]);
    expect(loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).cookieSecure).toBe(
      true,
    );
  });

  it('PUBLIC_URL: required in production, elsewhere the local address of `npm start`', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3500' }).publicUrl).toBe('http://localhost:3500');
    expect(loadConfig({ PUBLIC_URL: 'https://programa.example/' }).publicUrl).toBe(
      'https://programa.example',
    );
    expect(problemsOf({ PUBLIC_URL: 'programa.example' })).toEqual([
      'PUBLIC_URL="programa.example" no es válido: debe ser una URL http(s)://.',
    ]);
    expect(problemsOf({ ...STRIPE_PRODUCTION, PUBLIC_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL es obligatorio en producción/),
    ]);
  });

  it('Stripe needs STRIPE_WEBHOOK_SECRET in every mode but tests; the sandbox needs an explicit switch in production', () => {
    // An empty variable counts as unset.
    const stripeWithoutSecret = { ...STRIPE_PRODUCTION, STRIPE_WEBHOOK_SECRET: '' };
    const missing = /^STRIPE_WEBHOOK_SECRET es obligatorio con Stripe/;
    for (const nodeEnv of ['production', 'development']) {
      expect(problemsOf({ ...stripeWithoutSecret, NODE_ENV: nodeEnv })).toEqual([
        expect.stringMatching(missing),
      ]);
    }
    expect(problemsOf({ ...stripeWithoutSecret, NODE_ENV: 'test' })).toEqual([]);
    expect(problemsOf({ ...STRIPE_PRODUCTION, STRIPE_WEBHOOK_SECRET: 'secreto' })).toEqual([
      'STRIPE_WEBHOOK_SECRET no es válido: debe empezar por whsec_.',
    ]);
    expect(loadConfig(STRIPE_PRODUCTION).billing).toMatchObject({
      provider: 'stripe',
      webhookLoopbackOnly: false,
    });

    expect(problemsOf(PRODUCTION)).toEqual([
      expect.stringMatching(/ALLOW_SANDBOX_IN_PRODUCTION=true/),
    ]);
    expect(
      loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).billing,
    ).toMatchObject({ provider: 'sandbox', webhookSecret: null, webhookLoopbackOnly: true });
    expect(loadConfig({}).billing).toMatchObject({
      provider: 'sandbox',
      webhookLoopbackOnly: false,
    });
  });

  it('generates the webhook secret once when STRIPE_WEBHOOK_SECRET is unset, never a constant', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-webhook-'));
    try {
      const file = path.join(dir, 'webhook-secret');
      const first = resolveWebhookSecret(loadConfig({}).billing, file);
      expect(first).toMatch(/^whsec_[\w-]{40,}$/);
      expect(first).not.toBe('whsec_sandbox_local_only');
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveWebhookSecret(loadConfig({}).billing, file)).toBe(first);
      const other = path.join(dir, 'other-install');
      expect(resolveWebhookSecret(loadConfig({}).billing, other)).not.toBe(first);
      const given = loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_given' }).billing;
      expect(resolveWebhookSecret(given, file)).toBe('whsec_given');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates a session secret once outside production and keeps it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-secret-'));
    try {
      const file = path.join(dir, 'session-secret');
      const first = resolveSessionSecret(loadConfig({}), file);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveSessionSecret(loadConfig({}), file)).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad DATA_ENCRYPTION_KEYS with a clear line, in production or not, never echoing the key', () => {
    const short = `k1:${Buffer.alloc(16, 1).toString('base64')}`;
    const production = { ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'true' };
    for (const [value, pattern] of [
      [
        short,
        /^DATA_ENCRYPTION_KEYS \(clave 1\) "k1" no es válida: debe ser base64 de exactamente 32 bytes/,
      ],
      [
        'sin-dos-puntos',
        /^DATA_ENCRYPTION_KEYS \(clave 1\) no es válida: usa <id>:<base64 de 32 bytes>/,
      ],
      ['k 1:abc', /^DATA_ENCRYPTION_KEYS \(clave 1\) no es válida/],
      [`${KEY_A},${KEY_A}`, /^DATA_ENCRYPTION_KEYS \(clave 2\): el id "a" está repetido/],
      [' , ', /^DATA_ENCRYPTION_KEYS está vacío/],
      [`k1:${'!'.repeat(44)}`, /^DATA_ENCRYPTION_KEYS \(clave 1\) "k1" no es válida/],
    ] as const) {
      const problems = problemsOf({ ...production, DATA_ENCRYPTION_KEYS: value });
      expect(problems).toEqual([expect.stringMatching(pattern)]);
      expect(problemsOf({ DATA_ENCRYPTION_KEYS: value })).toEqual(problems);
    }
    const secret = Buffer.alloc(16, 1).toString('base64');
    expect(problemsOf({ DATA_ENCRYPTION_KEYS: `k1:${secret}` }).join('\n')).not.toContain(secret);
  });

  it('generates a data key once outside production, keeps it, and prefers the variable', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-keys-'));
    try {
      const file = path.join(dir, 'nested', 'data-encryption-keys');
      const [first] = resolveDataKeys(loadConfig({}), file);
      expect(first?.key).toHaveLength(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(
        `${first!.id}:${first!.key.toString('base64')}`,
      );
      expect(resolveDataKeys(loadConfig({}), file)).toEqual([first]);
      expect(
        resolveDataKeys(loadConfig({ DATA_ENCRYPTION_KEYS: KEY_A }), file).map((k) => k.id),
      ).toEqual(['a']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
