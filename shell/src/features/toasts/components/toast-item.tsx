import { useCallback } from 'react';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';
import { useAutoDismiss } from '../hooks/use-auto-dismiss.js';
import type { Toast } from '../hooks/use-toast-requests.js';
import { useSwipeToDismiss } from '../hooks/use-swipe-to-dismiss.js';

const Item = styled.div<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: 0.35rem;
  padding: 1rem 2.75rem 1rem 1rem;
  border: 1px solid
    ${({ $destructive }) => ($destructive ? theme.color.danger : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $destructive }) => ($destructive ? theme.color.danger : theme.color.surface)};
  color: ${({ $destructive }) => ($destructive ? '#ffffff' : theme.color.ink)};
  box-shadow: ${theme.shadow.raised};
  touch-action: pan-y;
  transition: transform 0.15s ease;
  strong {
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.95rem;
  }
  a,
  button {
    color: inherit;
  }
  a:focus-visible,
  button:focus-visible {
    ${focusRing}
  }
`;

const Close = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

const Action = styled(Link)`
  justify-self: start;
  margin-top: 0.25rem;
  padding: 0.35rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  text-decoration: none;
`;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const timerHandlers = useAutoDismiss(toast.durationMs, dismiss);
  const { offset, handlers } = useSwipeToDismiss(dismiss);
  const destructive = toast.variant === 'destructive';

  return (
    <Item
      $destructive={destructive}
      data-variant={toast.variant}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      style={{ transform: `translateX(${offset}px)` }}
      {...timerHandlers}
      {...handlers}
    >
      <strong>{toast.title}</strong>
      {toast.description && <p>{toast.description}</p>}
      {toast.action && (
        <Action to={toast.action.href} onClick={dismiss}>
          {toast.action.label}
        </Action>
      )}
      <Close type="button" aria-label="Cerrar aviso" onClick={dismiss}>
        ×
      </Close>
    </Item>
  );
}
