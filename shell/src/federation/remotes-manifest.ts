import { REMOTE_NAMES, type RemoteName } from '@tm/shared-contracts';

export type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

/**
 * Reads `/remotes.json` (served beside the shell, overridable at deploy time) and returns each
 * known remote's absolute mf-manifest.json URL. Unknown names and non-strings are ignored.
 */
export async function fetchRemoteManifestUrls(baseUrl: string): Promise<RemoteManifestUrls> {
  const res = await fetch(new URL('/remotes.json', baseUrl), { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: no se pudo leer /remotes.json`);
  const body = (await res.json()) as { remotes?: Record<string, unknown> };
  const urls: RemoteManifestUrls = {};
  for (const name of REMOTE_NAMES) {
    const url = body.remotes?.[name];
    if (typeof url === 'string' && url) urls[name] = new URL(url, baseUrl).toString();
  }
  return urls;
}
