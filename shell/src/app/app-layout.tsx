import { Outlet, ScrollRestoration } from 'react-router';
import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';
import { SiteFooter } from '../features/footer/site-footer.js';
import { SiteHeader } from '../features/header/components/site-header.js';
import { ToastViewport } from '../features/toasts/components/toast-viewport.js';
import { TrialOverlays } from '../features/trial-overlays/components/trial-overlays.js';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 0.5rem;
    z-index: 30;
    padding: 0.5rem 1rem;
    background: ${theme.color.surface};
    ${focusRing}
  }
`;

const Content = styled.div`
  min-height: 60vh;
`;

/** What every screen shares: header, content area (one remote at a time), footer, toasts. */
export function AppLayout() {
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <SiteHeader />
      <TrialOverlays />
      <Content id="contenido">
        <Outlet />
      </Content>
      <SiteFooter />
      <ToastViewport />
      <ScrollRestoration />
    </>
  );
}
