import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@tm/shared-contracts';

/**
 * The hero button's tooltip (§9): on hover or focus it opens after 700 ms, or at once when it
 * closed less than 300 ms ago; on touch screens (no hover) it shows by itself for 2 s.
 */
/** A touch screen (no hover); false at build time, where there is no window. */
const touchScreen = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(hover: none)').matches);

export function useCtaTooltip() {
  const [open, setOpen] = useState(touchScreen);
  const timer = useRef<number | undefined>(undefined);
  const closedAt = useRef(-Infinity);

  const clear = () => window.clearTimeout(timer.current);

  const show = useCallback(() => {
    clear();
    const recentlyClosed = performance.now() - closedAt.current < TIMINGS.tooltipSkipDelayMs;
    if (recentlyClosed) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TIMINGS.tooltipOpenDelayMs);
  }, []);

  const hide = useCallback(() => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) closedAt.current = performance.now();
      return false;
    });
  }, []);

  useEffect(() => {
    if (!touchScreen()) return clear;
    timer.current = window.setTimeout(() => setOpen(false), TIMINGS.mobileTooltipMs);
    return clear;
  }, []);

  return {
    open,
    triggerProps: {
      onPointerEnter: (e: { pointerType: string }) => e.pointerType === 'mouse' && show(),
      onPointerLeave: (e: { pointerType: string }) => e.pointerType === 'mouse' && hide(),
      onFocus: show,
      onBlur: hide,
      onKeyDown: (e: { key: string }) => e.key === 'Escape' && hide(),
    },
  };
}
