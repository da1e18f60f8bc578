import { cacheRuleFor } from './cache-rules.js';

const SHELL = 'http://localhost:4000';
const REMOTE = 'http://127.0.0.1:4005';
const rule = (
  href: string,
  {
    method = 'GET',
    navigate = false,
    cors = true,
  }: Partial<Record<'method', string>> & Partial<Record<'navigate' | 'cors', boolean>> = {},
) => cacheRuleFor({ method, url: new URL(href, SHELL), navigate, cors }, SHELL);

describe('what the service worker keeps', () => {
  it('asks the network first for pages, /remotes.json and every remote’s entry files', () => {
    expect(rule('/mi-progreso', { navigate: true })).toBe('pages');
    expect(rule('/', { navigate: true })).toBe('pages');
    expect(rule('/remotes.json')).toBe('entries');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.json']) {
      expect(rule(`${REMOTE}/${file}`)).toBe('entries');
      expect(rule(`/mfe/progress/${file}`)).toBe('entries');
    }
  });

  it('keeps content-hashed chunks of the shell and of every remote, first from the cache', () => {
    expect(rule('/main.e8ef8496.js')).toBe('chunks');
    expect(rule(`${REMOTE}/__federation_expose_routes.bb9bbcd9.js`)).toBe('chunks');
    expect(rule('/mfe/marketing/575.f24df060.js')).toBe('chunks');
  });

  it('keeps nothing another origin answers without CORS (an opaque answer could be an error)', () => {
    expect(rule(`${REMOTE}/575.f24df060.js`, { cors: false })).toBeNull();
    expect(rule(`${REMOTE}/mf-manifest.json`, { cors: false })).toBeNull();
    expect(rule('https://js.stripe.com/v3/', { navigate: true })).toBeNull();
  });

  it('keeps of /api only the person’s own read-only views', () => {
    const user = 'trial_1790000000000_abc123';
    for (const path of [
      `/api/reports/${user}`,
      `/api/programme/${user}`,
      `/api/programme/${user}/modules/3`,
      `/api/module-progress/${user}`,
      `/api/progress-readings/${user}`,
      `/api/observation-log/${user}`,
    ])
      expect(rule(path)).toBe('ownViews');
    for (const path of [
      '/api/health',
      '/api/me/restore',
      '/api/billing/card',
      `/api/weekly-checkins/${user}`,
      `/api/reports/${user}/extra`,
    ])
      expect(rule(path)).toBeNull();
    expect(rule('/api/progress-readings', { method: 'POST' })).toBeNull();
  });

  it('forgets those views when the person signs out or erases her account', () => {
    expect(rule('/api/session/end', { method: 'POST' })).toBe('forget-own-views');
    expect(rule('/api/session/end-all', { method: 'POST' })).toBe('forget-own-views');
    expect(rule('/api/me', { method: 'DELETE' })).toBe('forget-own-views');
  });
});
