import { useRef, useState, type PointerEvent } from 'react';
import { UI } from '@tm/shared-contracts';

/** Swipe right past 50 px to dismiss (§9); a shorter swipe springs back. */
export function useSwipeToDismiss(dismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        startX.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent) => {
        if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp: (event: PointerEvent) => {
        if (startX.current === null) return;
        const moved = event.clientX - startX.current;
        startX.current = null;
        setOffset(0);
        if (moved > UI.toastSwipeThresholdPx) dismiss();
      },
      onPointerCancel: () => {
        startX.current = null;
        setOffset(0);
      },
    },
  };
}
