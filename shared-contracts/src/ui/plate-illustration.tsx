import { Picture } from './illustrations/picture.js';
import { theme } from './theme.js';

const { color, food } = theme;
/** Centre and radius of the plate's food area in the 320 × 240 drawing. */
const CX = 120;
const CY = 120;
const R = 100;

/** One labelled share of the plate; the label is drawn for sighted readers, <desc> says it all. */
function Share({
  d,
  fill,
  lines,
  x,
  y,
}: {
  d: string;
  fill: string;
  lines: string[];
  x: number;
  y: number;
}) {
  return (
    <g>
      <path d={d} fill={fill} stroke={color.surface} strokeWidth={3} />
      <text x={x} y={y} fill={color.ink} fontSize={13} fontWeight={700} textAnchor="middle">
        {lines.map((line, i) => (
          <tspan key={line} x={x} dy={i === 0 ? 0 : 17}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/**
 * The plate method as an inline SVG (no image request, colours from the tokens): half vegetables,
 * a quarter protein, a quarter slow carbohydrates and a good fat beside it. Named by its <title>
 * and described in Spanish by its <desc>, so a screen reader hears the advice, not the shapes.
 */
export function PlateIllustration({ className }: { className?: string }) {
  return (
    <Picture
      className={className}
      viewBox="0 0 320 240"
      maxWidth="22rem"
      title="El método del plato"
      description="Un plato dividido así: la mitad con verduras sin almidón, un cuarto con proteína, un cuarto con carbohidratos lentos, y al lado una porción de grasa buena, como aguacate, aceite de oliva o nueces."
    >
      <circle
        cx={CX}
        cy={CY}
        r={R + 12}
        fill={color.surface}
        stroke={color.inkSoft}
        strokeWidth={2}
      />
      <Share
        d={`M${CX},${CY - R} A${R},${R} 0 0 0 ${CX},${CY + R} Z`}
        fill={food.vegetables}
        lines={['Verduras']}
        x={CX - 50}
        y={CY + 5}
      />
      <Share
        d={`M${CX},${CY} L${CX},${CY - R} A${R},${R} 0 0 1 ${CX + R},${CY} Z`}
        fill={food.protein}
        lines={['Proteína']}
        x={CX + 45}
        y={CY - 35}
      />
      <Share
        d={`M${CX},${CY} L${CX + R},${CY} A${R},${R} 0 0 1 ${CX},${CY + R} Z`}
        fill={food.carbs}
        lines={['Carbohidratos', 'lentos']}
        x={CX + 46}
        y={CY + 32}
      />
      <Share
        d="M275,48 a30,30 0 1 0 0.1,0 Z"
        fill={food.fat}
        lines={['Grasa', 'buena']}
        x={275}
        y={74}
      />
    </Picture>
  );
}
