import styled from 'styled-components';
import type { ProgressReading } from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL } from '@tm/shared-contracts/clinical';
import { theme } from '@tm/shared-contracts/ui';
import { glucoseIn, MOMENT_LABELS, shortDate, shortTime } from '../format.js';
import type { UnitPreference } from '../use-unit-preference.js';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
`;

const DeleteButton = styled.button`
  min-height: 44px;
  background: none;
  border: 2px solid ${theme.color.danger};
  color: ${theme.color.danger};
  border-radius: ${theme.radius.sm};
  padding: 0 0.75rem;
  cursor: pointer;
`;

interface Props {
  readings: ProgressReading[];
  unit: UnitPreference['glucosa'];
  onDelete: (id: number) => void;
}

/** The history, newest first: also the chart's numbers for whoever cannot see the chart. */
export function GlucoseTable({ readings, unit, onDelete }: Props) {
  return (
    <Scroll>
      <Table>
        <caption>Tus mediciones de glucosa (la más reciente primero)</caption>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Glucosa ({unit})</th>
            <th scope="col">Momento</th>
            <th scope="col">Nota</th>
            <th scope="col">Borrar</th>
          </tr>
        </thead>
        <tbody>
          {[...readings].reverse().map((r) => (
            <tr key={r.id}>
              <td>
                {shortDate(r.medidoEn)}, {shortTime(r.medidoEn)}
              </td>
              <td>
                {glucoseIn(r.valor, unit)}
                {r.valor < GLUCOSE_TARGET_MGDL.low
                  ? ' (baja)'
                  : r.valor > GLUCOSE_TARGET_MGDL.high
                    ? ' (alta)'
                    : ''}
              </td>
              <td>{r.momento ? MOMENT_LABELS[r.momento] : ''}</td>
              <td>{r.nota ?? ''}</td>
              <td>
                <DeleteButton
                  type="button"
                  aria-label={`Borrar la medición del ${shortDate(r.medidoEn)}, ${shortTime(r.medidoEn)}`}
                  onClick={() => onDelete(r.id)}
                >
                  Borrar
                </DeleteButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
