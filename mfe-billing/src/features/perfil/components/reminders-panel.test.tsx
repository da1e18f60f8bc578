import { fireEvent, screen, within } from '@testing-library/react';
import { SAME_QUIET_HOURS_MESSAGE } from '@tm/shared-contracts';
import { type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '@tm/build/render-screen';
import { RemindersPanel } from './reminders-panel.js';

// Issue 21: the quiet hours the API keeps per person, chosen on /perfil.
const USER_ID = 'trial_1790000000000_abc123';
let preferences = {
  registro: false,
  checkin: false,
  modulo: true,
  prueba: true,
  zonaHoraria: 'America/Mexico_City',
  silencioDesde: 21,
  silencioHasta: 8,
  dispositivos: 0,
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(({ method, url, body }: Call) => {
    if (method === 'GET' && url === `/api/reminders/${USER_ID}`)
      return { status: 200, body: preferences };
    if (method === 'POST' && url === '/api/reminders') {
      const { silencioDesde, silencioHasta } = body as typeof preferences;
      preferences = { ...preferences, silencioDesde, silencioHasta };
      return { status: 200, body: preferences };
    }
    return { status: 404, body: { message: 'no' } };
  });
});
afterAll(() => api.close());

const Panel = () => <RemindersPanel userId={USER_ID} />;
const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

it('chooses the quiet hours with two labelled hour selects and saves them', async () => {
  const view = renderScreen(Panel, '/perfil');
  const group = await screen.findByRole('group', { name: 'Horas de silencio' });
  const from = within(group).getByRole('combobox', { name: 'No enviar recordatorios desde' });
  const to = within(group).getByRole('combobox', { name: 'hasta' });
  expect((from as HTMLSelectElement).value).toBe('21');
  expect(
    within(to)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toHaveLength(24);
  expect(within(to).getByRole('option', { selected: true }).textContent).toBe('08:00');

  fireEvent.change(from, { target: { value: '22' } });
  fireEvent.change(to, { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar horas de silencio' }));
  expect(
    await screen.findByText('Listo: ningún recordatorio entre las 22:00 y las 07:00 de tu hora.'),
  ).toBeTruthy();
  expect(posts()).toEqual([
    expect.objectContaining({ userId: USER_ID, silencioDesde: 22, silencioHasta: 7 }),
  ]);
  expect(screen.getByText(/nunca entre las 22:00 y las 07:00 de tu hora/)).toBeTruthy();
  view.cleanup();
});

it('asks for two distinct hours before sending anything', async () => {
  const view = renderScreen(Panel, '/perfil');
  const group = await screen.findByRole('group', { name: 'Horas de silencio' });
  const before = posts().length;
  const to = within(group).getByRole('combobox', { name: 'hasta' });
  fireEvent.change(to, { target: { value: String(preferences.silencioDesde) } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar horas de silencio' }));
  expect(await screen.findByText(SAME_QUIET_HOURS_MESSAGE)).toBeTruthy();
  expect(to.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(to);
  expect(posts()).toHaveLength(before);
  view.cleanup();
});
