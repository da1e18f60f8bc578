import { useEffect } from 'react';

/** What shows someone is using the page (a visit that leaves without any gets nothing ahead). */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'];

/** Calls `start` once, at the first sign of use of the page; returns a cancel. */
function onFirstEngagement(start: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => ENGAGEMENT.forEach((type) => window.removeEventListener(type, go, options));
  function go() {
    stop();
    start();
  }
  ENGAGEMENT.forEach((type) => window.addEventListener(type, go, options));
  return stop;
}

/**
 * Links get their pages ready ahead (link-prefetch.ts, loaded then) once the page has loaded and
 * the person uses it: the first load stays the first screen's alone, nothing is added to it.
 */
export function useLinkPrefetch() {
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    const begin = () =>
      void import('./link-prefetch.js').then(({ startLinkPrefetch }) => {
        if (!stopped) stop = startLinkPrefetch(document.body);
      });
    let stopWaiting = () => {};
    const loaded = () => (stopWaiting = onFirstEngagement(begin));
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', loaded);
      stopWaiting();
      stop();
    };
  }, []);
}
