import { GLUCOSE_TARGET_MGDL, type LabUnit } from '@tm/shared-contracts/clinical';
import type { ProgressReading } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import { glucoseIn, shortDate } from '../format.js';

// A hand-drawn SVG (docs/decisions.md): a few dozen points need no chart library, and the numbers
// behind it are the table below, which screen readers read instead of the picture.
const W = 320;
const H = 180;
const PAD = { left: 36, right: 8, top: 10, bottom: 24 };
const FLOOR_MGDL = 40;
const CEILING_MGDL = 300;

interface Props {
  readings: ProgressReading[];
  unit: Extract<LabUnit, 'mg/dL' | 'mmol/L'>;
  /** Id of the text summary that describes the picture. */
  describedBy: string;
}

/** Glucose over days with the 70–180 mg/dL target band shaded. */
export function GlucoseChart({ readings, unit, describedBy }: Props) {
  const times = readings.map((r) => Date.parse(r.medidoEn));
  const first = Math.min(...times);
  const span = Math.max(Math.max(...times) - first, 1);
  const top = Math.max(CEILING_MGDL, ...readings.map((r) => r.valor));
  const x = (t: number) => PAD.left + ((t - first) / span) * (W - PAD.left - PAD.right);
  const y = (mgdl: number) =>
    PAD.top +
    (1 - (Math.max(mgdl, FLOOR_MGDL) - FLOOR_MGDL) / (top - FLOOR_MGDL)) *
      (H - PAD.top - PAD.bottom);
  const points = readings.map((r, i) => ({
    x: x(times[i]!),
    y: y(r.valor),
    low: r.valor < GLUCOSE_TARGET_MGDL.low,
  }));
  const band = { top: y(GLUCOSE_TARGET_MGDL.high), bottom: y(GLUCOSE_TARGET_MGDL.low) };

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-labelledby="grafica-glucosa-titulo"
      aria-describedby={describedBy}
      style={{ maxWidth: '40rem', display: 'block' }}
    >
      <title id="grafica-glucosa-titulo">Gráfica de tu glucosa por día</title>
      <rect
        x={PAD.left}
        y={band.top}
        width={W - PAD.left - PAD.right}
        height={band.bottom - band.top}
        fill="#dcefe3"
      />
      {[GLUCOSE_TARGET_MGDL.low, GLUCOSE_TARGET_MGDL.high].map((mgdl) => (
        <g key={mgdl}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(mgdl)}
            y2={y(mgdl)}
            stroke={theme.color.primary}
            strokeDasharray="4 3"
          />
          <text
            x={PAD.left - 4}
            y={y(mgdl) + 4}
            textAnchor="end"
            fontSize="11"
            fill={theme.color.ink}
          >
            {glucoseIn(mgdl, unit)}
          </text>
        </g>
      ))}
      <polyline
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={theme.color.ink}
        strokeWidth="1.5"
      />
      {points.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r="4"
          fill={p.low ? theme.color.danger : theme.color.ink}
        />
      ))}
      <text x={PAD.left} y={H - 6} fontSize="11" fill={theme.color.ink}>
        {shortDate(readings[0]!.medidoEn)}
      </text>
      <text x={W - PAD.right} y={H - 6} textAnchor="end" fontSize="11" fill={theme.color.ink}>
        {shortDate(readings.at(-1)!.medidoEn)}
      </text>
    </svg>
  );
}
