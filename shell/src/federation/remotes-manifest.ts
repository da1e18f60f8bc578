import { headerLinkOf, REMOTE_NAMES, type RemoteName, type RouteTable } from '@tm/shared-contracts';

export type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

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

const isRemoteName = (name: unknown): name is RemoteName =>
  (REMOTE_NAMES as readonly unknown[]).includes(name);

/**
 * Reads `/remotes.json` (answered by the gateway from its deployment settings and the remotes'
 * declared routes): each known remote's absolute mf-manifest.json URL, the route table and the
 * remotes whose routes are still unknown.
 * Unknown remote names and malformed entries are ignored.
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
  for (const name of REMOTE_NAMES) {
    const url = body.remotes?.[name];
    if (typeof url === 'string' && url) urls[name] = new URL(url, baseUrl).toString();
  }
  const routes: RouteTable = {};
  for (const [path, route] of Object.entries(body.routes ?? {})) {
    const { remote, trialOverlays, nav } = (route ?? {}) as Record<string, unknown>;
    const link = headerLinkOf(nav);
    if (isRemoteName(remote) && urls[remote])
      routes[path] = { remote, trialOverlays: trialOverlays !== false, ...(link && { nav: link }) };
  }
  const pending = Array.isArray(body.pending) ? body.pending.filter(isRemoteName) : [];
  return { urls, routes, pending };
}
