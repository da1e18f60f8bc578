import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { emitLanguageChange, STORAGE_KEYS } from '@tm/shared-contracts';
import { LandingScreen } from './landing-screen.js';

// A router for the test only: in the page the shell's router hosts this screen.
const renderLanding = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: LandingScreen }])} />);

beforeEach(() => window.localStorage.clear());

describe('landing page', () => {
  it('greets in Spanish with the 7-day trial call to action to /diagnostico', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Revierte la diabetes desde la raíz, a tu ritmo',
    );
    const cta = screen.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' });
    expect(cta.getAttribute('href')).toBe('/diagnostico');
  });

  it('starts in English when tm_language is en', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'en');
    renderLanding();
    expect(screen.getByRole('link', { name: 'Start your 7-day free trial' })).toBeTruthy();
  });

  it('switches language on languageChange', () => {
    renderLanding();
    act(() => emitLanguageChange(window, true));
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
    act(() => emitLanguageChange(window, false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Revierte');
  });
});
