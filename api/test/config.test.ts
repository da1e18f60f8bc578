import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { REPO_ROOT } from '../src/config/paths.js';
import { resolveSessionSecret } from '../src/config/session-secret.js';

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
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      cookieSecure: false,
      logLevel: 'warn',
    });
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
    ]);
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET es demasiado corto/),
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }).cookieSecure,
    ).toBe(true);
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
});
