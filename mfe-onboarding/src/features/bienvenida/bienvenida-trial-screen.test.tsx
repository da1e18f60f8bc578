import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { answeringApi, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
beforeEach(() => {
  localStorage.clear();
});

const USER = 'trial_1730000000000_srv123';

describe('Bienvenida a la prueba', () => {
  it('a newcomer starts the diagnosis: a local trial id, then the intake', async () => {
    const view = renderRoute(ROUTES.bienvenidaTrial);
    fireEvent.click(screen.getByRole('button', { name: 'Comenzar mi diagnóstico gratuito' }));
    await waitFor(() => expect(view.location()).toBe(ROUTES.intake));
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toMatch(/^trial_\d+_[a-z0-9]{6}$/);
    expect(localStorage.getItem(STORAGE_KEYS.bienvenidaDone)).toBe('true');
  });

  it('someone with an intake is welcomed back to her report or her history, never a blank start', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER);
    localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
    localStorage.setItem(STORAGE_KEYS.informeReady, 'true');
    api.answers[`GET /api/intake-form/${USER}`] = {
      status: 200,
      body: {
        nombre: 'Carmen',
        respuestas: { nombre: 'Carmen', email: 'c@example.com', edad: 58 },
      },
    };
    const view = renderRoute(ROUTES.bienvenidaTrial);
    await screen.findByText(/Hola de nuevo, Carmen\./);
    expect(screen.queryByRole('button', { name: 'Comenzar mi diagnóstico gratuito' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar mi historial funcional' }));
    await waitFor(() => expect(view.location()).toBe(ROUTES.intake));
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER);
  });

  it('without an answer from the API, the stored intake flag decides', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER);
    localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
    api.answers[`GET /api/intake-form/${USER}`] = { status: 500, body: { message: 'caído' } };
    renderRoute(ROUTES.bienvenidaTrial);
    await screen.findByRole('button', { name: 'Continuar mi historial funcional' });
  });
});
