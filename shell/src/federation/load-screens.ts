import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@tm/shared-contracts';
import type { RemoteScreens } from '@tm/shared-contracts/ui';
import { ensureRemotesRegistered } from './register-remotes.js';
import { REMOTE_UNAVAILABLE } from './remote-fallback-plugin.js';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`El módulo ${remote} no está disponible.`);
    this.name = 'RemoteUnavailableError';
  }
}

const RETRY_DELAY_MS = 400;
const loaded = new Map<RemoteName, Promise<RemoteScreens>>();

async function loadOnce(remote: RemoteName): Promise<RemoteScreens> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ screens?: RemoteScreens; [REMOTE_UNAVAILABLE]?: true }>(
    `${remote}/routes`,
  );
  if (!module?.screens || module[REMOTE_UNAVAILABLE]) throw new RemoteUnavailableError(remote);
  return module.screens;
}

/** First failure layer: one quiet retry for a blip, then the error reaches the area's card. */
async function loadWithRetry(remote: RemoteName): Promise<RemoteScreens> {
  try {
    return await loadOnce(remote);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return loadOnce(remote);
  }
}

/** The screens a remote exposes through `./routes`, loaded once; a failure is not cached. */
export function loadScreens(remote: RemoteName): Promise<RemoteScreens> {
  let screens = loaded.get(remote);
  if (!screens) {
    screens = loadWithRetry(remote);
    loaded.set(remote, screens);
    screens.catch(() => loaded.delete(remote));
  }
  return screens;
}
