import type { ReactNode } from 'react';
import { theme } from '../theme.js';
import { Picture, type PictureText } from './picture.js';

const { color, food, art } = theme;

export type Pillar = 'nutrition' | 'movement' | 'stress';

/** What each pillar's picture shows, in Spanish; a page in another language passes its own. */
export const PILLAR_PICTURES: Record<Pillar, PictureText> = {
  nutrition: {
    title: 'Un tazón de comida real',
    description:
      'Un tazón con hojas verdes, tomate y aguacate: comida real, con fibra y grasa buena.',
  },
  movement: {
    title: 'Una persona que camina',
    description: 'Una persona camina tranquila por un sendero: moverse un poco cada día.',
  },
  stress: {
    title: 'Una flor de loto sobre el agua',
    description: 'Una flor de loto abierta sobre agua quieta: respirar despacio y descansar.',
  },
};

const line = {
  fill: 'none',
  stroke: color.primary,
  strokeWidth: 5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Each pillar drawn in a 96 × 96 box, on a soft round background. */
const DRAWINGS: Record<Pillar, ReactNode> = {
  nutrition: (
    <>
      <ellipse cx={34} cy={44} rx={12} ry={7} fill={art.leaf} transform="rotate(-30 34 44)" />
      <ellipse
        cx={56}
        cy={40}
        rx={12}
        ry={7}
        fill={food.vegetables}
        stroke={art.leaf}
        strokeWidth={2}
        transform="rotate(25 56 40)"
      />
      <circle cx={46} cy={50} r={8} fill={food.protein} stroke={color.warning} strokeWidth={2} />
      <ellipse cx={64} cy={52} rx={8} ry={6} fill={food.fat} stroke={color.olive} strokeWidth={2} />
      <path
        d="M18 52 h60 a30 24 0 0 1 -60 0 Z"
        fill={color.surface}
        stroke={color.primary}
        strokeWidth={3}
      />
    </>
  ),
  movement: (
    <>
      <path
        d="M14 80 q34 -10 68 0"
        fill="none"
        stroke={art.hillDeep}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <circle cx={50} cy={22} r={7} fill={color.primary} />
      <path
        d="M48 32 l-4 20 M48 32 l10 12 l8 -4 M48 32 l-12 10 l-4 8 M44 52 l10 12 l-2 12 M44 52 l-8 12 l-10 4"
        {...line}
      />
    </>
  ),
  stress: (
    <>
      <path
        d="M16 70 q8 -4 16 0 t16 0 t16 0 t16 0"
        fill="none"
        stroke={color.info}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path
        d="M48 62 c-8 -10 -8 -24 0 -34 c8 10 8 24 0 34 Z"
        fill={food.protein}
        stroke={color.warning}
        strokeWidth={2}
      />
      <path
        d="M48 62 c-14 -2 -22 -12 -22 -24 c12 2 20 10 22 24 Z"
        fill={food.protein}
        stroke={color.warning}
        strokeWidth={2}
      />
      <path
        d="M48 62 c14 -2 22 -12 22 -24 c-12 2 -20 10 -22 24 Z"
        fill={food.protein}
        stroke={color.warning}
        strokeWidth={2}
      />
      <path d="M30 62 h36" stroke={art.leaf} strokeWidth={4} strokeLinecap="round" />
    </>
  ),
};

/** One of the programme's 3 pillars as a small picture (landing, lessons). */
export function PillarIllustration({
  pillar,
  text = PILLAR_PICTURES[pillar],
  className,
}: {
  pillar: Pillar;
  text?: PictureText;
  className?: string;
}) {
  return (
    <Picture {...text} viewBox="0 0 96 96" maxWidth="5.5rem" className={className}>
      <circle cx={48} cy={48} r={46} fill={art.sky} />
      {DRAWINGS[pillar]}
    </Picture>
  );
}
