import { type RefObject, useEffect } from 'react';
import { HEADER_HEIGHT_VAR } from '@tm/shared-contracts/ui';

/**
 * Publishes the sticky header's height as a CSS variable, so every remote's fields scroll into
 * view below it (scroll-margin-top in the shared Field), whatever the header holds: a badge, a
 * wrapped logo, the open menu.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(element.offsetHeight)}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
