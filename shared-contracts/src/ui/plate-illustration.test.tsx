/** @jest-environment @tm/build/jest-jsdom-environment */
// The plate is a picture a screen reader can name and describe, drawn only in the tokens' colours.
import { render, screen } from '@testing-library/react';
import { PlateIllustration } from './plate-illustration.js';
import { theme } from './theme.js';

test('the plate is an image named "El método del plato" with the advice as its description', () => {
  render(<PlateIllustration />);
  const plate = screen.getByRole('img', { name: /^El método del plato/ });
  expect(plate.tagName.toLowerCase()).toBe('svg');
  expect(plate.querySelector('title')?.textContent).toBe('El método del plato');
  const desc = plate.querySelector('desc')?.textContent ?? '';
  for (const part of [
    'la mitad con verduras',
    'un cuarto con proteína',
    'carbohidratos lentos',
    'grasa buena',
  ]) {
    expect(desc).toContain(part);
  }
});

test('no external image and only token colours', () => {
  const { container } = render(<PlateIllustration />);
  expect(container.querySelector('image, img, use')).toBeNull();
  const tokens = new Set<string>([...Object.values(theme.color), ...Object.values(theme.food)]);
  const painted = [...container.querySelectorAll('[fill], [stroke]')].flatMap((el) =>
    ['fill', 'stroke'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
  );
  expect(painted.length).toBeGreaterThan(5);
  expect(painted.filter((v) => !tokens.has(v))).toEqual([]);
});

test('two plates on one page keep distinct ids', () => {
  render(
    <>
      <PlateIllustration />
      <PlateIllustration />
    </>,
  );
  const ids = [...document.querySelectorAll('title')].map((t) => t.id);
  expect(new Set(ids).size).toBe(2);
});
