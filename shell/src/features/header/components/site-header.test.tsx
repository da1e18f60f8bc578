import { act, fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_KEYS, WINDOW_EVENTS } from '@tm/shared-contracts';
import { renderInLayout } from '../../../../test/render-app.js';

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
};

// jsdom ignores media queries, so the page is always "mobile": the desktop nav (display: none
// below 769 px) is hidden and the links are read from the opened mobile menu (same component).
const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return screen.getByRole('navigation', { name: 'Menú móvil' });
};

beforeEach(() => {
  window.localStorage.clear();
  setWidth(375);
});

describe('header links', () => {
  it('shows Inicio, Diagnóstico and its call to action to everyone', () => {
    renderInLayout(<p>pantalla</p>);
    const nav = openMenu();
    expect(within(nav).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Diagnóstico' }).getAttribute('href')).toBe(
      '/onboarding/bienvenida-trial',
    );
    expect(
      within(nav).getByRole('link', { name: 'Empieza tu diagnóstico' }).getAttribute('href'),
    ).toBe('/onboarding/bienvenida-trial');
    expect(screen.getByRole('link', { name: 'Nutrición Funcional' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it.each([
    ['no user id', null, 'true'],
    ['report not ready', 'trial_1730000000000_abc123', 'false'],
    ['no report flag', 'trial_1730000000000_abc123', null],
  ])('hides Mi Informe and Chat Semanal with %s', (_case, userId, ready) => {
    if (userId) window.localStorage.setItem(STORAGE_KEYS.userId, userId);
    if (ready) window.localStorage.setItem(STORAGE_KEYS.informeReady, ready);
    renderInLayout(<p>pantalla</p>);
    openMenu();
    expect(screen.queryByRole('link', { name: 'Mi Informe' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat Semanal' })).toBeNull();
  });

  it.each([
    ['a newcomer', {}, 'Empieza tu diagnóstico', '/onboarding/bienvenida-trial'],
    [
      'someone with the intake done',
      { intakeDone: 'true' },
      'Seguir mis pasos',
      '/onboarding/mes1',
    ],
    ['someone with her report', { informeReady: 'true' }, 'Mi programa', '/modulo-1'],
    ['a subscriber', { subscribedAt: '1795000000000' }, 'Mi programa', '/modulo-1'],
  ] as const)('the call to action never sends %s backwards', (_who, stored, label, href) => {
    window.localStorage.setItem(STORAGE_KEYS.userId, 'trial_1730000000000_abc123');
    for (const [key, value] of Object.entries(stored))
      window.localStorage.setItem(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value);
    renderInLayout(<p>pantalla</p>);
    const nav = openMenu();
    expect(within(nav).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });

  it('shows Mi Informe and Chat Semanal with a user id and the report ready', () => {
    window.localStorage.setItem(STORAGE_KEYS.userId, 'trial_1730000000000_abc123');
    window.localStorage.setItem(STORAGE_KEYS.informeReady, 'true');
    renderInLayout(<p>pantalla</p>);
    openMenu();
    expect(screen.getByRole('link', { name: 'Mi Informe' }).getAttribute('href')).toBe(
      '/onboarding/informe-inicial',
    );
    expect(screen.getByRole('link', { name: 'Chat Semanal' }).getAttribute('href')).toBe(
      '/chat-semanal',
    );
  });

  it('scrolls smoothly to the top when Inicio is clicked on /', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    renderInLayout(<p>pantalla</p>, '/');
    const nav = openMenu();
    fireEvent.click(within(nav).getByRole('link', { name: 'Inicio' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('mobile menu', () => {
  it('toggles a stacked menu and closes when the window grows past 768 px', () => {
    renderInLayout(<p>pantalla</p>);
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    setWidth(768);
    expect(screen.getByRole('navigation', { name: 'Menú móvil' })).toBeTruthy();
    setWidth(769);
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).toBeNull();
  });

  it('closes after following a link', () => {
    renderInLayout(<p>pantalla</p>);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Diagnóstico' }));
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).toBeNull();
  });
});

describe('language toggle', () => {
  it('is shown only on the landing page', () => {
    renderInLayout(<p>pantalla</p>, '/perfil');
    expect(screen.queryByRole('button', { name: 'EN, switch to English' })).toBeNull();
  });

  it('stores tm_language and emits languageChange with isEnglish', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(WINDOW_EVENTS.languageChange, listener);
    renderInLayout(<p>pantalla</p>, '/');

    fireEvent.click(screen.getByRole('button', { name: 'EN, switch to English' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'ES, cambiar a español' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');

    expect(heard).toEqual([{ isEnglish: true }, { isEnglish: false }]);
    window.removeEventListener(WINDOW_EVENTS.languageChange, listener);
  });

  it('has a spoken name that starts with the letters it shows (WCAG label in name)', () => {
    renderInLayout(<p>pantalla</p>, '/');
    const toggle = screen.getByRole('button', { name: /English/ });
    expect(toggle.getAttribute('aria-label')?.startsWith(toggle.textContent ?? '-')).toBe(true);
  });

  it('starts in English when tm_language is en', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'en');
    renderInLayout(<p>pantalla</p>, '/');
    expect(screen.getByRole('button', { name: 'ES, cambiar a español' }).textContent).toBe('ES');
  });
});
