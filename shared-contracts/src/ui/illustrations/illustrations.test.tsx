/** @jest-environment @tm/build/jest-jsdom-environment */
// Every illustration is a picture a screen reader can name and describe in Spanish, drawn inline in
// the tokens' colours, with no image request; a decorative use is hidden instead.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../theme.js';
import { BRISTOL_TYPES, BristolIllustration } from './bristol.js';
import { HeroIllustration } from './hero.js';
import { PILLAR_PICTURES, PillarIllustration, type Pillar } from './pillars.js';

const TOKENS = new Set<string>(
  [theme.color, theme.food, theme.art].flatMap((group) => Object.values(group)),
);

const CASES: [string, ReactElement, string, RegExp][] = [
  ...BRISTOL_TYPES.map(({ type }): [string, ReactElement, string, RegExp] => [
    `Bristol ${type}`,
    <BristolIllustration key={type} type={type} />,
    `Tipo ${type} de la escala de Bristol`,
    /\S{3,}/,
  ]),
  ...(Object.keys(PILLAR_PICTURES) as Pillar[]).map(
    (pillar): [string, ReactElement, string, RegExp] => [
      `pilar ${pillar}`,
      <PillarIllustration key={pillar} pillar={pillar} />,
      PILLAR_PICTURES[pillar].title,
      /^Un[ao]? /,
    ],
  ),
  ['portada', <HeroIllustration key="hero" />, 'Un amanecer tranquilo', /a tu ritmo/],
];

test.each(CASES)(
  '%s: an image named by its title and described by its desc',
  (_, picture, title, desc) => {
    const { container } = render(picture);
    const image = screen.getByRole('img', { name: title });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('title')?.textContent).toBe(title);
    const description = image.querySelector('desc')!;
    expect(description.textContent).toMatch(desc);
    expect(image.getAttribute('aria-describedby')).toBe(description.id);
    expect(container.querySelector('image, img, use, foreignObject')).toBeNull();
    const painted = [...container.querySelectorAll('[fill], [stroke]')].flatMap((el) =>
      ['fill', 'stroke'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
    );
    expect(painted.filter((v) => v !== 'none' && !TOKENS.has(v))).toEqual([]);
  },
);

test('the seven Bristol descriptions go from hard to liquid, each its own', () => {
  const descriptions = BRISTOL_TYPES.map((t) => t.description);
  expect(new Set(descriptions).size).toBe(7);
  expect(descriptions[0]).toMatch(/duras/);
  expect(descriptions[3]).toMatch(/ideal/);
  expect(descriptions[6]).toMatch(/líquida/);
});

test('a decorative picture is hidden from screen readers and has no title', () => {
  const { container } = render(<BristolIllustration type={4} decorative />);
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.querySelector('title')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
});

test('another language passes its own words', () => {
  render(<HeroIllustration text={{ title: 'A calm sunrise', description: 'Hills.' }} />);
  expect(screen.getByRole('img', { name: 'A calm sunrise' })).toBeTruthy();
});
