import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { UI } from '@tm/shared-contracts';
import { focusRing } from '@tm/shared-contracts/ui';
import { useLocation } from '@tm/shared-contracts/router';
import { useToastRequests } from '../hooks/use-toast-requests.js';
import { loadToastItem } from '../toast-code.js';

// The toast itself (its look, swipe and timer) loads with the first toast (toast-code.ts); the
// area and its live region are in the page from the start.
const ToastItem = lazy(() => loadToastItem().then((m) => ({ default: m.ToastItem })));

const Viewport = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 50;
  width: 100%;
  max-width: 420px;
  box-sizing: border-box;
  padding: 1rem;
  pointer-events: none;
  &:focus-visible {
    ${focusRing}
  }
  [role='status'],
  [role='alert'] {
    pointer-events: auto;
  }
`;

/** The single toast area of the page; F8 moves focus to it (§9). */
export function ToastViewport() {
  const { toast, dismiss, leaveScreen } = useToastRequests();
  const viewport = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A toast belongs to its screen: moving to another screen takes it away ("Día 5 guardado"
  // must not sit on the report). Not on arrival: one announcing the next screen waits for it.
  useEffect(() => leaveScreen(pathname), [pathname, leaveScreen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === UI.toastHotkey) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Viewport ref={viewport} tabIndex={-1} aria-label={`Notificaciones (${UI.toastHotkey})`}>
      {/* Kept in the page so the first toast is announced too; the toast itself is status or alert. */}
      <div aria-live="polite">
        <Suspense fallback={null}>
          {toast && <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />}
        </Suspense>
      </div>
    </Viewport>
  );
}
