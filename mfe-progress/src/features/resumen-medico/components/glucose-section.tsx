import type { ProgressReading } from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL, TIR_BANDS, type TirBand } from '@tm/shared-contracts/clinical';
import styled from 'styled-components';
import { glucoseIn } from '../../../shared/format.js';
import { Table } from '../../../shared/table.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';
import { GlucoseChart } from '../../../shared/glucose-chart.js';
import type { GlucoseFacts } from '../../../shared/glucose-facts.js';
import { MomentTable } from '../../../shared/moment-table.js';

const Small = styled.div`
  max-width: 26rem;
  @media print {
    max-width: 11cm;
  }
`;

const BAND_LABELS: Record<TirBand, string> = {
  muyBaja: 'Muy baja',
  baja: 'Baja',
  enRango: 'En rango',
  alta: 'Alta',
  muyAlta: 'Muy alta',
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

interface Props {
  facts: GlucoseFacts | null;
  readings: ProgressReading[];
  unit: UnitPreference['glucosa'];
}

/** Average, range, counts by time of day, and time in range when the days allow it. */
export function GlucoseSection({ facts, readings, unit }: Props) {
  const g = (mgdl: number) => `${glucoseIn(mgdl, unit)} ${unit}`;
  const band = (from: number, to: number) =>
    from === -Infinity
      ? `menos de ${glucoseIn(to + 1, unit)}`
      : to === Infinity
        ? `más de ${glucoseIn(from - 1, unit)}`
        : `${glucoseIn(from, unit)}–${glucoseIn(to, unit)}`;
  return (
    <section aria-labelledby="resumen-glucosa-titulo">
      <h3 id="resumen-glucosa-titulo">Glucosa</h3>
      {!facts ? (
        <p>Sin mediciones de glucosa en este periodo.</p>
      ) : (
        <>
          <p id="resumen-glucosa-texto">
            {facts.count} mediciones en {facts.days} días; promedio {g(facts.meanMgdl)}, de{' '}
            {g(facts.minMgdl)} a {g(facts.maxMgdl)}. Rango objetivo habitual{' '}
            {band(GLUCOSE_TARGET_MGDL.low, GLUCOSE_TARGET_MGDL.high)} {unit} (zona sombreada).
          </p>
          <Small>
            <GlucoseChart readings={readings} unit={unit} describedBy="resumen-glucosa-texto" />
          </Small>
          <MomentTable facts={facts} readings={readings} unit={unit} />
          {facts.ranges && (
            <>
              <Table>
                <caption>Tiempo en rango (consenso internacional)</caption>
                <thead>
                  <tr>
                    <th scope="col">Banda ({unit})</th>
                    <th scope="col">Mediciones</th>
                  </tr>
                </thead>
                <tbody>
                  {TIR_BANDS.map((b) => (
                    <tr key={b.key}>
                      <td>
                        {BAND_LABELS[b.key]}: {band(b.from, b.to)}
                      </td>
                      <td>{percent(facts.ranges!.bands[b.key])}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <p>
                Indicador de control de glucosa (GMI):{' '}
                {String(Math.round(facts.ranges.gmi * 10) / 10).replace('.', ',')} %. Calculado de
                las mediciones registradas; con pocas mediciones al día es una estimación, no una
                A1C.
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
