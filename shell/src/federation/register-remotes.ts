import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import corsScriptsPlugin from './cors-scripts-plugin.js';
import { fetchRuntimeManifest, type RouteOwnership } from './remotes-manifest.js';

let registered = false;
let ownership: Promise<RouteOwnership> | null = null;

/**
 * Registers the remotes named by /remotes.json once per page and resolves with who owns which
 * path. A failed read, or one with remotes still pending, is read again on the next call, so
 * 'Reintentar' also recovers from a gateway hiccup or a remote that was down at the start.
 */
export function ensureRemotesRegistered(): Promise<RouteOwnership> {
  ownership ??= fetchRuntimeManifest(window.location.href).then(({ urls, routes, pending }) => {
    if (!registered) {
      // Here rather than in the build's runtime plugins: the entry every page loads stays smaller,
      // and no remote's script is requested before this point.
      registerPlugins([corsScriptsPlugin()]);
      registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
      registered = true;
    }
    if (pending.length) ownership = null;
    return { routes, pending };
  });
  ownership.catch(() => {
    ownership = null;
  });
  return ownership;
}
