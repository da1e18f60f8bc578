import type { ProgressReading } from '@tm/shared-contracts';
import { LAB_MARKER_LABELS } from '@tm/shared-contracts/clinical';
import { bodyIn, labDate, labIn, labUnitOf, longDate } from '../../../shared/format.js';
import { Table } from '../../../shared/table.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';
import { bodyTrend, labTrends, pressureFacts } from '../summary-data.js';

interface LabProps {
  readings: ProgressReading[];
  units: UnitPreference;
}

/** Each lab test's first and last result, with their dates. */
export function LabSection({ readings, units }: LabProps) {
  const trends = labTrends(readings);
  return (
    <section aria-labelledby="resumen-analisis">
      <h3 id="resumen-analisis">Análisis de laboratorio</h3>
      {trends.length === 0 ? (
        <p>No anotó resultados de laboratorio.</p>
      ) : (
        <Table>
          <caption>Primer y último resultado de cada análisis anotado</caption>
          <thead>
            <tr>
              <th scope="col">Análisis</th>
              <th scope="col">Primero</th>
              <th scope="col">Último</th>
            </tr>
          </thead>
          <tbody>
            {trends.map(({ marker, first, last, count }) => {
              const unit = labUnitOf(marker, units);
              const shown = (r: ProgressReading) =>
                `${labIn(marker, r.valor, unit).text} ${unit} (${labDate(r.medidoEn)})`;
              return (
                <tr key={marker}>
                  <th scope="row">{LAB_MARKER_LABELS[marker]}</th>
                  <td>{shown(first)}</td>
                  <td>{count > 1 ? shown(last) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </section>
  );
}

interface BodyProps {
  all: ProgressReading[];
  period: ProgressReading[];
  units: UnitPreference;
}

/** Weight and waist over all time, blood pressure over the period. */
export function BodySection({ all, period, units }: BodyProps) {
  const rows = (['peso', 'cintura'] as const).flatMap((kind) => {
    const trend = bodyTrend(all, kind);
    if (!trend) return [];
    const shown = (r: ProgressReading) => {
      const { text, unit } = bodyIn(kind, r.valor, units);
      return `${text} ${unit} (${longDate(r.medidoEn)})`;
    };
    return [
      {
        label: kind === 'peso' ? 'Peso' : 'Cintura',
        first: shown(trend.first),
        last: trend.count > 1 ? shown(trend.last) : '—',
      },
    ];
  });
  const pressure = pressureFacts(period.filter((r) => r.tipo === 'presion'));
  return (
    <section aria-labelledby="resumen-cuerpo">
      <h3 id="resumen-cuerpo">Peso, cintura y presión arterial</h3>
      {rows.length === 0 ? (
        <p>No anotó peso ni cintura.</p>
      ) : (
        <Table>
          <caption>Primera y última medición anotada</caption>
          <thead>
            <tr>
              <th scope="col">Medida</th>
              <th scope="col">Primera</th>
              <th scope="col">Última</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{r.first}</td>
                <td>{r.last}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p>
        {pressure
          ? `Presión arterial en el periodo: ${pressure.count} mediciones, promedio ${pressure.sistolica}/${pressure.diastolica} mmHg; la última, ${pressure.last.valor}/${pressure.last.diastolica ?? '–'} mmHg (${longDate(pressure.last.medidoEn)}).`
          : 'Sin mediciones de presión arterial en el periodo.'}
      </p>
    </section>
  );
}
