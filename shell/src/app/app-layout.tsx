import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '@tm/shared-contracts/router';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import styled from 'styled-components';
import { focusRing, GlobalStyles, theme } from '@tm/shared-contracts/ui';
import { ApiUnavailableBanner } from '../features/api-status/api-unavailable-banner.js';
import { SiteFooter } from '../features/footer/site-footer.js';
import { SiteHeader } from '../features/header/components/site-header.js';
import { ToastViewport } from '../features/toasts/components/toast-viewport.js';
import { ScreenLoading } from '../features/remote-area/screen-loading.js';
import { useLinkPrefetch } from '../features/remote-area/use-link-prefetch.js';
import { useStoredItem } from '../shared/use-stored-item.js';
import { LazyQueryLayer, pageNeedsQueries } from './lazy-query-layer.js';
import { useShellCopy } from '../shared/use-shell-copy.js';

// The badge reads the trial status query: it loads (with react-query) only for a person.
const TrialBadge = lazy(() =>
  import('../features/trial-badge/components/trial-badge.js').then((m) => ({
    default: m.TrialBadge,
  })),
);

// Offline, a person reads what she opened and logs what she measures (issue 21): the banner that
// says so, and the notice of what the API refused once sent, load for people only.
const OfflineNotices = lazy(() =>
  import('../features/api-status/offline-notices.js').then((m) => ({
    default: m.OfflineNotices,
  })),
);

// Only people in a trial ever see an overlay: its code loads for them, not with every first page.
const TrialOverlays = lazy(() =>
  import('../features/trial-overlays/components/trial-overlays.js').then((m) => ({
    default: m.TrialOverlays,
  })),
);

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

/**
 * What every screen shares: header, the offline and API-down banners, content area (one remote at a time),
 * footer, toasts.
 */
export function AppLayout() {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const intakeDone = useStoredItem(STORAGE_KEYS.intakeDone);
  const inTrial = Boolean(userId && intakeDone);
  const { pathname } = useLocation();
  const copy = useShellCopy();
  useLinkPrefetch();
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#contenido">{copy.skipLink}</SkipLink>
      <SiteHeader
        badge={
          userId && (
            <Suspense fallback={null}>
              <LazyQueryLayer active>
                <TrialBadge />
              </LazyQueryLayer>
            </Suspense>
          )
        }
      />
      {userId && (
        <Suspense fallback={null}>
          <OfflineNotices userId={userId} />
        </Suspense>
      )}
      <ApiUnavailableBanner />
      {inTrial && (
        <Suspense fallback={null}>
          <LazyQueryLayer active>
            <TrialOverlays />
          </LazyQueryLayer>
        </Suspense>
      )}
      <Content id="contenido">
        <LazyQueryLayer active={pageNeedsQueries(pathname, userId)} fallback={<ScreenLoading />}>
          <Outlet />
        </LazyQueryLayer>
      </Content>
      <SiteFooter />
      <ToastViewport />
      <ScrollRestoration />
    </>
  );
}
