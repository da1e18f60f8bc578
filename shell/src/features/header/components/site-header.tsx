import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES, UI } from '@tm/shared-contracts';
import { focusRing, theme } from '@tm/shared-contracts/ui';
import { useCloseAboveBreakpoint } from '../hooks/use-close-above-breakpoint.js';
import { useHeaderHeight } from '../hooks/use-header-height.js';
import { LanguageToggle } from './language-toggle.js';
import { MenuButton } from './menu-button.js';
import { NavLinks } from './nav-links.js';
import { useShellCopy } from '../../../shared/use-shell-copy.js';

const desktop = `@media (min-width: ${UI.mobileMenuBreakpointPx + 1}px)`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgb(255 255 255 / 0.96);
  border-bottom: 1px solid ${theme.color.border};
  backdrop-filter: blur(6px);
`;

// Wider than the page's content (1080 px): at 1280 px the logo, the trial badge, the language
// switch, five links and the programme button fit on one row (Mi progreso made it wrap).
const BAR_MAX_WIDTH = '1240px';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-width: ${BAR_MAX_WIDTH};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  min-height: 56px;
`;

/**
 * Logo and trial badge: on a phone the badge sits under the logo, as the bar has no room for both
 * on one line beside the menu (the logo wrapped onto two lines at 375 px); above the breakpoint both
 * are items of the bar as before.
 */
const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.15rem;
  margin-right: auto;
  ${desktop} {
    display: contents;
  }
`;

const Logo = styled(Link)`
  white-space: nowrap;
  ${desktop} {
    margin-right: auto;
  }
  color: ${theme.color.primary};
  /* One line down to 320 px wide, beside the language switch and the menu button. */
  font-size: clamp(1rem, 4.6vw, 1.15rem);
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${desktop} {
    display: block;
  }
`;

const MobileNav = styled.nav`
  padding: 0.5rem 1rem 1rem;
  border-top: 1px solid ${theme.color.border};
  ${desktop} {
    display: none;
  }
`;

const MOBILE_MENU_ID = 'menu-movil';

/**
 * Sticky header of §2: logo, links, trial badge, ES/EN on the landing, mobile menu. The layout
 * passes the badge in (another feature, loaded only for a person).
 */
export function SiteHeader({ badge }: { badge?: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const copy = useShellCopy();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseAboveBreakpoint(menuOpen, closeMenu);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  return (
    <Header ref={header}>
      <Bar>
        <Brand>
          <Logo to={ROUTES.landing}>Nutrición Funcional</Logo>
          {badge}
        </Brand>
        {pathname === ROUTES.landing && <LanguageToggle />}
        <DesktopNav aria-label={copy.navLabel}>
          <NavLinks />
        </DesktopNav>
        <MenuButton
          open={menuOpen}
          controls={MOBILE_MENU_ID}
          onToggle={() => setMenuOpen((open) => !open)}
        />
      </Bar>
      {menuOpen && (
        <MobileNav id={MOBILE_MENU_ID} aria-label={copy.mobileNavLabel}>
          <NavLinks stacked onNavigate={closeMenu} />
        </MobileNav>
      )}
    </Header>
  );
}
