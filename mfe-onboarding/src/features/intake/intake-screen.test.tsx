import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectFieldMessages, recordScrolls } from '../../../test/field-errors.js';
import { answeringApi, collectToasts, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.bienvenidaDone, 'true');
  recordScrolls();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

function fillHealth() {
  type('Edad: *', '61');
  type('Género: *', 'femenino');
  type('Síntomas: *', 'Cansancio por la tarde');
  type('Objetivos: *', 'Bajar mi A1C');
}

/** Answers the required fields and walks to the summary. */
function walkToSummary() {
  fillHealth();
  click('Siguiente');
  type('Nombre completo: *', 'Rosa Pérez');
  type('Correo electrónico: *', 'rosa@example.com');
  while (progress() !== 'Paso 12 de 12') click('Siguiente');
}

/** The trial start the API keeps: two days before this test's clock. */
const SERVER_TRIAL_START = Date.now() - 2 * 86_400_000;

describe('Formulario de Ingreso, in steps', () => {
  it('shows one section at a time, the health form first, with "Paso N de 12"', () => {
    renderRoute(ROUTES.intake);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Formulario de Ingreso');
    expect(progress()).toBe('Paso 1 de 12');
    expect(stepHeading()).toBe('Tu salud');
    expect((screen.getByLabelText('Edad: *') as HTMLInputElement).type).toBe('number');
    expect(screen.queryByLabelText('Nombre completo: *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Atrás' })).toBeNull();
    fillHealth();
    click('Siguiente');
    expect(progress()).toBe('Paso 2 de 12');
    expect(stepHeading()).toBe('Información Personal');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect((screen.getByLabelText('Correo electrónico: *') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Teléfono celular:') as HTMLInputElement).type).toBe('tel');
    click('Siguiente'); // refused: name and e-mail are this step's
    type('Nombre completo: *', 'Rosa');
    type('Correo electrónico: *', 'rosa@example.com');
    click('Siguiente');
    expect(stepHeading()).toBe('Historia General');
    expect((screen.getByLabelText('Fecha de nacimiento:') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Peso actual:') as HTMLInputElement).placeholder).toBe('70 kg');
    click('Atrás');
    expect(value('Nombre completo: *')).toBe('Rosa');
    for (let i = 0; i < 4; i++) click('Siguiente');
    expect(stepHeading()).toBe('Salud Intestinal');
    expect(value('Frecuencia de evacuaciones:')).toBe('Una vez al día');
    click('Siguiente');
    click('Siguiente');
    click('Siguiente');
    const energy = screen.getByLabelText('Nivel de energía (1 a 10):') as HTMLInputElement;
    expect([energy.type, energy.min, energy.max, energy.value]).toEqual(['range', '1', '10', '5']);
  });

  it('asks the Bristol type with the seven pictures of the log, and the summary names it', () => {
    localStorage.setItem(STORAGE_KEYS.intakeStep, '6');
    renderRoute(ROUTES.intake);
    expect(stepHeading()).toBe('Salud Intestinal');
    const group = screen.getByRole('radiogroup', { name: 'Consistencia de las evacuaciones:' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(7);
    fireEvent.click(screen.getByRole('radio', { name: /^Tipo 4/ }));
    while (progress() !== 'Paso 12 de 12') click('Siguiente');
    expect(screen.getByText('Tipo 4 · Lisa y blanda')).toBeTruthy();
  });

  it('Next checks its own step: messages beside the fields, the first one focused', () => {
    const scrolled = recordScrolls();
    renderRoute(ROUTES.intake);
    click('Siguiente');
    expect(progress()).toBe('Paso 1 de 12');
    const edad = screen.getByLabelText('Edad: *');
    expect(document.activeElement).toBe(edad);
    expect(scrolled).toContain(edad.parentElement);
    expectFieldMessages({
      'Edad: *': 'Escribe tu edad.',
      'Género: *': 'Elige tu género.',
      'Síntomas: *': 'Escribe qué síntomas notas; si no notas ninguno, escribe «ninguno».',
      'Objetivos: *': 'Escribe qué te gustaría lograr, por ejemplo bajar tu A1C.',
    });
    expect(screen.getByLabelText('Diagnóstico:').getAttribute('aria-invalid')).toBeNull();
    // A message goes as soon as its field is right; the next Next focuses the next one.
    type('Edad: *', '200');
    expect(
      screen.getByText('Escribe tu edad en años, con un número entero entre 1 y 120.'),
    ).toBeTruthy();
    type('Edad: *', '64');
    type('Género: *', 'otro');
    expect(screen.queryByText('Elige tu género.')).toBeNull();
    click('Siguiente');
    expect(document.activeElement).toBe(screen.getByLabelText('Síntomas: *'));
    expect(localStorage.getItem(STORAGE_KEYS.formularioSaludDone)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('saves the health form on this device once its step is right (§3: local only)', () => {
    renderRoute(ROUTES.intake);
    fillHealth();
    type('Medicamentos:', 'Metformina');
    click('Siguiente');
    expect(localStorage.getItem(STORAGE_KEYS.formularioSaludDone)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.formularioSaludAnswers)!)).toEqual({
      edad: '61',
      genero: 'femenino',
      diagnostico: '',
      medicamentos: 'Metformina',
      sintomas: 'Cansancio por la tarde',
      objetivos: 'Bajar mi A1C',
      alergias: '',
      habitos: '',
    });
    expect(api.calls).toEqual([]);
  });

  it('keeps the draft and the step across a reload', () => {
    const first = renderRoute(ROUTES.intake);
    fillHealth();
    click('Siguiente');
    type('Nombre completo: *', 'Rosa');
    first.unmount();
    renderRoute(ROUTES.intake);
    expect(progress()).toBe('Paso 2 de 12');
    expect(value('Nombre completo: *')).toBe('Rosa');
    click('Atrás');
    expect(value('Objetivos: *')).toBe('Bajar mi A1C');
    expect(value('Edad: *')).toBe('61');
  });

  it('"Guardar y seguir después" keeps the step and goes to Tu camino, saying where she will be', () => {
    const { toasts, stop } = collectToasts();
    const view = renderRoute(ROUTES.intake);
    fillHealth();
    click('Siguiente');
    type('Nombre completo: *', 'Rosa');
    click('Guardar y seguir después');
    expect(view.location()).toBe(ROUTES.tuCamino);
    expect(toasts).toEqual([
      {
        title: 'Guardamos tu avance',
        description: 'Cuando vuelvas a tu historial funcional, seguirás en el paso 2.',
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.intakeStep)).toBe('2');
    expect(localStorage.getItem(STORAGE_KEYS.intakeDraft)).toContain('Rosa');
    stop();
  });

  it('opens the step the address names: the old health form route leads to step 1', async () => {
    localStorage.setItem(STORAGE_KEYS.intakeStep, '5');
    const view = renderRoute(ROUTES.formularioSalud);
    await waitFor(() => expect(view.location()).toBe(ROUTES.intake));
    expect(view.router.state.location.search).toBe('?paso=1');
    expect(stepHeading()).toBe('Tu salud');
  });

  it('the summary shows every answer and each step can be changed from it', () => {
    renderRoute(ROUTES.intake);
    walkToSummary();
    expect(stepHeading()).toBe('Revisa tus respuestas');
    const personal = screen.getByRole('region', { name: 'Información Personal' });
    expect(personal.textContent).toContain('Nombre completo');
    expect(personal.textContent).toContain('Rosa Pérez');
    expect(screen.getByRole('region', { name: 'Tu salud' }).textContent).toContain('Femenino');
    expect(screen.getByRole('region', { name: 'Análisis de Sangre' }).textContent).toContain(
      'Sin respuestas en este paso.',
    );
    click('Editar: Salud del Sueño');
    expect(stepHeading()).toBe('Salud del Sueño');
    type('Horas de sueño por noche:', '5 horas');
    click('Volver al resumen');
    expect(screen.getByRole('region', { name: 'Salud del Sueño' }).textContent).toContain(
      '5 horas',
    );
  });

  it('on a failed save shows "Error al guardar", stays on the summary and loses nothing', async () => {
    api.answers['POST /api/intake-form'] = { status: 500, body: { message: 'fallo' } };
    const { toasts, stop } = collectToasts();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderRoute(ROUTES.intake);
    walkToSummary();
    click('Guardar mi historial funcional');
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(['Error al guardar']), {
      timeout: 5000,
    });
    expect(toasts[0]).toMatchObject({
      description: 'Hubo un problema guardando tu información. Por favor intenta nuevamente.',
      variant: 'destructive',
    });
    expect(view.location()).toBe(ROUTES.intake);
    expect(screen.getByRole('button', { name: 'Guardar mi historial funcional' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(localStorage.getItem(STORAGE_KEYS.intakeDone)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.intakeDraft)).toContain('Rosa Pérez');
    stop();
    error.mockRestore();
  });

  it('runs the §4 sequence from the summary: save, adopt the id, generate, ready, the report after 1 s', async () => {
    const { toasts, stop } = collectToasts();
    api.answers['POST /api/intake-form'] = {
      status: 200,
      body: { userId: 'trial_1730000000000_srv123', trialStart: SERVER_TRIAL_START },
    };
    api.answers['POST /api/generate-report'] = {
      status: 200,
      body: {
        userId: 'trial_1730000000000_srv123',
        moduleNumber: 1,
        createdAt: new Date().toISOString(),
      },
    };
    const view = renderRoute(ROUTES.intake);
    walkToSummary();
    click('Guardar mi historial funcional');
    expect(screen.getByRole('button', { name: 'Guardando...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('¡Listo!'), { timeout: 5000 });
    expect(toasts.map((t) => t.title)).toEqual([
      'Historial guardado',
      'Analizando tu información...',
      '¡Listo!',
    ]);
    expect(toasts[1]!.durationMs).toBe(25_000);
    const [save, generate] = api.calls;
    // The payload of §7, without the health form's answers (they stay on the device).
    expect(save!.body).toEqual({
      nombre: 'Rosa Pérez',
      email: 'rosa@example.com',
      edad: 61,
      nivelEnergia: 5,
      frecuenciaEvacuaciones: 'Una vez al día',
      userId: expect.stringMatching(/^trial_\d+_[a-z0-9]{6}$/),
    });
    expect(generate).toEqual({
      method: 'POST',
      url: '/api/generate-report',
      body: { userId: 'trial_1730000000000_srv123', moduleNumber: 1 },
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('trial_1730000000000_srv123');
    expect(localStorage.getItem(STORAGE_KEYS.intakeDone)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.informeReady)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.trialStart)).toBe(String(SERVER_TRIAL_START));
    await waitFor(() => expect(view.location()).toBe(ROUTES.informeInicial), { timeout: 3000 });
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('rosa@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.intakeStep)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.intakeDraft)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.formularioSaludAnswers)).toContain('Bajar mi A1C');
    stop();
  });

  it('stays on the form when the report cannot be generated', async () => {
    const { toasts, stop } = collectToasts();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answers['POST /api/intake-form'] = {
      status: 200,
      body: { userId: 'trial_1730000000000_srv123', trialStart: SERVER_TRIAL_START },
    };
    api.answers['POST /api/generate-report'] = { status: 500, body: { message: 'x' } };
    const view = renderRoute(ROUTES.intake);
    walkToSummary();
    click('Guardar mi historial funcional');
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Error generando informe'), {
      timeout: 5000,
    });
    await act(() => new Promise((r) => setTimeout(r, 1200)));
    expect(view.location()).toBe(ROUTES.intake);
    expect(localStorage.getItem(STORAGE_KEYS.informeReady)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.intakeDraft)).toContain('Rosa Pérez');
    stop();
    error.mockRestore();
  });

  it('sending with an answer missing opens its step with the message, the field focused', () => {
    localStorage.setItem(STORAGE_KEYS.intakeStep, '12');
    renderRoute(ROUTES.intake);
    expect(stepHeading()).toBe('Revisa tus respuestas');
    click('Guardar mi historial funcional');
    expect(stepHeading()).toBe('Tu salud');
    expect(document.activeElement).toBe(screen.getByLabelText('Edad: *'));
    expect(screen.getByText('Escribe tu edad.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('starts from what the pre-registration and the diagnosis told, all editable', () => {
    localStorage.setItem(
      STORAGE_KEYS.preRegistro,
      JSON.stringify({ nombre: 'Rosa', email: 'rosa@example.com', edad: 61, sexo: 'F', dx: 'dm2' }),
    );
    localStorage.setItem(
      STORAGE_KEYS.diagnosticoSimple,
      JSON.stringify([
        { questionIndex: 0, answer: 'Siento el estómago pesado, inflamado o con gases' },
      ]),
    );
    renderRoute(ROUTES.intake);
    expect(screen.getByRole('note').textContent).toMatch(/Llenamos lo que ya nos contaste/);
    expect(value('Edad: *')).toBe('61');
    expect(value('Género: *')).toBe('femenino');
    expect(value('Diagnóstico:')).toBe('Diabetes tipo 2');
    expect(value('Síntomas: *')).toBe('Siento el estómago pesado, inflamado o con gases');
    type('Objetivos: *', 'Bajar mi A1C');
    click('Siguiente');
    expect(value('Nombre completo: *')).toBe('Rosa');
    expect(value('Correo electrónico: *')).toBe('rosa@example.com');
    type('Nombre completo: *', 'Rosa María');
    expect(value('Nombre completo: *')).toBe('Rosa María');
    for (let i = 0; i < 3; i++) click('Siguiente');
    expect(value('Síntomas después de comer:')).toBe(
      'Siento el estómago pesado, inflamado o con gases',
    );
  });

  it('opens the summary of a saved intake, never a blank form', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'trial_1730000000000_srv123');
    localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
    api.answers['GET /api/intake-form/trial_1730000000000_srv123'] = {
      status: 200,
      body: {
        nombre: 'Carmen López',
        respuestas: {
          nombre: 'Carmen López',
          email: 'carmen@example.com',
          edad: 58,
          horasSueno: '5',
        },
      },
    };
    renderRoute(ROUTES.intake);
    expect(screen.getByRole('status').textContent).toBe('Cargando tu historial funcional...');
    await waitFor(() => expect(stepHeading()).toBe('Revisa tus respuestas'));
    expect(screen.getByRole('region', { name: 'Información Personal' }).textContent).toContain(
      'Carmen López',
    );
    expect(screen.getByRole('region', { name: 'Salud del Sueño' }).textContent).toContain('5');
    expect(screen.getByRole('note').textContent).toMatch(/Ya guardaste tu historial funcional/);
    click('Editar: Tu salud');
    expect(value('Edad: *')).toBe('58');
    expect(screen.getByRole('button', { name: 'Volver al resumen' })).toBeTruthy();
  });

  it('ignores a corrupt draft', () => {
    localStorage.setItem(STORAGE_KEYS.intakeDraft, '{no es json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(ROUTES.intake);
    fillHealth();
    click('Siguiente');
    expect(value('Nombre completo: *')).toBe('');
    warn.mockRestore();
  });

  it('redirects to /onboarding/bienvenida without the welcome step', async () => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.subscribedAt, String(Date.now()));
    const view = renderRoute(ROUTES.intake);
    await waitFor(() => expect(view.location()).toBe(ROUTES.onboardingBienvenida));
    expect(screen.getByRole('button', { name: 'Completar mi historial médico' })).toBeTruthy();
  });
});
