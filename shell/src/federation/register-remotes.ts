import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteManifestUrls } from './remotes-manifest.js';

let registration: Promise<void> | null = null;

/**
 * Registers the remotes named by /remotes.json once per page. A failed read is retried on the
 * next call, so 'Reintentar' also recovers from a gateway hiccup.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemoteManifestUrls(window.location.href).then((urls) =>
    registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry }))),
  );
  registration.catch(() => {
    registration = null;
  });
  return registration;
}
