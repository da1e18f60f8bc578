import { screen, waitFor, within } from '@testing-library/react';
import { DAY_MS, ROUTES, STORAGE_KEYS, computeTrialStatus } from '@tm/shared-contracts';
import { answeringApi, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
const USER = 'trial_1730000000000_cam123';
beforeEach(() => localStorage.clear());

const nextPanel = () => screen.getByRole('region', { name: 'Lo siguiente' });

describe('Tu camino', () => {
  it('reads the person from the API: day 3, intake and report done, the log day next', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER);
    api.answers[`GET /api/trial-status/${USER}`] = {
      status: 200,
      body: computeTrialStatus({
        trialStart: Date.now() - 2 * DAY_MS - 60_000,
        subscriptionStatus: 'unknown',
        now: Date.now(),
      }),
    };
    api.answers[`GET /api/intake-form/${USER}`] = {
      status: 200,
      body: { nombre: 'Rosa', respuestas: { nombre: 'Rosa', email: 'r@example.com', edad: 60 } },
    };
    api.answers[`GET /api/reports/${USER}`] = { status: 404, body: { message: 'no' } };
    renderRoute(ROUTES.tuCamino);
    expect(screen.getByRole('status').textContent).toBe('Cargando tu camino...');
    await waitFor(() => expect(screen.getByText('Día 3 de 7 de tu prueba gratuita')).toBeTruthy());
    const days = screen.getByRole('list', { name: 'Tus 7 días de prueba' });
    expect(within(days).getAllByRole('listitem')[2]!.getAttribute('aria-current')).toBe('date');
    expect(nextPanel().textContent).toContain('Tu informe inicial');
    expect(within(nextPanel()).getByRole('link').getAttribute('href')).toBe(ROUTES.intake);
  });

  it('a newcomer whose reads fail (id not claimed yet) sees day 1 with the intake next', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER);
    renderRoute(ROUTES.tuCamino);
    await waitFor(() => expect(screen.getByText('Día 1 de 7 de tu prueba gratuita')).toBeTruthy());
    expect(nextPanel().textContent).toContain('Tu historial funcional');
    expect(within(nextPanel()).getByRole('link').textContent).toBe(
      'Completar mi historial funcional',
    );
  });
});
