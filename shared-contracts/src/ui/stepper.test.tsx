/** @jest-environment @tm/build/jest-jsdom-environment */
// A form in steps says where the person is, in words and as a progress bar, and moves the focus
// to the new step's heading when the step changes.
import { render, screen } from '@testing-library/react';
import { Stepper, stepText } from './stepper.js';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const view = (step: number) => (
  <Stepper step={step} total={10} title={`Sección ${step}`}>
    <input aria-label="campo" />
  </Stepper>
);

test('the progress bar carries its numbers and reads "Paso N de M"', () => {
  render(view(3));
  const bar = screen.getByRole('progressbar', { name: 'Paso 3 de 10' });
  expect(bar.getAttribute('aria-valuenow')).toBe('3');
  expect(bar.getAttribute('aria-valuemin')).toBe('1');
  expect(bar.getAttribute('aria-valuemax')).toBe('10');
  expect(bar.getAttribute('aria-valuetext')).toBe('Paso 3 de 10');
  expect(screen.getByText('Paso 3 de 10')).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Sección 3' })).toBeTruthy();
  expect(stepText(1, 12)).toBe('Paso 1 de 12');
});

test('the heading takes the focus when the step changes, not on the first render', () => {
  const { rerender } = render(view(1));
  expect(document.activeElement).toBe(document.body);
  rerender(view(2));
  const heading = screen.getByRole('heading', { level: 2, name: 'Sección 2' });
  expect(document.activeElement).toBe(heading);
  expect(heading.getAttribute('tabindex')).toBe('-1');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
});
