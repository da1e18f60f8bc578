// A link gets its page ready before it is followed: pointed at, with its data; seen on screen,
// with its data unless it sits in the header or a menu (there on every page); never a link out
// of the app, to the same page or a download.
import { waitFor } from '@testing-library/react';
import { startLinkPrefetch } from './link-prefetch.js';

jest.mock('./prepare-screen.js', () => ({ prefetchPath: jest.fn(() => Promise.resolve()) }));
const { prefetchPath } = jest.requireMock<{ prefetchPath: jest.Mock }>('./prepare-screen.js');

/** jsdom lays nothing out: this observer reports each observed link on screen at once. */
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.report(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  prefetchPath.mockClear();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const hover = (element: Element) =>
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));

test('a link pointed at or focused gets its page and its data ready, once', () => {
  document.body.innerHTML = `<main><a href="/perfil">Mi cuenta</a><a href="/chat-semanal">Chat</a></main>`;
  stop = startLinkPrefetch(document.body);
  const [perfil, chat] = document.querySelectorAll('a');

  hover(perfil!);
  hover(perfil!);
  chat!.focus();

  expect(prefetchPath.mock.calls).toEqual([
    ['/perfil', { data: true }],
    ['/chat-semanal', { data: true }],
  ]);
});

test('links out of the app, to this page or to a download are left alone', () => {
  window.history.replaceState(null, '', '/mi-progreso');
  document.body.innerHTML = `<main>
    <a href="https://example.com/perfil">Fuera</a>
    <a href="/mi-progreso#grafica">Aquí</a>
    <a href="/perfil" download>Descarga</a>
    <a href="/perfil" target="_blank">Otra pestaña</a>
  </main>`;
  stop = startLinkPrefetch(document.body);

  for (const link of document.querySelectorAll('a')) hover(link);

  expect(prefetchPath).not.toHaveBeenCalled();
  window.history.replaceState(null, '', '/');
});

test('links on screen get ready when idle: the header only their code, the screen its data too', async () => {
  globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = `<header><nav><a href="/tu-camino">Tu camino</a></nav></header>
    <main><a href="/diagnostico">Empieza</a></main>`;
  stop = startLinkPrefetch(document.body);

  await waitFor(() => expect(prefetchPath).toHaveBeenCalledTimes(2));
  expect(prefetchPath.mock.calls).toEqual(
    expect.arrayContaining([
      ['/tu-camino', { data: false }],
      ['/diagnostico', { data: true }],
    ]),
  );

  // A link the next screen renders is seen too; pointing at the header's one then asks for its data.
  const added = document.createElement('a');
  added.href = '/perfil';
  document.querySelector('main')!.append(added);
  hover(document.querySelector('a[href="/tu-camino"]')!);
  await waitFor(() => expect(prefetchPath).toHaveBeenCalledWith('/perfil', { data: true }));
  expect(prefetchPath).toHaveBeenCalledWith('/tu-camino', { data: true });
});
