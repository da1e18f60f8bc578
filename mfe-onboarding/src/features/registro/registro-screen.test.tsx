import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  calendarDate,
  DAY_MS,
  deviceTimeZone,
  ROUTES,
  STORAGE_KEYS,
} from '@tm/shared-contracts';
import { expectFieldMessages, recordScrolls } from '../../../test/field-errors.js';
import { answeringApi, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();

const USER = 'trial_1730000000000_abc123';
const today = () => calendarDate(Date.now(), deviceTimeZone());
const written = (fecha: string) => ({
  fecha,
  comidas: 'Huevos y ensalada',
  horasSueno: 7,
  calidadSueno: 'Buena',
  bristol: 4,
  energia: 6,
});
const rows = () =>
  within(screen.getByRole('list', { name: 'Tus 5 días' })).getAllByRole('listitem');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
  localStorage.setItem(STORAGE_KEYS.trialStart, String(Date.now()));
});

describe('Registro de 5 días', () => {
  it('on the first day offers today only: the other four days are still to come', () => {
    renderRoute(ROUTES.registro);
    const [first, ...later] = rows();
    expect(first!.textContent).toMatch(/^Día 1 · hoy, .*Por anotar hoy/);
    for (const row of later) expect(row.textContent).toMatch(/Por venir$/);
    expect(later[0]!.textContent).toMatch(/^Día 2 · mañana, /);
    expect(screen.getByRole('button', { name: 'Guardar día 1' })).toBeTruthy();
  });

  it('saving today marks it done and asks to come back tomorrow for day 2', async () => {
    const first = renderRoute(ROUTES.registro);
    type('¿Qué comiste hoy? *', 'Avena');
    type('Horas de sueño *', '7');
    fireEvent.change(screen.getByLabelText('Calidad del sueño *'), { target: { value: 'Buena' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Tipo 4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar día 1' }));
    await waitFor(() => expect(first.location()).toBe(ROUTES.mes1));
    first.unmount();

    renderRoute(ROUTES.registro);
    expect(rows()[0]!.textContent).toMatch(/^Día 1 · hoy, .*Hecho/);
    expect(screen.getByRole('status').textContent).toMatch(
      /^Hoy ya anotaste tu día\. Vuelve mañana, .*, para anotar el día 2\.$/,
    );
    expect(screen.queryByRole('button', { name: /Guardar día/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Corregir el día 1' })).toBeTruthy();
  });

  it("reads the API's log first: a blank yesterday can be written late, and only that day is sent", async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER);
    localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
    const twoDaysAgo = addDays(today(), -2);
    api.answers[`GET /api/observation-log/${USER}`] = {
      status: 200,
      body: {
        userId: USER,
        dias: [written(twoDaysAgo)],
        cerrado: false,
        inicio: Date.now() - 3 * DAY_MS,
      },
    };
    api.answers['POST /api/observation-log'] = {
      status: 200,
      body: { userId: USER, dias: [], cerrado: false, inicio: null },
    };
    const view = renderRoute(ROUTES.registro);
    await waitFor(() => expect(rows()[0]!.textContent).toMatch(/^Día 1 · .*Hecho/));
    expect(rows()[1]!.textContent).toMatch(
      /^Día 2 · ayer, .*Sin anotar: puedes completarlo hasta el/,
    );
    expect(rows()[2]!.textContent).toMatch(/^Día 3 · hoy, .*Por anotar hoy/);

    fireEvent.click(screen.getByRole('button', { name: 'Anotar el día 2' }));
    expect(screen.getByRole('group', { name: /^Día 2 · ayer/ })).toBeTruthy();
    type('¿Qué comiste ese día? *', 'Caldo de pollo');
    type('Horas de sueño *', '6');
    fireEvent.change(screen.getByLabelText('Calidad del sueño *'), { target: { value: 'Mala' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Tipo 3/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar día 2' }));
    await waitFor(() => expect(view.location()).toBe(ROUTES.mes1));
    const save = api.calls.find((call) => call.method === 'POST');
    expect(save!.body).toEqual({
      userId: USER,
      zonaHoraria: deviceTimeZone(),
      dias: [
        {
          fecha: addDays(today(), -1),
          comidas: 'Caldo de pollo',
          horasSueno: 6,
          calidadSueno: 'Mala',
          bristol: 3,
          energia: 5,
        },
      ],
      // The day's own key: sent again (a lost answer, the offline queue), it is applied once.
      claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('keeps what is typed across a reload, until the day is saved', () => {
    const first = renderRoute(ROUTES.registro);
    type('¿Qué comiste hoy? *', 'Tacos de frijol');
    first.unmount();
    renderRoute(ROUTES.registro);
    expect((screen.getByLabelText('¿Qué comiste hoy? *') as HTMLTextAreaElement).value).toBe(
      'Tacos de frijol',
    );
  });

  it('an empty day shows a message under each required field and focuses the first one', () => {
    const scrolled = recordScrolls();
    const view = renderRoute(ROUTES.registro);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar día 1' }));
    expect(view.location()).toBe(ROUTES.registro);
    const comidas = screen.getByLabelText('¿Qué comiste hoy? *');
    expect(document.activeElement).toBe(comidas);
    expect(scrolled).toEqual([comidas.parentElement]);
    expectFieldMessages({
      '¿Qué comiste hoy? *': 'Escribe lo que comiste, aunque sea en pocas palabras.',
      'Horas de sueño *': 'Escribe cuántas horas dormiste.',
      'Calidad del sueño *': 'Elige cómo dormiste.',
    });
    // The Bristol hint stays part of its description, next to the message.
    const bristol = screen.getByLabelText(/escala de Bristol/);
    expect(bristol.getAttribute('aria-describedby')).toBe('rg-bristol-hint rg-bristol-error');
    expect(screen.getByText('Elige el tipo que más se parece a tu digestión.').id).toBe(
      'rg-bristol-error',
    );
    expect(localStorage.getItem(STORAGE_KEYS.registroDetallado)).toBeNull();

    type('¿Qué comiste hoy? *', 'Avena');
    type('Horas de sueño *', '30');
    expect(screen.queryByText('Escribe lo que comiste, aunque sea en pocas palabras.')).toBeNull();
    expect(
      screen.getByText('Escribe las horas con un número entre 0 y 24, por ejemplo 7 o 7.5.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar día 1' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Horas de sueño *'));
  });

  it('Bristol is a group of seven pictured choices; left unchosen, the group takes the focus', () => {
    renderRoute(ROUTES.registro);
    const group = screen.getByRole('radiogroup', { name: /escala de Bristol/ });
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(screen.getByRole('radio', { name: 'Tipo 4 Lisa y blanda' })).toBeTruthy();
    type('¿Qué comiste hoy? *', 'Avena');
    type('Horas de sueño *', '7');
    fireEvent.change(screen.getByLabelText('Calidad del sueño *'), { target: { value: 'Buena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar día 1' }));
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});
