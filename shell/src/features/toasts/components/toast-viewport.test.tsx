import { act, fireEvent, screen } from '@testing-library/react';
import { requestToast, type ToastRequest } from '@tm/shared-contracts';
import { renderInLayout } from '../../../../test/render-app.js';

// The shell validates a request with a schema it loads on the first toast: let that settle.
const ask = (toast: ToastRequest) =>
  act(async () => {
    requestToast(window, toast);
    await Promise.resolve();
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toast viewport', () => {
  it('shows a toast requested by any bundle, with title and description', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({ title: 'Historial guardado', description: 'Tus respuestas están a salvo.' });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Historial guardado');
    expect(toast.textContent).toContain('Tus respuestas están a salvo.');
    expect(toast.dataset.variant).toBe('default');
    // A live role is not allowed on a list item (axe aria-allowed-role).
    expect(toast.tagName).not.toBe('LI');
  });

  it('shows one toast at a time: a new request replaces the current one', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({ title: 'Primero' });
    await ask({ title: 'Segundo' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('Primero')).toBeNull();
    expect(screen.getByText('Segundo')).toBeTruthy();
  });

  it('disappears after 5000 ms', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({ title: 'Datos guardados' });
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });

  it('honours a longer duration when asked (report generation, 25 s)', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({ title: 'Analizando tu información...', durationMs: 25_000 });
    act(() => void jest.advanceTimersByTime(24_999));
    expect(screen.queryByText('Analizando tu información...')).not.toBeNull();
  });

  it('announces destructive toasts as alerts', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({
      title: 'Campos incompletos',
      description: 'Por favor completa todos los campos.',
      variant: 'destructive',
    });
    const toast = screen.getByRole('alert');
    expect(toast.dataset.variant).toBe('destructive');
    expect(toast.textContent).toContain('Por favor completa todos los campos.');
  });

  it('closes with the close button and offers the optional action as a link', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({
      title: 'Tu prueba termina pronto',
      action: { label: 'Suscribirme', href: '/perfil' },
    });
    expect(screen.getByRole('link', { name: 'Suscribirme' }).getAttribute('href')).toBe('/perfil');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Tu prueba termina pronto')).toBeNull();
  });

  it('is dismissed by a swipe right beyond 50 px, not by a shorter one', async () => {
    renderInLayout(<p>pantalla</p>);
    await ask({ title: 'Deslízame' });
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.queryByText('Deslízame')).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    expect(screen.queryByText('Deslízame')).toBeNull();
  });

  it('takes focus with F8', async () => {
    renderInLayout(<p>pantalla</p>);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Notificaciones (F8)' }),
    );
  });
});
