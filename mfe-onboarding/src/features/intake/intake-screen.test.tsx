import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { recordScrolls } from '../../../test/field-errors.js';
import { answeringApi, collectToasts, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.bienvenidaDone, 'true');
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRequired() {
  type('Nombre completo: *', 'Rosa Pérez');
  type('Correo electrónico: *', 'rosa@example.com');
  type('Edad: *', '61');
}

/** The trial start the API keeps: two days before this test's clock. */
const SERVER_TRIAL_START = Date.now() - 2 * 86_400_000;

describe('Formulario de Ingreso', () => {
  it('shows every section, the defaults and the required marks', () => {
    renderRoute(ROUTES.intake);
    for (const title of [
      'Información Personal',
      'Historia General',
      'Estado de Salud General',
      'Estado Nutricional',
      'Salud Intestinal',
      'Factores de Toxicidad y Salud Oral',
      'Salud del Sueño',
      'Estado Emocional',
      'Otros Factores',
      'Análisis de Sangre',
    ])
      expect(screen.getByRole('group', { name: title })).toBeTruthy();
    expect((screen.getByLabelText('Frecuencia de evacuaciones:') as HTMLSelectElement).value).toBe(
      'Una vez al día',
    );
    const energy = screen.getByLabelText('Nivel de energía (1 a 10):') as HTMLInputElement;
    expect([energy.type, energy.min, energy.max, energy.value]).toEqual(['range', '1', '10', '5']);
    expect((screen.getByLabelText('Edad: *') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('Correo electrónico: *') as HTMLInputElement).required).toBe(
      true,
    );
    expect((screen.getByLabelText('Fecha de nacimiento:') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Teléfono celular:') as HTMLInputElement).type).toBe('tel');
    expect((screen.getByLabelText('Peso actual:') as HTMLInputElement).placeholder).toBe('70 kg');
    expect(screen.getByRole('button', { name: 'Guardar mi historial funcional' })).toBeTruthy();
  });

  it('keeps the draft as the person types and restores it after a reload', () => {
    const first = renderRoute(ROUTES.intake);
    type('Nombre completo: *', 'Rosa');
    type('Horas de sueño por noche:', '5 horas');
    first.unmount();
    renderRoute(ROUTES.intake);
    expect((screen.getByLabelText('Nombre completo: *') as HTMLInputElement).value).toBe('Rosa');
    expect((screen.getByLabelText('Horas de sueño por noche:') as HTMLInputElement).value).toBe(
      '5 horas',
    );
  });

  it('ignores a corrupt draft', () => {
    localStorage.setItem(STORAGE_KEYS.intakeDraft, '{no es json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(ROUTES.intake);
    expect((screen.getByLabelText('Nombre completo: *') as HTMLInputElement).value).toBe('');
    warn.mockRestore();
  });

  it('on a failed save shows "Error al guardar", stays on the form and loses nothing', async () => {
    api.answers['POST /api/intake-form'] = { status: 500, body: { message: 'fallo' } };
    const { toasts, stop } = collectToasts();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderRoute(ROUTES.intake);
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi historial funcional' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(['Error al guardar']), {
      timeout: 5000,
    });
    expect(toasts[0]).toMatchObject({
      description: 'Hubo un problema guardando tu información. Por favor intenta nuevamente.',
      variant: 'destructive',
    });
    expect(view.location()).toBe(ROUTES.intake);
    expect((screen.getByLabelText('Nombre completo: *') as HTMLInputElement).value).toBe(
      'Rosa Pérez',
    );
    expect(screen.getByRole('button', { name: 'Guardar mi historial funcional' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(localStorage.getItem(STORAGE_KEYS.intakeDone)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.intakeDraft)).toContain('Rosa Pérez');
    stop();
    error.mockRestore();
  });

  it('runs the §4 sequence: save, adopt the id, generate, ready, then the report after 1 s', async () => {
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
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi historial funcional' }));
    expect(screen.getByRole('button', { name: 'Guardando...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('¡Listo!'), { timeout: 5000 });
    expect(toasts.map((t) => t.title)).toEqual([
      'Historial guardado',
      'Analizando tu información...',
      '¡Listo!',
    ]);
    expect(toasts[1]!.durationMs).toBe(25_000);
    const [save, generate] = api.calls;
    expect(save!.body).toMatchObject({
      nombre: 'Rosa Pérez',
      email: 'rosa@example.com',
      edad: 61,
      nivelEnergia: 5,
      frecuenciaEvacuaciones: 'Una vez al día',
    });
    expect((save!.body as { userId: string }).userId).toMatch(/^trial_\d+_[a-z0-9]{6}$/);
    expect(generate).toEqual({
      method: 'POST',
      url: '/api/generate-report',
      body: { userId: 'trial_1730000000000_srv123', moduleNumber: 1 },
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('trial_1730000000000_srv123');
    expect(localStorage.getItem(STORAGE_KEYS.intakeDone)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.informeReady)).toBe('true');
    // The server's trial start, not this browser's clock.
    expect(localStorage.getItem(STORAGE_KEYS.trialStart)).toBe(String(SERVER_TRIAL_START));
    expect(view.location()).toBe(ROUTES.intake);
    await waitFor(() => expect(view.location()).toBe(ROUTES.informeInicial), { timeout: 3000 });
    // The report replaces the form in the history: going back never lands on a submitted form.
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('rosa@example.com');
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
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi historial funcional' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Error generando informe'), {
      timeout: 5000,
    });
    await act(() => new Promise((r) => setTimeout(r, 1200)));
    expect(view.location()).toBe(ROUTES.intake);
    expect(localStorage.getItem(STORAGE_KEYS.informeReady)).toBeNull();
    expect((screen.getByLabelText('Nombre completo: *') as HTMLInputElement).value).toBe(
      'Rosa Pérez',
    );
    stop();
    error.mockRestore();
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
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Nombre completo: *')).toBe('Rosa');
    expect(value('Correo electrónico: *')).toBe('rosa@example.com');
    expect(value('Edad: *')).toBe('61');
    expect(value('Síntomas después de comer:')).toBe(
      'Siento el estómago pesado, inflamado o con gases',
    );
    expect(screen.getByRole('note').textContent).toMatch(/Llenamos lo que ya nos contaste/);
    type('Nombre completo: *', 'Rosa María');
    expect(value('Nombre completo: *')).toBe('Rosa María');
  });

  it('continues from the saved intake of someone who has one, never a blank form', async () => {
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
    expect(screen.queryByLabelText('Nombre completo: *')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('Nombre completo: *') as HTMLInputElement).value).toBe(
        'Carmen López',
      ),
    );
    expect((screen.getByLabelText('Edad: *') as HTMLInputElement).value).toBe('58');
    expect((screen.getByLabelText('Horas de sueño por noche:') as HTMLInputElement).value).toBe(
      '5',
    );
    expect(screen.getByRole('note').textContent).toMatch(/Ya guardaste tu historial funcional/);
  });

  it('an empty submit puts a message beside each required field and focuses the first', () => {
    const scrolled = recordScrolls();
    renderRoute(ROUTES.intake);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi historial funcional' }));
    const nombre = screen.getByLabelText('Nombre completo: *');
    expect(document.activeElement).toBe(nombre);
    expect(scrolled).toEqual([nombre.parentElement]);
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escribe tu nombre completo.').id).toBe('intake-nombre-error');
    expect(nombre.getAttribute('aria-describedby')).toBe('intake-nombre-error');
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeTruthy();
    expect(screen.getByText('Escribe tu edad.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    type('Nombre completo: *', 'Rosa');
    expect(screen.queryByText('Escribe tu nombre completo.')).toBeNull();
    type('Correo electrónico: *', 'rosa@');
    type('Edad: *', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi historial funcional' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico: *'));
    expect(
      screen.getByText('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Escribe tu edad en años, con un número entero entre 1 y 120.'),
    ).toBeTruthy();
  });

  it('redirects to /onboarding/bienvenida without the welcome step', async () => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.subscribedAt, String(Date.now()));
    const view = renderRoute(ROUTES.intake);
    await waitFor(() => expect(view.location()).toBe(ROUTES.onboardingBienvenida));
    expect(screen.getByRole('button', { name: 'Completar mi historial médico' })).toBeTruthy();
  });
});
