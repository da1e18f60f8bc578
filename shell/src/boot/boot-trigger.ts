/**
 * What a person does that means she is about to use the page: a touch (a scroll starts with one
 * too), a key, or a mouse moving over it (a phone has none until a touch).
 */
const FIRST_INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

/**
 * How long after `load` the page is left to the reader before the app boots by itself: the first
 * seconds are for painting and reading the prerendered landing, not for the app's work.
 */
export const IDLE_BOOT_AFTER_LOAD_MS = 3000;

/** Runs `callback` when the browser has nothing else to do (Safari has no requestIdleCallback). */
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(callback, { timeout: IDLE_BOOT_AFTER_LOAD_MS })
    : setTimeout(callback, 1);

const idleAfterLoad = (callback: () => void) =>
  setTimeout(() => whenIdle(callback), IDLE_BOOT_AFTER_LOAD_MS);

/**
 * Calls `start` once: at the person's first interaction, or when the browser is idle a few
 * seconds after the page's `load`, whichever comes first. The prerendered landing is read and its
 * links followed without the app, so the app's boot stays out of the page's first seconds.
 */
export function onFirstInteractionOrIdle(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_INTERACTIONS)
    window.addEventListener(type, once, { capture: true, passive: true });
  if (document.readyState === 'complete') idleAfterLoad(once);
  else window.addEventListener('load', () => idleAfterLoad(once), { once: true });
}
