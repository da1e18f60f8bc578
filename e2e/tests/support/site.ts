// A second deployment of the front end beside the suite's own (same API): its own shell origin
// and its own remote servers, so a test can stop or redeploy a remote without touching the others.
import type { Server } from 'node:http';
import { createRemoteServer } from '../../../shell/server/gateway.mjs';
import { REMOTES, remoteDirs } from '../../../scripts/bundles.mjs';
import { PORTS, listen, remoteManifestUrl, startGateway, startRemotes } from '../../topology.mjs';

type RemoteName = keyof typeof REMOTES;
const NAMES = Object.keys(REMOTES) as RemoteName[];

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * `offset` keeps sites apart: gateway on base+offset, remotes on the next ports. Files run in
 * parallel workers, so each caller has its own: 10 and 20 shell-remote-down, 30 shell-redeploy,
 * 40 shell-badge-offline, 50 gateway, 60 pwa-offline, 70 and 80 shell-remote-pages (90 is
 * api-restart's `npm start`).
 * `apiDown`: its /api leads to a port where nothing listens, as when the API is stopped.
 * `routesTtlMs`: how soon its gateway reads the remotes' declared routes again (default 30 s).
 * `newRemotes`: remotes beyond the five (name → built dist), served after them and named in the
 * gateway's manifest only, as a deployment adds one.
 */
export async function startSite(
  offset: number,
  dirs: Partial<Record<RemoteName, string>> = {},
  {
    apiDown = false,
    routesTtlMs,
    newRemotes = {},
  }: { apiDown?: boolean; routesTtlMs?: number; newRemotes?: Record<string, string> } = {},
) {
  const port = PORTS.gateway + offset;
  const origin = `http://localhost:${port}`;
  const ports = Object.fromEntries(NAMES.map((name, i) => [name, port + 1 + i])) as Record<
    RemoteName,
    number
  >;
  const allDirs = { ...remoteDirs(), ...dirs } as Record<RemoteName, string>;
  const remotes: Record<RemoteName, Server> = await startRemotes({
    shellOrigin: origin,
    ports,
    dirs: allDirs,
  });
  const added = await Promise.all(
    Object.entries(newRemotes).map(async ([name, dir], i) => {
      const remotePort = port + 1 + NAMES.length + i;
      const server = createRemoteServer({ dir, allowedOrigins: [origin] });
      return { name, remotePort, server: await listen(server, remotePort, '127.0.0.1') };
    }),
  );
  const manifests = Object.fromEntries([
    ...NAMES.map((name) => [name, remoteManifestUrl(name, ports[name])]),
    ...added.map(({ name, remotePort }) => [name, remoteManifestUrl(name, remotePort)]),
  ]);
  const gateway: Server = await startGateway(
    port,
    manifests,
    apiDown ? [`http://127.0.0.1:${port + 9}`] : undefined,
    { routesTtlMs },
  );

  return {
    origin,
    stopRemote: (name: RemoteName) => close(remotes[name]),
    /** Serves `name` again, from `dir` when given: a redeploy of that remote alone. */
    async startRemote(name: RemoteName, dir = allDirs[name]) {
      remotes[name] = await listen(
        createRemoteServer({ dir, allowedOrigins: [origin] }),
        ports[name],
        '127.0.0.1',
      );
    },
    async close() {
      const servers = [gateway, ...Object.values(remotes), ...added.map(({ server }) => server)];
      await Promise.all(servers.map((server) => close(server)));
    },
  };
}
