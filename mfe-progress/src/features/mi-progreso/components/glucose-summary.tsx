import {
  GLUCOSE_TARGET_MGDL,
  glucoseSummary,
  MIN_DAYS_FOR_SUMMARY,
} from '@tm/shared-contracts/clinical';
import type { GlucoseReading } from '@tm/shared-contracts';
import { Note } from '@tm/shared-contracts/ui';
import { glucoseIn, localDay, shortDate } from '../../../shared/format.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';

const percent = (share: number) => `${Math.round(share * 100)} %`;

interface Props {
  readings: Pick<GlucoseReading, 'valor' | 'medidoEn'>[];
  unit: UnitPreference['glucosa'];
  /** Id of the paragraph that describes the chart in words. */
  id: string;
}

/** The chart in words, then time in range and GMI once there are enough days to mean anything. */
export function GlucoseSummary({ readings, unit, id }: Props) {
  const values = readings.map((r) => r.valor);
  const inBand = values.filter(
    (v) => v >= GLUCOSE_TARGET_MGDL.low && v <= GLUCOSE_TARGET_MGDL.high,
  ).length;
  const band = `${glucoseIn(GLUCOSE_TARGET_MGDL.low, unit)}–${glucoseIn(GLUCOSE_TARGET_MGDL.high, unit)} ${unit}`;
  const summary = glucoseSummary(
    readings.map((r) => ({ mgdl: r.valor, day: localDay(r.medidoEn) })),
  );
  const days = new Set(readings.map((r) => localDay(r.medidoEn))).size;

  return (
    <>
      <p id={id}>
        {readings.length === 1 ? '1 medición' : `${readings.length} mediciones`} del{' '}
        {shortDate(readings[0]!.medidoEn)} al {shortDate(readings.at(-1)!.medidoEn)}, entre{' '}
        {glucoseIn(Math.min(...values), unit)} y {glucoseIn(Math.max(...values), unit)} {unit};{' '}
        {inBand} de {readings.length} dentro del rango objetivo ({band}, la zona sombreada).
      </p>
      {summary ? (
        <dl>
          <dt>Tiempo en rango ({band})</dt>
          <dd>
            {percent(summary.inRange)} de tus mediciones (por debajo: {percent(summary.below)}; por
            encima: {percent(summary.above)})
          </dd>
          <dt>Indicador de control de glucosa (GMI)</dt>
          <dd>{String(Math.round(summary.gmi * 10) / 10).replace('.', ',')} %</dd>
        </dl>
      ) : (
        <Note>
          El tiempo en rango y el GMI aparecen cuando tengas mediciones de al menos{' '}
          {MIN_DAYS_FOR_SUMMARY} días distintos (llevas {days}).
        </Note>
      )}
      {summary && (
        <Note>
          Son una estimación a partir de tus mediciones con el glucómetro, no un análisis de A1C:
          con pocas mediciones al día pueden alejarse de tu A1C real. Coméntalos con tu médico.
        </Note>
      )}
    </>
  );
}
