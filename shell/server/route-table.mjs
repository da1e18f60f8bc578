// The route table of /remotes.json: every remote declares its own pages in the `routes.json` it
// deploys beside its mf-manifest.json, and the gateway gathers them, so the shell learns which
// remote owns a path in the same request that tells it where the remotes are (no extra round
// trip on a first load) and a remote adds, renames or removes a page by redeploying only itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TTL_MS = 30_000;

async function readDeclared(name, manifestUrl, dir) {
  if (dir) return JSON.parse(await readFile(path.join(dir, 'routes.json'), 'utf8'));
  // A relative manifest URL without a folder on this disk names nothing the gateway can reach.
  if (!/^https?:/.test(manifestUrl ?? '')) throw new Error(`sin routes.json para ${name}`);
  const answer = await fetch(new URL('routes.json', manifestUrl), {
    signal: AbortSignal.timeout(1500),
  });
  if (!answer.ok) throw new Error(`${answer.status} al leer routes.json de ${name}`);
  return answer.json();
}

/**
 * Keeps only well-formed declarations: `[{ path: '/…', trialOverlays?: boolean, nav?: { label,
 * audience } }]` (the shell checks `nav` again before it shows a link).
 */
function validRoutes(declared) {
  if (!Array.isArray(declared)) throw new Error('routes.json debe ser una lista');
  return declared.filter((route) => typeof route?.path === 'string' && route.path.startsWith('/'));
}

/**
 * @param {{ remotes: Record<string, string>, remoteDirs?: Record<string, string>, ttlMs?: number }} o
 * `remotes`: name → manifest URL, in priority order (the first remote to declare a path owns it).
 * Returns `routeTable()`: `{ routes, pending }`, refreshed every `ttlMs`. A remote that cannot be
 * read keeps the routes it declared last, so a remote that is down shows its error card rather
 * than the not-found page; one never read yet is `pending` (asked again at every request), and the shell
 * shows the error card, not a wrong not-found, for paths nobody declares while any is.
 */
export function createRouteTable({ remotes, remoteDirs = {}, ttlMs = TTL_MS }) {
  const lastKnown = {};

  async function refresh(name) {
    try {
      lastKnown[name] = validRoutes(await readDeclared(name, remotes[name], remoteDirs[name]));
    } catch (error) {
      console.warn(`No se pudieron leer las rutas de ${name}: ${error.message}`);
    }
  }

  async function gather() {
    const names = Object.keys(remotes);
    await Promise.all(names.map(refresh));
    const routes = {};
    for (const name of names) {
      for (const { path: route, trialOverlays, nav } of lastKnown[name] ?? []) {
        if (routes[route])
          console.warn(`${route} ya es de ${routes[route].remote}, no de ${name}.`);
        else
          routes[route] = {
            remote: name,
            trialOverlays: trialOverlays !== false,
            ...(typeof nav?.label === 'string' ? { nav } : {}),
          };
      }
    }
    return { routes, pending: names.filter((name) => !lastKnown[name]) };
  }

  let latest = null;
  let gathering = null;
  let gatheredAt = -Infinity;
  // One gathering at a time: requests during a refresh share its answer (it never rejects). A
  // remote never read yet (down since the gateway started) is asked again at every request, so
  // 'Reintentar' finds it as soon as it is back.
  return function routeTable() {
    const stale = !latest || latest.pending.length > 0 || Date.now() - gatheredAt > ttlMs;
    if (stale && !gathering) {
      gatheredAt = Date.now();
      gathering = gather().then((table) => {
        latest = table;
        gathering = null;
        return table;
      });
    }
    return gathering ?? Promise.resolve(latest);
  };
}
