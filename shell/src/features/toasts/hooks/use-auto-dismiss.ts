import { useEffect, useState } from 'react';

/** Dismisses after `durationMs`; the timer pauses while the user hovers or focuses the toast. */
export function useAutoDismiss(durationMs: number, dismiss: () => void) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(dismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, durationMs, dismiss]);

  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return {
    onMouseEnter: pause,
    onMouseLeave: resume,
    onFocus: pause,
    onBlur: resume,
  };
}
