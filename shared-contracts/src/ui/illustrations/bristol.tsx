import type { ReactNode } from 'react';
import { theme } from '../theme.js';
import { Picture } from './picture.js';

const { stool, stoolEdge, water } = theme.art;

export type BristolType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The seven types in plain Spanish: a short name for a choice, and what the picture shows. */
export const BRISTOL_TYPES: { type: BristolType; short: string; description: string }[] = [
  {
    type: 1,
    short: 'Bolitas duras',
    description: 'Bolitas duras y separadas, como nueces; cuesta evacuarlas (estreñimiento).',
  },
  {
    type: 2,
    short: 'Alargada con grumos',
    description: 'Alargada como una salchicha, pero hecha de grumos (estreñimiento leve).',
  },
  {
    type: 3,
    short: 'Con grietas',
    description: 'Como una salchicha con grietas en la superficie (normal).',
  },
  {
    type: 4,
    short: 'Lisa y blanda',
    description: 'Como una salchicha o una serpiente, lisa y blanda (lo ideal).',
  },
  {
    type: 5,
    short: 'Trozos blandos',
    description: 'Trozos blandos de bordes definidos, fáciles de evacuar (le falta fibra).',
  },
  {
    type: 6,
    short: 'Pastosa',
    description: 'Trozos esponjosos de bordes irregulares, pastosa (diarrea leve).',
  },
  {
    type: 7,
    short: 'Líquida',
    description: 'Acuosa, sin trozos sólidos, del todo líquida (diarrea).',
  },
];

const shape = { fill: stool, stroke: stoolEdge, strokeWidth: 2 } as const;

/** Each type drawn in an 80 × 48 box. */
const DRAWINGS: Record<BristolType, ReactNode> = {
  1: (
    <g {...shape}>
      <circle cx={14} cy={26} r={6} />
      <circle cx={30} cy={17} r={6.5} />
      <circle cx={44} cy={30} r={6} />
      <circle cx={58} cy={18} r={5.5} />
      <circle cx={69} cy={32} r={5} />
    </g>
  ),
  2: (
    <g {...shape}>
      {[14, 25, 36, 47, 58, 68].map((cx, i) => (
        <circle key={cx} cx={cx} cy={i % 2 ? 22 : 26} r={8} />
      ))}
    </g>
  ),
  3: (
    <g>
      <rect x={6} y={14} width={68} height={20} rx={10} {...shape} />
      <path
        d="M20 14 l2 6 -3 4 M34 34 l-2 -6 3 -3 M48 14 l-1 7 3 3 M62 34 l2 -6 -2 -4"
        fill="none"
        stroke={stoolEdge}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
    </g>
  ),
  4: (
    <g fill="none" strokeLinecap="round">
      <path d="M10 32 C22 10 34 38 46 22 S66 14 70 20" stroke={stoolEdge} strokeWidth={15} />
      <path d="M10 32 C22 10 34 38 46 22 S66 14 70 20" stroke={stool} strokeWidth={11} />
    </g>
  ),
  5: (
    <g {...shape}>
      <ellipse cx={16} cy={26} rx={10} ry={8} />
      <ellipse cx={40} cy={22} rx={11} ry={8.5} />
      <ellipse cx={64} cy={28} rx={10} ry={7.5} />
    </g>
  ),
  6: (
    <path
      {...shape}
      strokeLinejoin="round"
      d="M8 30 q2 -9 9 -7 q2 -8 9 -4 q4 -7 10 -2 q5 -6 10 0 q6 -5 10 1 q7 -3 9 4 q8 2 5 9 q-1 7 -9 5 q-4 5 -10 1 q-5 5 -10 0 q-6 4 -11 -1 q-6 4 -10 -1 q-9 2 -12 -5 Z"
    />
  ),
  7: (
    <g>
      <path
        d="M6 30 q6 -10 18 -8 q10 -8 22 -3 q12 -5 22 3 q8 4 4 10 q-4 6 -16 4 q-10 5 -22 1 q-14 4 -24 -1 q-7 -2 -4 -6 Z"
        fill={water}
        stroke={stoolEdge}
        strokeWidth={2}
      />
      <path
        d="M22 30 q5 -3 10 0 M42 26 q5 -3 10 0"
        fill="none"
        stroke={stoolEdge}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
    </g>
  ),
};

/**
 * One type of the Bristol stool scale as a small picture, named 'Tipo N de la escala de Bristol'.
 * `decorative` where the type's name is written beside it (a choice in a form).
 */
export function BristolIllustration({
  type,
  decorative,
  className,
}: {
  type: BristolType;
  decorative?: boolean;
  className?: string;
}) {
  const { description } = BRISTOL_TYPES[type - 1]!;
  return (
    <Picture
      title={`Tipo ${type} de la escala de Bristol`}
      description={description}
      viewBox="0 0 80 48"
      maxWidth="5rem"
      decorative={decorative}
      className={className}
    >
      {DRAWINGS[type]}
    </Picture>
  );
}
