import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { CuentaBorradaScreen } from './cuenta-borrada-screen.js';

afterEach(() => window.sessionStorage.clear());

it('tells the tab that erased the account what is gone, with a way home', () => {
  window.sessionStorage.setItem(SESSION_KEYS.accountErased, String(Date.now()));
  const view = renderScreen(CuentaBorradaScreen, '/cuenta-borrada');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Tu cuenta y tus datos se borraron' }),
  ).toBeTruthy();
  expect(screen.getByText(/no habrá más cobros/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  view.cleanup();
});

it('tells anyone else nothing about an erasure', () => {
  const view = renderScreen(CuentaBorradaScreen, '/cuenta-borrada');
  expect(screen.getByRole('heading', { level: 1, name: 'No hay nada que confirmar' })).toBeTruthy();
  expect(screen.queryByText(/se borraron/)).toBeNull();
  view.cleanup();
});
