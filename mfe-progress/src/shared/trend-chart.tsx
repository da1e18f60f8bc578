import { theme } from '@tm/shared-contracts/ui';
import { monthLabel, shortDate } from './format.js';

// A hand-drawn SVG (docs/decisions.md): a line over time with an optional shaded band and dashed
// guides. The numbers behind it are always in a table beside it, which screen readers read instead
// of the picture; the text summary that describes it is named by `describedBy`.
const W = 320;
const H = 180;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };
const PLOT_W = W - PAD.left - PAD.right;
/** Above this many points a series is drawn per column of 2 units: its range and its mean. */
const DENSE = PLOT_W;
const DAY_MS = 86_400_000;

export interface ChartPoint {
  time: number;
  value: number;
  /** Drawn in red (a low glucose). */
  alert?: boolean;
}

export interface ChartSeries {
  label: string;
  color: string;
  points: ChartPoint[];
}

interface Props {
  /** The picture's accessible name, and the id of its <title>. */
  title: string;
  titleId: string;
  /** Id of the text summary that describes the picture. */
  describedBy: string;
  series: ChartSeries[];
  /** The lowest and highest value the scale always shows; the data may widen it. */
  domain: readonly [number, number];
  /** A shaded target band, in the shown unit. */
  band?: { low: number; high: number };
  /** Dashed reference lines, labelled on the axis (else the scale's ends are). */
  guides?: number[];
  formatValue: (value: number) => string;
}

/** Month starts within [from, to] (for spans over 45 days), else the first and last day. */
function timeTicks(from: number, to: number): { time: number; label: string }[] {
  if (to - from < 45 * DAY_MS)
    return [
      { time: from, label: shortDate(from) },
      ...(to > from ? [{ time: to, label: shortDate(to) }] : []),
    ];
  const ticks = [];
  const start = new Date(from);
  // At most about six labels fit the width.
  const step = Math.max(1, Math.ceil((to - from) / (30 * DAY_MS) / 6));
  for (
    let d = new Date(start.getFullYear(), start.getMonth() + 1, 1);
    d.getTime() <= to;
    d = new Date(d.getFullYear(), d.getMonth() + step, 1)
  )
    ticks.push({ time: d.getTime(), label: monthLabel(d.getTime()) });
  return ticks;
}

/** Many points → per column: lowest, highest and mean, so 90 days of a sensor stay light. */
function columns(points: ChartPoint[], x: (t: number) => number) {
  const byColumn = new Map<number, { min: number; max: number; sum: number; n: number }>();
  for (const p of points) {
    const column = Math.round(x(p.time) / 2) * 2;
    const c = byColumn.get(column) ?? { min: Infinity, max: -Infinity, sum: 0, n: 0 };
    c.min = Math.min(c.min, p.value);
    c.max = Math.max(c.max, p.value);
    c.sum += p.value;
    c.n += 1;
    byColumn.set(column, c);
  }
  return [...byColumn].map(([cx, c]) => ({ x: cx, min: c.min, max: c.max, mean: c.sum / c.n }));
}

/** The time span and the value scale (the domain, widened by the data), in one pass. */
function extent(series: ChartSeries[], domain: readonly [number, number]) {
  let [first, last, low, high] = [Infinity, -Infinity, domain[0], domain[1]];
  for (const s of series)
    for (const p of s.points) {
      first = Math.min(first, p.time);
      last = Math.max(last, p.time);
      low = Math.min(low, p.value);
      high = Math.max(high, p.value);
    }
  return { first, last, low, high };
}

export function TrendChart({
  title,
  titleId,
  describedBy,
  series,
  domain,
  band,
  guides,
  formatValue,
}: Props) {
  const { first, last, low, high } = extent(series, domain);
  const x = (t: number) =>
    last === first ? PAD.left + PLOT_W / 2 : PAD.left + ((t - first) / (last - first)) * PLOT_W;
  const y = (v: number) =>
    PAD.top + (1 - (v - low) / (high - low || 1)) * (H - PAD.top - PAD.bottom);
  const labelled = guides ?? [low, high];

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      style={{ maxWidth: '40rem', display: 'block' }}
    >
      <title id={titleId}>{title}</title>
      {band && (
        <rect
          x={PAD.left}
          y={y(band.high)}
          width={PLOT_W}
          height={y(band.low) - y(band.high)}
          fill="#dcefe3"
        />
      )}
      {labelled.map((value) => (
        <g key={value}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(value)}
            y2={y(value)}
            stroke={guides ? theme.color.primary : theme.color.border}
            strokeDasharray="4 3"
          />
          <text
            x={PAD.left - 4}
            y={y(value) + 4}
            textAnchor="end"
            fontSize="11"
            fill={theme.color.ink}
          >
            {formatValue(value)}
          </text>
        </g>
      ))}
      {series.map((s) => {
        if (s.points.length > DENSE) {
          const dense = columns(s.points, x);
          return (
            <g key={s.label}>
              {dense.map((c) => (
                <line
                  key={c.x}
                  x1={c.x}
                  x2={c.x}
                  y1={y(c.max)}
                  y2={y(c.min)}
                  stroke={s.color}
                  strokeOpacity="0.35"
                  strokeWidth="2"
                />
              ))}
              <polyline
                points={dense.map((c) => `${c.x},${y(c.mean)}`).join(' ')}
                fill="none"
                stroke={s.color}
                strokeWidth="1.5"
              />
            </g>
          );
        }
        return (
          <g key={s.label}>
            <polyline
              points={s.points.map((p) => `${x(p.time)},${y(p.value)}`).join(' ')}
              fill="none"
              stroke={s.color}
              strokeWidth="1.5"
            />
            {s.points.map((p, i) => (
              <circle
                key={i}
                cx={x(p.time)}
                cy={y(p.value)}
                r={s.points.length > 60 ? 2.5 : 4}
                fill={p.alert ? theme.color.danger : s.color}
              />
            ))}
          </g>
        );
      })}
      {timeTicks(first, last).map((tick, i, ticks) => (
        <text
          key={tick.time}
          x={ticks.length <= 2 ? (i === 0 ? PAD.left : W - PAD.right) : x(tick.time)}
          y={H - 6}
          textAnchor={ticks.length <= 2 ? (i === 0 ? 'start' : 'end') : 'middle'}
          fontSize="11"
          fill={theme.color.ink}
        >
          {tick.label}
        </text>
      ))}
    </svg>
  );
}
