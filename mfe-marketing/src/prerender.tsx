// Build-time render of the landing's first screen (build/prerender.mjs), in Spanish.
import { MemoryRouter } from 'react-router';
import { renderStatic } from '@tm/shared-contracts/render-static';
import { LandingScreen } from './features/landing/components/landing-screen.js';

export const render = () =>
  renderStatic(
    <MemoryRouter>
      <LandingScreen />
    </MemoryRouter>,
  );
