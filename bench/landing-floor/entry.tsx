// The landing as one non-federated bundle (issue 22 item 2), built only by the bench: the shell's
// layout around the marketing landing, with the same libraries, mounted over the same prerendered
// page as the shell mounts it. What federation adds to the first load is the difference.
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@tm/shared-contracts/router';
import { WebFont } from '@tm/shared-contracts/ui';
import { AppLayout } from '../../shell/src/app/app-layout.js';
import { LandingScreen } from '../../mfe-marketing/src/features/landing/components/landing-screen.js';

const router = createBrowserRouter([
  { Component: AppLayout, children: [{ index: true, Component: LandingScreen }] },
]);
const container = document.getElementById('root')!;

function ReleasePrerender() {
  useLayoutEffect(() => container.removeAttribute('data-prerendered'), []);
  return null;
}

startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <ReleasePrerender />
      <WebFont />
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
