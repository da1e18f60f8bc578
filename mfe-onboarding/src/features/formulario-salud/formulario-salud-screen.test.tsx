import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectFieldMessages, recordScrolls } from '../../../test/field-errors.js';
import { renderRoute } from '../../../test/render-route.js';

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.motivacionDone, 'true');
});

describe('Formulario de salud', () => {
  it('starts from the pre-registration and the diagnosis answers, all editable', () => {
    localStorage.setItem(
      STORAGE_KEYS.preRegistro,
      JSON.stringify({
        nombre: 'Luis',
        email: 'l@example.com',
        edad: 67,
        sexo: 'M',
        dx: 'prediabetes',
      }),
    );
    localStorage.setItem(
      STORAGE_KEYS.diagnosticoSimple,
      JSON.stringify([
        { questionIndex: 0, answer: 'Me da mucho sueño y al rato tengo antojos' },
        { questionIndex: 1, answer: 'Vivo con estrés y me cuesta relajarme' },
      ]),
    );
    renderRoute(ROUTES.formularioSalud);
    expect(value('Edad *')).toBe('67');
    expect(value('Género *')).toBe('masculino');
    expect(value('Diagnóstico')).toBe('Prediabetes');
    expect(value('Síntomas *')).toBe(
      'Me da mucho sueño y al rato tengo antojos. Vivo con estrés y me cuesta relajarme',
    );
    fireEvent.change(screen.getByLabelText('Edad *'), { target: { value: '68' } });
    expect(value('Edad *')).toBe('68');
  });

  it('keeps what is typed across a reload, and the saved answers after saving', async () => {
    const first = renderRoute(ROUTES.formularioSalud);
    fireEvent.change(screen.getByLabelText('Objetivos *'), { target: { value: 'Bajar mi A1C' } });
    first.unmount();
    const second = renderRoute(ROUTES.formularioSalud);
    expect(value('Objetivos *')).toBe('Bajar mi A1C');
    fireEvent.change(screen.getByLabelText('Edad *'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Género *'), { target: { value: 'femenino' } });
    fireEvent.change(screen.getByLabelText('Síntomas *'), { target: { value: 'Sed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar →' }));
    await waitFor(() => expect(second.location()).toBe(ROUTES.mensaje));
    expect(localStorage.getItem(STORAGE_KEYS.formularioSaludDraft)).toBeNull();
    second.unmount();
    renderRoute(ROUTES.formularioSalud);
    expect(value('Objetivos *')).toBe('Bajar mi A1C');
    expect(value('Síntomas *')).toBe('Sed');
  });

  it('an empty submit shows a message under each required field and focuses the first one', () => {
    const scrolled = recordScrolls();
    const view = renderRoute(ROUTES.formularioSalud);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar →' }));
    expect(view.location()).toBe(ROUTES.formularioSalud);
    const edad = screen.getByLabelText('Edad *');
    expect(document.activeElement).toBe(edad);
    expect(scrolled).toEqual([edad.parentElement]);
    expectFieldMessages({
      'Edad *': 'Escribe tu edad.',
      'Género *': 'Elige tu género.',
      'Síntomas *': 'Escribe qué síntomas notas; si no notas ninguno, escribe «ninguno».',
      'Objetivos *': 'Escribe qué te gustaría lograr, por ejemplo bajar tu A1C.',
    });
    expect(screen.getByLabelText('Diagnóstico').getAttribute('aria-invalid')).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.formularioSaludDone)).toBeNull();

    // A message goes as soon as its field is right; the next submit focuses the next one.
    fireEvent.change(screen.getByLabelText('Edad *'), { target: { value: '200' } });
    expect(
      screen.getByText('Escribe tu edad en años, con un número entero entre 1 y 120.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Edad *'), { target: { value: '64' } });
    fireEvent.change(screen.getByLabelText('Género *'), { target: { value: 'otro' } });
    expect(screen.queryByText('Escribe tu edad.')).toBeNull();
    expect(screen.queryByText('Elige tu género.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar →' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Síntomas *'));
  });
});
