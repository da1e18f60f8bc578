import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, theme } from '@tm/shared-contracts/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(31 42 36 / 0.55);
`;

const Dialog = styled.div`
  width: min(30rem, 100%);
  background: ${theme.color.surface};
  border-radius: ${theme.radius.md};
  padding: 1.5rem;
  box-shadow: ${theme.shadow.overlay};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${theme.color.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface TrialModalProps {
  copy: { title: string; text: string; upgrade: string; close: string };
  onClose: () => void;
}

/** A modal dialog: focus moves in, stays in (Tab), Escape closes, focus returns after. */
export function TrialModal({ copy, onClose }: TrialModalProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onClose();
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>('a, button')];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="trial-modal-title"
        onKeyDown={onKeyDown}
      >
        <h2 id="trial-modal-title">{copy.title}</h2>
        <p>{copy.text}</p>
        <Actions>
          <Button as={Link} to={ROUTES.checkout} onClick={onClose}>
            {copy.upgrade}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {copy.close}
          </Button>
        </Actions>
      </Dialog>
    </Backdrop>
  );
}
