import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { renderRoute } from '../../../test/render-route.js';

const day = (dia: number) => ({
  fecha: `2026-03-0${dia}`,
  comidas: 'x',
  horasSueno: '7',
  calidadSueno: 'Buena',
  bristol: '4',
  energia: '5',
  notas: '',
});

beforeEach(() => localStorage.clear());

describe('Mes 1 tracker', () => {
  it('redirects to /onboarding/mensaje when intake is done but the message is not', async () => {
    localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
    localStorage.setItem(STORAGE_KEYS.formularioSaludDone, 'true');
    const view = renderRoute(ROUTES.mes1);
    await waitFor(() => expect(view.location()).toBe(ROUTES.mensaje));
  });

  it('counts the logged days (capped at 5) and refreshes as the log grows', async () => {
    localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
    localStorage.setItem(STORAGE_KEYS.registroDetallado, JSON.stringify([day(1), day(2)]));
    renderRoute(ROUTES.mes1);
    expect(screen.getByText('Progreso diario: 2/5 días')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Continuar mi registro de 5 días' }).getAttribute('href'),
    ).toBe(ROUTES.registro);
    localStorage.setItem(
      STORAGE_KEYS.registroDetallado,
      JSON.stringify([1, 2, 3, 4, 5, 6].map(day)),
    );
    await screen.findByRole('button', { name: 'Generar mi informe inicial' }, { timeout: 3000 });
    expect(screen.queryByText(/Progreso diario/)).toBeNull();
  });

  it('"Generar mi informe inicial" without an intake marks the report ready and opens it', async () => {
    localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
    localStorage.setItem(STORAGE_KEYS.registroSimple, JSON.stringify([1, 2, 3, 4, 5].map(day)));
    localStorage.setItem(STORAGE_KEYS.userId, 'trial_1730000000000_abc123');
    const view = renderRoute(ROUTES.mes1);
    fireEvent.click(screen.getByRole('button', { name: 'Generar mi informe inicial' }));
    await waitFor(() => expect(view.location()).toBe(ROUTES.informeInicial));
    expect(localStorage.getItem(STORAGE_KEYS.informeReady)).toBe('true');
  });

  it('"Borrar datos de prueba" asks first, then clears the onboarding data and the log', () => {
    localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
    localStorage.setItem(STORAGE_KEYS.registroDetallado, JSON.stringify([day(1)]));
    localStorage.setItem(STORAGE_KEYS.userId, 'trial_1730000000000_abc123');
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoute(ROUTES.mes1);
    const button = screen.getByRole('button', { name: 'Borrar datos de prueba' });
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(
      '¿Seguro que deseas borrar TODOS los datos (intake + registro) y empezar completamente de nuevo?',
    );
    expect(localStorage.getItem(STORAGE_KEYS.registroDetallado)).not.toBeNull();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: navigation not implemented
    fireEvent.click(button);
    expect(localStorage.getItem(STORAGE_KEYS.registroDetallado)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mensajeDone)).toBeNull();
    expect(alert).toHaveBeenCalled();
    error.mockRestore();
  });
});
