import { render, screen, within } from '@testing-library/react';
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
