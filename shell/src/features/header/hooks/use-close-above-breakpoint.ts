import { useEffect } from 'react';
import { UI } from '@tm/shared-contracts';

/** Calls `close` when the window becomes wider than the mobile menu breakpoint (768 px). */
export function useCloseAboveBreakpoint(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onResize = () => {
      if (window.innerWidth > UI.mobileMenuBreakpointPx) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);
}
