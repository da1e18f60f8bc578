/** Set on the prerendered root by the gateway; the live app removes it when it takes over. */
export const PRERENDERED = 'data-prerendered';

const ACTIONABLE = 'a[href], button';

/** A link or button by what it says and where it goes: the same on the prerender and the app. */
const keyOf = (element: Element) =>
  [
    element.tagName,
    element.getAttribute('href') ?? '',
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
  ].join('|');

const withKey = (root: Element, key: string) =>
  [...root.querySelectorAll(ACTIONABLE)].filter((element) => keyOf(element) === key);

/** A click the browser handles as well without the app: another site, a new tab, a download. */
function leftToTheBrowser(event: MouseEvent, target: Element): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return true;
  if (!(target instanceof HTMLAnchorElement)) return false;
  const samePage = target.pathname === window.location.pathname && target.hash !== '';
  return (
    target.origin !== window.location.origin ||
    Boolean(target.target) ||
    target.hasAttribute('download') ||
    samePage
  );
}

const released = (root: Element) =>
  new Promise<void>((resolve) => {
    if (!root.hasAttribute(PRERENDERED)) return resolve();
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(PRERENDERED)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [PRERENDERED] });
  });

/**
 * A click on the prerendered page before the app owns it is held and, once the live page has
 * replaced the prerender, given to the same link or button there (the last click only: a second
 * tap while waiting is the same wish). A link still goes where it points if the app cannot boot.
 * `booted` resolves when the app has loaded, rejects when it could not.
 */
export function holdEarlyClicks(root: Element, booted: Promise<unknown>): void {
  let held: { key: string; nth: number; href: string | null } | null = null;

  const onClick = (event: MouseEvent) => {
    if (!root.hasAttribute(PRERENDERED) || event.defaultPrevented) return;
    const target = (event.target as Element | null)?.closest(ACTIONABLE);
    if (!target || !root.contains(target) || leftToTheBrowser(event, target)) return;
    event.preventDefault();
    // Taken, not lost: the page shows it is busy (a bar, shell/index.html) until the app is there.
    root.setAttribute('aria-busy', 'true');
    const key = keyOf(target);
    const first = !held;
    held = { key, nth: withKey(root, key).indexOf(target), href: target.getAttribute('href') };
    if (first) void replay();
  };

  const replay = async () => {
    try {
      await booted;
      await released(root);
    } catch {
      if (held?.href) window.location.assign(held.href);
      else root.removeAttribute('aria-busy');
      return;
    }
    root.removeAttribute('aria-busy');
    const { key, nth, href } = held!;
    held = null;
    // After the commit that swapped the pages, so the click is a plain event for the live app.
    setTimeout(() => {
      const live = withKey(root, key);
      const element = (live[nth] ?? live[0]) as HTMLElement | undefined;
      if (element) element.click();
      else if (href) window.location.assign(href);
    }, 0);
  };

  document.addEventListener('click', onClick, true);
  void released(root).then(() => document.removeEventListener('click', onClick, true));
}
