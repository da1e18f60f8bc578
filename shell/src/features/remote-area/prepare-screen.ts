import type { ComponentType } from 'react';
import { storedUserId } from '@tm/shared-contracts';
import type { PreloadableScreen } from '@tm/shared-contracts/ui';
import { loadQueryLayer, pageNeedsQueries, prefetchQuery } from '../../app/lazy-query-layer.js';
import { ensureRemotesRegistered } from '../../federation/register-remotes.js';
import { loadScreens } from '../../federation/load-screens.js';

/** `/perfil/` is `/perfil`, as React Router matched it when the shell compiled the table in. */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * Gets a screen ready, all at once instead of one after the other as it renders: its code, the
 * query layer it renders in and, with `data`, the queries it reads as it opens (into the page's
 * cache). Resolves once the code is in; the data keeps coming (the screen shows its skeleton).
 */
export async function prepareScreen(
  Screen: ComponentType,
  pathname: string,
  { data }: { data: boolean },
): Promise<void> {
  const userId = storedUserId();
  const layer = pageNeedsQueries(pathname, userId) ? loadQueryLayer() : undefined;
  const code = (Screen as PreloadableScreen).preload?.({
    userId,
    prefetch: (query) => {
      if (data && layer) void prefetchQuery(query);
    },
  });
  await Promise.all([layer, code]);
}

/** What a link leads to, got ready ahead of the click; a path no remote declares: nothing. */
export async function prefetchPath(path: string, { data }: { data: boolean }): Promise<void> {
  const pathname = withoutTrailingSlash(path);
  const owner = (await ensureRemotesRegistered()).routes[pathname];
  if (!owner) return;
  const Screen = (await loadScreens(owner.remote))[pathname];
  if (Screen) await prepareScreen(Screen, pathname, { data });
}
