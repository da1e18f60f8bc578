import styled from 'styled-components';
import { UI } from '@tm/shared-contracts';
import { focusRing, theme } from '@tm/shared-contracts/ui';
import { useShellCopy } from '../../../shared/use-shell-copy.js';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  @media (min-width: ${UI.mobileMenuBreakpointPx + 1}px) {
    display: none;
  }
`;

interface MenuButtonProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

export function MenuButton({ open, controls, onToggle }: MenuButtonProps) {
  const copy = useShellCopy();
  return (
    <Button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? copy.closeMenu : copy.openMenu}
      onClick={onToggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Button>
  );
}
