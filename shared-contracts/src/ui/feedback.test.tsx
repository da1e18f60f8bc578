/** @jest-environment @tm/build/jest-jsdom-environment */
// Alerts, progress, empty states and loading skeletons: each says what it is to a screen reader.
import { render, screen, within } from '@testing-library/react';
import { Alert } from './alert.js';
import { EmptyState } from './empty-state.js';
import { ProgressBar } from './progress-bar.js';
import { Loading, Skeleton } from './skeleton.js';

describe('Alert', () => {
  test('danger interrupts (role alert), the other tones wait their turn (role status)', () => {
    render(
      <>
        <Alert tone="danger" title="No se pudo guardar">
          Inténtalo de nuevo.
        </Alert>
        <Alert tone="success">Guardado.</Alert>
        <Alert tone="info">Un dato.</Alert>
        <Alert tone="warning">Cuidado.</Alert>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No se pudo guardarInténtalo de nuevo.');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Guardado.',
      'Un dato.',
      'Cuidado.',
    ]);
  });

  test('every tone draws its own icon, hidden from screen readers', () => {
    const { container } = render(
      <>
        {(['info', 'success', 'warning', 'danger'] as const).map((tone) => (
          <Alert key={tone} tone={tone} role="note">
            {tone}
          </Alert>
        ))}
      </>,
    );
    const icons = [...container.querySelectorAll('svg')];
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(new Set(icons.map((icon) => icon.getAttribute('class'))).size).toBe(4);
  });
});

describe('ProgressBar', () => {
  test('a progressbar named by its label, with its value in numbers and in words', () => {
    render(<ProgressBar label="Tu historial" value={3} max={10} valueText="Paso 3 de 10" />);
    const bar = screen.getByRole('progressbar', { name: 'Tu historial' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('Paso 3 de 10');
    expect(screen.getByText('Paso 3 de 10')).toBeTruthy();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('30%');
  });

  test('a value beyond the ends stays at the end; without words it says "N de M"', () => {
    render(<ProgressBar label="Días" value={9} max={5} />);
    const bar = screen.getByRole('progressbar', { name: 'Días' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('5 de 5');
  });
});

test('EmptyState: a named region with its heading, text and action', () => {
  render(
    <EmptyState title="Aún no hay mediciones" headingLevel={3} action={<a href="/x">Anotar</a>}>
      Anota la primera para ver tu gráfica.
    </EmptyState>,
  );
  const region = screen.getByRole('region', { name: 'Aún no hay mediciones' });
  expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe(
    'Aún no hay mediciones',
  );
  expect(within(region).getByText('Anota la primera para ver tu gráfica.')).toBeTruthy();
  expect(within(region).getByRole('link', { name: 'Anotar' })).toBeTruthy();
});

describe('Skeleton and Loading', () => {
  test('the skeleton is hidden from screen readers; Loading says its text as a status', () => {
    const { container } = render(<Loading lines={2}>Cargando tus datos...</Loading>);
    expect(screen.getByRole('status').textContent).toBe('Cargando tus datos...');
    const skeleton = container.querySelector('[data-skeleton]')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(2);
  });

  test('renders the number of lines asked for', () => {
    const { container } = render(<Skeleton lines={5} />);
    expect(container.querySelector('[data-skeleton]')!.children).toHaveLength(5);
  });
});
