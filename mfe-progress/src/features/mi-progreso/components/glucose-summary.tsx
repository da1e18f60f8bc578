import { useMemo } from 'react';
import type { GlucoseReading } from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL, MIN_DAYS_FOR_SUMMARY } from '@tm/shared-contracts/clinical';
import { Note } from '@tm/shared-contracts/ui';
import { glucoseIn } from '../../../shared/format.js';
import { glucoseFacts } from '../../../shared/glucose-facts.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';

const percent = (share: number) => `${Math.round(share * 100)} %`;

interface Props {
  readings: Pick<GlucoseReading, 'valor' | 'medidoEn' | 'momento'>[];
  unit: UnitPreference['glucosa'];
}

/** Time in range and GMI over every reading, once there are enough days to mean anything. */
export function GlucoseSummary({ readings, unit }: Props) {
  // Worked out once per list of readings, not on each switch of unit or period.
  const facts = useMemo(() => glucoseFacts(readings), [readings]);
  if (!facts) return null;
  const band = `${glucoseIn(GLUCOSE_TARGET_MGDL.low, unit)}–${glucoseIn(GLUCOSE_TARGET_MGDL.high, unit)} ${unit}`;
  const share = (n: number) => percent(n / facts.count);
  return facts.ranges ? (
    <>
      <dl>
        <dt>Tiempo en rango ({band})</dt>
        <dd>
          {share(facts.inTarget)} de tus mediciones (por debajo: {share(facts.belowTarget)}; por
          encima: {share(facts.aboveTarget)})
        </dd>
        <dt>Indicador de control de glucosa (GMI)</dt>
        <dd>{String(Math.round(facts.ranges.gmi * 10) / 10).replace('.', ',')} %</dd>
      </dl>
      <Note>
        Son una estimación a partir de tus mediciones con el glucómetro, no un análisis de A1C: con
        pocas mediciones al día pueden alejarse de tu A1C real. Coméntalos con tu médico.
      </Note>
    </>
  ) : (
    <Note>
      El tiempo en rango y el GMI aparecen cuando tengas mediciones de al menos{' '}
      {MIN_DAYS_FOR_SUMMARY} días distintos (llevas {facts.days}).
    </Note>
  );
}
