import type { MouseEvent } from 'react';
import { NavLink, useLocation } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, focusRing, theme } from '@tm/shared-contracts/ui';
import { useDeclaredLinks, useMemberLinksVisible } from '../hooks/use-member-links.js';
import { usePrimaryAction } from '../hooks/use-primary-action.js';
import { useShellCopy } from '../../../shared/use-shell-copy.js';

// A link's words never break ('Mi / progreso'): in a narrow desktop window the row wraps whole
// links onto a second line instead, from the right.
const List = styled.ul<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  gap: ${({ $stacked }) => ($stacked ? '0.25rem' : '0 1rem')};
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.6rem 0.25rem;
  color: ${theme.color.ink};
  font-weight: 500;
  text-decoration: none;
  border-radius: ${theme.radius.sm};
  &:hover {
    color: ${theme.color.primary};
  }
  &.active {
    color: ${theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 6px;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

interface NavLinksProps {
  stacked?: boolean;
  /** Called after any link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's links (§2); the member links appear only once the report is ready, then those the
 * remotes declare for their pages (Mi progreso).
 */
export function NavLinks({ stacked = false, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation();
  const showMemberLinks = useMemberLinksVisible();
  const copy = useShellCopy();
  const action = usePrimaryAction(copy);
  const declared = useDeclaredLinks();

  const onInicio = (event: MouseEvent) => {
    onNavigate?.();
    if (pathname !== ROUTES.landing) return;
    // Already home: glide back to the top instead of re-navigating.
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <List $stacked={stacked}>
      <li>
        <Item to={ROUTES.landing} end onClick={onInicio}>
          {copy.home}
        </Item>
      </li>
      <li>
        <Item to={ROUTES.bienvenidaTrial} onClick={onNavigate}>
          {copy.diagnosis}
        </Item>
      </li>
      {showMemberLinks && (
        <>
          <li>
            <Item to={ROUTES.informeInicial} onClick={onNavigate}>
              {copy.report}
            </Item>
          </li>
          <li>
            <Item to={ROUTES.chatSemanal} onClick={onNavigate}>
              {copy.chat}
            </Item>
          </li>
        </>
      )}
      {declared.map((link) => (
        <li key={link.path}>
          <Item to={link.path} onClick={onNavigate}>
            {link.label}
          </Item>
        </li>
      ))}
      <li>
        <Button as={NavLink} to={action.to} onClick={onNavigate}>
          {action.label}
        </Button>
      </li>
    </List>
  );
}
