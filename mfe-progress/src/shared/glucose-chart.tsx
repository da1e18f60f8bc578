import { formatLab, GLUCOSE_TARGET_MGDL } from '@tm/shared-contracts/clinical';
import type { GlucoseReading } from '@tm/shared-contracts';
import { theme } from '@tm/shared-contracts/ui';
import { glucoseValueIn } from './format.js';
import { TrendChart } from './trend-chart.js';
import type { UnitPreference } from './use-unit-preference.js';

/** The scale always shows 40–300 mg/dL, so a day in range never looks like a swing. */
const SCALE_MGDL = [40, 300] as const;

interface Props {
  readings: Pick<GlucoseReading, 'valor' | 'medidoEn'>[];
  unit: UnitPreference['glucosa'];
  describedBy: string;
}

/** Glucose over days with the 70–180 mg/dL target band shaded and lows in red. */
export function GlucoseChart({ readings, unit, describedBy }: Props) {
  const inUnit = (mgdl: number) => glucoseValueIn(mgdl, unit);
  return (
    <TrendChart
      title="Gráfica de tu glucosa por día"
      titleId="grafica-glucosa-titulo"
      describedBy={describedBy}
      series={[
        {
          label: 'Glucosa',
          color: theme.color.ink,
          points: readings.map((r) => ({
            time: Date.parse(r.medidoEn),
            value: inUnit(r.valor),
            alert: r.valor < GLUCOSE_TARGET_MGDL.low,
          })),
        },
      ]}
      domain={[inUnit(SCALE_MGDL[0]), inUnit(SCALE_MGDL[1])]}
      band={{ low: inUnit(GLUCOSE_TARGET_MGDL.low), high: inUnit(GLUCOSE_TARGET_MGDL.high) }}
      guides={[inUnit(GLUCOSE_TARGET_MGDL.low), inUnit(GLUCOSE_TARGET_MGDL.high)]}
      formatValue={(value) => formatLab(value, unit)}
    />
  );
}
