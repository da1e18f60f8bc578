import { useMemo, useState } from 'react';
import type { GlucoseReading } from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL } from '@tm/shared-contracts/clinical';
import { count, glucoseIn, shortDate } from '../../../shared/format.js';
import { ChoiceGroup } from '../../../shared/choice-group.js';
import { GlucoseChart } from '../../../shared/glucose-chart.js';
import {
  glucoseFacts,
  inPeriod,
  initialPeriod,
  PERIODS,
  type PeriodDays,
} from '../../../shared/glucose-facts.js';
import { MomentTable } from '../../../shared/moment-table.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';

interface Props {
  /** Every glucose reading, oldest first. */
  readings: GlucoseReading[];
  unit: UnitPreference['glucosa'];
}

/**
 * The last 7, 14, 30 or 90 days: the chart of that period (only it is drawn: a sensor's 90 days
 * are ~26,000 readings), its description, and average, range and counts in words and by moment.
 */
export function GlucosePeriods({ readings, unit }: Props) {
  // Read once per screen, so render stays pure.
  const [now] = useState(() => Date.now());
  const [days, setDays] = useState<PeriodDays>(() => initialPeriod(readings, now));
  const period = useMemo(() => inPeriod(readings, days, now), [readings, days, now]);
  const facts = useMemo(() => glucoseFacts(period), [period]);
  const g = (mgdl: number) => `${glucoseIn(mgdl, unit)} ${unit}`;
  const band = `${glucoseIn(GLUCOSE_TARGET_MGDL.low, unit)}–${g(GLUCOSE_TARGET_MGDL.high)}`;
  return (
    <section aria-labelledby="glucosa-periodo-titulo">
      <h3 id="glucosa-periodo-titulo">Tu glucosa por periodo</h3>
      <ChoiceGroup
        legend="Periodo"
        name="periodo-glucosa"
        options={PERIODS.map((d) => ({ value: d, label: `${d} días` }))}
        value={days}
        onChange={setDays}
      />
      {/* Said again when the period changes, for whoever cannot see the numbers move. */}
      <p aria-live="polite" data-testid="resumen-periodo">
        {facts
          ? `Últimos ${days} días: ${count(facts.count, 'medición', 'mediciones')} en ` +
            `${count(facts.days, 'día', 'días')}; promedio ${g(facts.meanMgdl)}, de ` +
            `${glucoseIn(facts.minMgdl, unit)} a ${g(facts.maxMgdl)}. ` +
            `${facts.inTarget} dentro del rango objetivo (${band}), ` +
            `${facts.belowTarget} por debajo y ${facts.aboveTarget} por encima.`
          : `No tienes mediciones de glucosa en los últimos ${days} días.`}
      </p>
      {facts && (
        <>
          <GlucoseChart readings={period} unit={unit} describedBy="resumen-glucosa" />
          <p id="resumen-glucosa">
            {count(facts.count, 'medición', 'mediciones')} del {shortDate(period[0]!.medidoEn)} al{' '}
            {shortDate(period.at(-1)!.medidoEn)}, entre {glucoseIn(facts.minMgdl, unit)} y{' '}
            {g(facts.maxMgdl)}; {facts.inTarget} de {facts.count} dentro del rango objetivo ({band},
            la zona sombreada).
          </p>
          <MomentTable facts={facts} readings={period} unit={unit} />
        </>
      )}
    </section>
  );
}
