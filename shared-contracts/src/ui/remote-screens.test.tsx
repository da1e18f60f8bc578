/** @jest-environment @tm/build/jest-jsdom-environment */
// A screen can be got ready before it is shown: its code loads once whichever asks first (the
// shell's preload or React rendering it), and the queries it reads are handed to the shell.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen, withScreenQueries, type ScreenQuery } from './remote-screens.js';

const Perfil = () => <h1>Mi cuenta</h1>;
const perfilQueries = ({ userId }: { userId: string | null }) =>
  userId ? [{ queryKey: ['/api/me/profile'] }, { queryKey: ['/api/users/id', userId] }] : [];

test('preload loads the module once, hands over its queries, and the screen renders from it', async () => {
  const load = jest.fn(async () => ({ PerfilScreen: Perfil, perfilQueries }));
  const Screen = lazyScreen(load, 'PerfilScreen', 'perfilQueries');
  const prefetched: ScreenQuery[] = [];

  await Screen.preload?.({ userId: 'u1', prefetch: (query) => prefetched.push(query) });
  render(
    <Suspense fallback="Cargando…">
      <Screen />
    </Suspense>,
  );

  expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
  expect(prefetched.map((query) => query.queryKey)).toEqual([
    ['/api/me/profile'],
    ['/api/users/id', 'u1'],
  ]);
});

test('a screen without queries preloads its code only; a failed load is asked again', async () => {
  const load = jest
    .fn<Promise<{ PerfilScreen: typeof Perfil }>, []>()
    .mockRejectedValueOnce(new Error('sin red'))
    .mockResolvedValue({ PerfilScreen: Perfil });
  const Screen = lazyScreen(load, 'PerfilScreen');
  const prefetch = jest.fn();

  await expect(Screen.preload?.({ userId: 'u1', prefetch })).rejects.toThrow('sin red');
  await Screen.preload?.({ userId: 'u1', prefetch });

  expect(load).toHaveBeenCalledTimes(2);
  expect(prefetch).not.toHaveBeenCalled();
});

test('a screen of the routes chunk itself renders as before and hands over its queries', async () => {
  const Screen = withScreenQueries(Perfil, perfilQueries);
  const prefetch = jest.fn();

  await Screen.preload?.({ userId: null, prefetch });
  render(<Screen />);

  expect(screen.getByRole('heading', { name: 'Mi cuenta' })).toBeTruthy();
  expect(prefetch).not.toHaveBeenCalled();
});
