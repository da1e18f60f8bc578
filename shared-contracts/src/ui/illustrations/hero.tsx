import { theme } from '../theme.js';
import { Picture, type PictureText } from './picture.js';

const { color, art, food } = theme;

export const HERO_PICTURE: PictureText = {
  title: 'Un amanecer tranquilo',
  description:
    'Sale el sol sobre unas colinas verdes; un camino sube despacio entre ellas y al lado brota una planta: avanzar a tu ritmo.',
};

/**
 * The landing's calm picture: a sunrise over green hills, a path and a sprout. A few hundred bytes
 * of inline SVG in the prerendered HTML, so it paints with the text and requests nothing.
 */
export function HeroIllustration({
  text = HERO_PICTURE,
  className,
}: {
  text?: PictureText;
  className?: string;
}) {
  return (
    <Picture {...text} viewBox="0 0 320 160" maxWidth="22rem" className={className}>
      <rect x={0} y={0} width={320} height={160} rx={24} fill={art.sky} />
      <circle cx={214} cy={78} r={30} fill={art.sun} />
      <path
        d="M0 112 C70 70 140 84 200 104 S290 92 320 84 V136 a24 24 0 0 1 -24 24 H24 a24 24 0 0 1 -24 -24 Z"
        fill={art.hill}
      />
      <path
        d="M0 136 C80 108 170 112 320 128 V136 a24 24 0 0 1 -24 24 H24 a24 24 0 0 1 -24 -24 Z"
        fill={art.hillDeep}
      />
      <path
        d="M150 160 C160 140 196 128 204 104"
        fill="none"
        stroke={color.page}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path d="M64 134 V96" stroke={color.primary} strokeWidth={4} strokeLinecap="round" />
      <ellipse cx={51} cy={100} rx={14} ry={7} fill={art.leaf} transform="rotate(-35 51 100)" />
      <ellipse
        cx={77}
        cy={92}
        rx={15}
        ry={7}
        fill={food.vegetables}
        stroke={art.leaf}
        strokeWidth={2}
        transform="rotate(30 77 92)"
      />
    </Picture>
  );
}
