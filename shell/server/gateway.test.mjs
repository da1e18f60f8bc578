// The gateway's remotes come from the deployment, not from code: a sixth remote is one more
// variable (or one more entry in REMOTES_JSON), with no change to the shell or the gateway.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remotesFromEnv } from './gateway.mjs';

test('without settings, the five remotes npm start serves itself, same origin', () => {
  assert.deepEqual(remotesFromEnv({}), {
    marketing: '/mfe/marketing/mf-manifest.json',
    onboarding: '/mfe/onboarding/mf-manifest.json',
    chat: '/mfe/chat/mf-manifest.json',
    billing: '/mfe/billing/mf-manifest.json',
    progress: '/mfe/progress/mf-manifest.json',
  });
});

test('every REMOTE_<NAME>_URL is a remote, a new one included', () => {
  const remotes = remotesFromEnv({
    REMOTE_CHAT_URL: 'https://chat.example.com/mf-manifest.json',
    REMOTE_NOVEDADES_URL: 'https://novedades.example.com/mf-manifest.json',
    REMOTE_MI_DIARIO_URL: 'https://diario.example.com/mf-manifest.json',
    REMOTE_URL: 'no es un remoto',
  });
  assert.equal(remotes.chat, 'https://chat.example.com/mf-manifest.json');
  assert.equal(remotes.novedades, 'https://novedades.example.com/mf-manifest.json');
  assert.equal(remotes.mi_diario, 'https://diario.example.com/mf-manifest.json');
  assert.equal(Object.keys(remotes).length, 7);
});

test('REMOTES_JSON is the whole map, as it is', () => {
  const map = { novedades: 'https://novedades.example.com/mf-manifest.json' };
  assert.deepEqual(remotesFromEnv({ REMOTES_JSON: JSON.stringify(map) }), map);
});
