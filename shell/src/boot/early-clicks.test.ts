import { waitFor } from '@testing-library/react';
import { holdEarlyClicks, PRERENDERED } from './early-clicks.js';

function prerenderedPage(html: string) {
  document.body.innerHTML = `<div id="root" ${PRERENDERED}="">${html}</div>`;
  return document.getElementById('root')!;
}

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

/** What the app does when it boots: its own page in place of the prerendered one. */
function liveAppReplaces(root: HTMLElement, html: string) {
  root.innerHTML = html;
  const clicked = jest.fn();
  root.addEventListener('click', (event) => {
    event.preventDefault();
    clicked((event.target as Element).closest('a, button')?.outerHTML);
  });
  root.removeAttribute(PRERENDERED);
  return clicked;
}

test('a click before the app owns the page is held, then given to the same button on the live page', async () => {
  const root = prerenderedPage('<button>Abrir menú</button><button>Comenzar</button>');
  let booted!: () => void;
  holdEarlyClicks(root, new Promise<void>((resolve) => (booted = resolve)));

  expect(click(root.querySelectorAll('button')[1]!).defaultPrevented).toBe(true);
  expect(root.getAttribute('aria-busy')).toBe('true');
  booted();
  // The live header has one more link (a person's) before the same two buttons.
  const clicked = liveAppReplaces(
    root,
    '<a href="/perfil">Perfil</a><button>Abrir menú</button><button class="live">Comenzar</button>',
  );
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(clicked).toHaveBeenCalledWith('<button class="live">Comenzar</button>');
  expect(root.hasAttribute('aria-busy')).toBe(false);
});

test('only the last of several early clicks is given to the live page', async () => {
  const root = prerenderedPage('<a href="/diagnostico">Empieza</a><a href="/guia">Guía</a>');
  holdEarlyClicks(root, Promise.resolve());
  click(root.querySelector('a[href="/diagnostico"]')!);
  click(root.querySelector('a[href="/guia"]')!);
  const clicked = liveAppReplaces(
    root,
    '<a href="/diagnostico">Empieza</a><a href="/guia">Guía</a>',
  );
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(clicked).toHaveBeenCalledWith('<a href="/guia">Guía</a>');
});

test('what the browser does alone is left to it: another site, a new tab, a section of the page', () => {
  const root = prerenderedPage(
    '<a href="https://example.org/">Fuera</a><a href="/guia">Guía</a><a href="#contenido">Saltar</a>',
  );
  holdEarlyClicks(root, new Promise<void>(() => undefined));
  expect(click(root.querySelector('a[href^="https"]')!).defaultPrevented).toBe(false);
  expect(click(root.querySelector('a[href="/guia"]')!, { ctrlKey: true }).defaultPrevented).toBe(
    false,
  );
  expect(click(root.querySelector('a[href="#contenido"]')!).defaultPrevented).toBe(false);
});
