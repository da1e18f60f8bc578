import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { deviceTimeZone, ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { answeringApi, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
const USER = 'trial_1730000000000_abc123';
const QUESTION = '¿Te recordamos tu registro mañana?';
const preferences = {
  registro: true,
  checkin: false,
  modulo: true,
  prueba: true,
  zonaHoraria: 'UTC',
  silencioDesde: 21,
  silencioHasta: 8,
  dispositivos: 0,
};

function onMes1(days: number) {
  cleanup();
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
  localStorage.setItem(STORAGE_KEYS.userId, USER);
  const log = Array.from({ length: days }, (_, i) => ({
    fecha: `2026-03-0${i + 1}`,
    energia: '5',
  }));
  localStorage.setItem(STORAGE_KEYS.registroSimple, JSON.stringify(log));
  renderRoute(ROUTES.mes1);
}

describe('the reminder opt-in after the first log day', () => {
  it('is not asked before a day is written, nor once the five are', () => {
    onMes1(0);
    expect(screen.queryByText(QUESTION)).toBeNull();
    onMes1(5);
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('"Sí" turns the log-day reminder on with her time zone; without push, by e-mail', async () => {
    api.answers['POST /api/reminders'] = { status: 200, body: preferences };
    onMes1(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, recuérdamelo' }));
    expect(
      await screen.findByText('Listo: mañana por la tarde te lo recordamos por correo.'),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      userId: USER,
      registro: true,
      zonaHoraria: deviceTimeZone(),
    });
    expect(localStorage.getItem(STORAGE_KEYS.reminderOptIn)).toBe('si');
  });

  it('"No" is kept on the device and the card is not asked again', async () => {
    api.answers['POST /api/reminders'] = { status: 200, body: { ...preferences, registro: false } };
    onMes1(2);
    fireEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    await screen.findByText(/no te lo recordaremos/);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.reminderOptIn)).toBe('no'));
    cleanup();
    renderRoute(ROUTES.mes1);
    expect(screen.getByText('Progreso diario: 2/5 días')).toBeTruthy();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });
});
