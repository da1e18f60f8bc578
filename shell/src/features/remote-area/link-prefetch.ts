import { prefetchPath } from './prepare-screen.js';

/** The same-origin page a link leads to, if it is another page of the app. */
function targetOf(link: HTMLAnchorElement): string | null {
  if (link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null;
  return url.pathname;
}

/** A saving or very slow connection gets nothing it did not ask for (a pointed-at link still). */
function connectionAllowsAhead(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/** Runs `task` when the browser has nothing else to do (Safari has no requestIdleCallback). */
const whenIdle = (task: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : window.setTimeout(task, 1);

/**
 * Gets the page a link leads to ready before it is followed. Pointed at (hover, touch, keyboard
 * focus): its remote, its screen's code and the data it reads first, at once. Seen on screen: the
 * same when the browser is idle, one link at a time; a link in the header or a menu (there on
 * every page) gets its code only, so its data is not asked for on every page. Returns a stop.
 */
export function startLinkPrefetch(root: HTMLElement): () => void {
  // 'path' once its code was asked for, 'path +data' once its data was too.
  const done = new Set<string>();
  const prefetch = (link: HTMLAnchorElement, data: boolean) => {
    const path = targetOf(link);
    if (!path || done.has(`${path} +data`) || (!data && done.has(path))) return;
    const key = data ? `${path} +data` : path;
    done.add(key);
    void prefetchPath(path, { data }).catch(() => done.delete(key));
  };

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) prefetch(link, true);
  };
  // pointerover is the hover of a mouse and comes first in a touch too; focusin the keyboard's.
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);

  const stopSeeing = connectionAllowsAhead() ? watchVisibleLinks(root, prefetch) : () => {};
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    stopSeeing();
  };
}

/** Calls `prefetch` for each link of `root` when it first shows on screen, the browser idle. */
function watchVisibleLinks(
  root: HTMLElement,
  prefetch: (link: HTMLAnchorElement, data: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const seen = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting || !(target instanceof HTMLAnchorElement)) continue;
      seen.unobserve(target);
      whenIdle(() => prefetch(target, !target.closest('header, nav')));
    }
  });
  const watched = new WeakSet<Element>();
  const watchLinks = () => {
    for (const link of root.querySelectorAll('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      seen.observe(link);
    }
  };
  // Screens render their links later (and again on every navigation): looked for when idle.
  let scan: number | null = null;
  const changes = new MutationObserver(() => {
    scan ??= whenIdle(() => {
      scan = null;
      watchLinks();
    });
  });
  watchLinks();
  changes.observe(root, { childList: true, subtree: true });
  return () => {
    seen.disconnect();
    changes.disconnect();
  };
}
