import { headerLinkOf, type RemoteName, type RouteTable } from '@tm/shared-contracts';

export type RemoteManifestUrls = Record<RemoteName, string>;

/** What the shell learns about paths: their owners, and remotes whose routes are not known yet. */
export interface RouteOwnership {
  /** Which remote owns each path, as the remotes declared it in their own deployments. */
  routes: RouteTable;
  /** Remotes the gateway could not read yet (down since it started): a path may be theirs. */
  pending: RemoteName[];
}

export interface RuntimeManifest extends RouteOwnership {
  urls: RemoteManifestUrls;
}

/** A Module Federation container name (the remote's global `var <name>`), e.g. `billing`. */
const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Reads `/remotes.json` (answered by the gateway from its deployment settings and the remotes'
 * declared routes): each remote's absolute mf-manifest.json URL, the route table and the remotes
 * whose routes are still unknown. The remotes are whichever the manifest names: the shell knows
 * none in advance. Malformed names and entries are ignored.
 */
export async function fetchRuntimeManifest(baseUrl: string): Promise<RuntimeManifest> {
  const res = await fetch(new URL('/remotes.json', baseUrl), { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: no se pudo leer /remotes.json`);
  const body = (await res.json()) as {
    remotes?: Record<string, unknown>;
    routes?: unknown;
    pending?: unknown;
  };
  const urls: RemoteManifestUrls = {};
  for (const [name, url] of Object.entries(body.remotes ?? {})) {
    if (REMOTE_NAME.test(name) && typeof url === 'string' && url)
      urls[name] = new URL(url, baseUrl).toString();
  }
  const known = (name: unknown): name is RemoteName =>
    typeof name === 'string' && Object.hasOwn(urls, name);
  const routes: RouteTable = {};
  for (const [path, route] of Object.entries(body.routes ?? {})) {
    const { remote, trialOverlays, nav } = (route ?? {}) as Record<string, unknown>;
    const link = headerLinkOf(nav);
    if (known(remote))
      routes[path] = { remote, trialOverlays: trialOverlays !== false, ...(link && { nav: link }) };
  }
  const pending = Array.isArray(body.pending) ? body.pending.filter(known) : [];
  return { urls, routes, pending };
}
