import type { GlucoseReading } from '@tm/shared-contracts';
import { glucoseIn } from './format.js';
import { momentLabel, type GlucoseFacts } from './glucose-facts.js';
import { Table } from './table.js';
import type { UnitPreference } from './use-unit-preference.js';

interface Props {
  facts: GlucoseFacts;
  readings: Pick<GlucoseReading, 'origen'>[];
  unit: UnitPreference['glucosa'];
}

/** Counts and means by time of day, imported sensor readings apart. */
export function MomentTable({ facts, readings, unit }: Props) {
  return (
    <Table>
      <caption>Por momento del día</caption>
      <thead>
        <tr>
          <th scope="col">Momento</th>
          <th scope="col">Mediciones</th>
          <th scope="col">Promedio ({unit})</th>
        </tr>
      </thead>
      <tbody>
        {facts.byMoment.map((m) => (
          <tr key={m.moment}>
            <td>{momentLabel(m.moment, readings)}</td>
            <td>{m.count}</td>
            <td>{glucoseIn(m.meanMgdl, unit)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
