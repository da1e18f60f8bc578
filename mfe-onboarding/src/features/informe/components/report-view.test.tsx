import { cleanup, render, screen, within } from '@testing-library/react';
import type { InitialReport } from '@tm/shared-contracts';
import { STATIC_REPORT } from '../static-report.js';
import { ReportView } from './report-view.js';

const report: InitialReport = {
  ...STATIC_REPORT,
  avisos: [
    {
      id: 'crisis',
      nivel: 'urgente',
      titulo: 'Si hoy sientes que no puedes más, no estás sola ni solo',
      texto: 'Llama ahora a la Línea de la Vida: 800 911 2000.',
      porque: ['pienso que no vale la pena seguir'],
      contacto: { nombre: 'la Línea de la Vida', numero: '800 911 2000' },
    },
    {
      id: 'liquidos',
      nivel: 'importante',
      titulo: 'Tus líquidos tienen un límite',
      texto: 'Te indicaron un límite de líquidos a 1 litro al día: respétalo.',
      porque: ['el cardiólogo me limitó los líquidos a 1 litro al día'],
    },
  ],
};

describe('ReportView safety notes', () => {
  it('shows the crisis line first, as an alert with a tel: link, then the notes with their reasons', () => {
    render(<ReportView report={report} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('tel:8009112000');
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings[0]).toBe('Si hoy sientes que no puedes más, no estás sola ni solo');
    expect(headings.indexOf('Tus líquidos tienen un límite')).toBeLessThan(
      headings.indexOf('Tu perfil'),
    );
    expect(
      screen.getByText(
        'Porque escribiste «el cardiólogo me limitó los líquidos a 1 litro al día».',
      ),
    ).toBeTruthy();
  });

  it('shows the plain cautions of a report stored before the notes existed', () => {
    render(<ReportView report={{ ...STATIC_REPORT, precauciones: ['Aviso antiguo.'] }} />);
    expect(screen.getByText('Aviso antiguo.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ReportView plate', () => {
  it('draws the plate once, beside the meals recommendation', () => {
    render(<ReportView report={STATIC_REPORT} />);
    const plate = screen.getByRole('img', { name: /^El método del plato/ });
    const meals = STATIC_REPORT.recomendaciones.find((rec) => rec.tema === 'comidas')!;
    expect(plate.closest('li')?.querySelector('h3')?.textContent).toBe(meals.titulo);
  });
});

describe('ReportView key numbers', () => {
  const withLabs: InitialReport = {
    ...STATIC_REPORT,
    analisis: [
      { clave: 'a1c', valor: 7.2, unidad: '%', valorBase: 7.2, texto: 'a1c 7.2' },
      {
        clave: 'ldl',
        valor: 3.1,
        unidad: 'mmol/L',
        valorBase: 119.88,
        cuando: 'marzo 2026',
        texto: 'ldl 3.1 mmol/L',
      },
      { clave: 'hdl', valor: 45, unidad: 'mg/dL', valorBase: 45, texto: 'hdl 45' },
    ],
  };

  it('shows each lab as a card with its value in her unit, its band in words and the range bar', () => {
    render(<ReportView report={withLabs} />);
    const numbers = screen.getByRole('region', { name: 'Tus números' });
    const cards = within(numbers).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const a1c = within(numbers).getByRole('article', { name: 'Hemoglobina glicosilada (A1C)' });
    expect(a1c.textContent).toContain('7,2 %');
    expect(a1c.textContent).toContain('Alto');
    expect(a1c.querySelector('[data-testid="barra-a1c"]')).not.toBeNull();
    const ldl = within(numbers).getByRole('article', { name: /LDL/ });
    expect(ldl.textContent).toContain('3,1 mmol/L');
    expect(ldl.textContent).toContain('Medido: marzo 2026.');
  });

  it("reads HDL against the health form's sex", () => {
    const hdl = (genero: string) => {
      const view = render(<ReportView report={withLabs} genero={genero} />);
      const text = screen.getByRole('article', { name: /HDL/ }).textContent;
      view.unmount();
      return text;
    };
    expect(hdl('femenino')).toContain('Bajo');
    expect(hdl('masculino')).toContain('Normal');
  });

  it('has no numbers section without labs, and the safety notes stay first', () => {
    render(<ReportView report={{ ...withLabs, avisos: report.avisos }} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Si hoy sientes que no puedes más, no estás sola ni solo');
    expect(headings.indexOf('Tus números')).toBeGreaterThan(headings.indexOf('Tu perfil'));
    cleanup();
    render(<ReportView report={STATIC_REPORT} />);
    expect(screen.queryByRole('region', { name: 'Tus números' })).toBeNull();
  });
});
