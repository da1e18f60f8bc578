import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@tm/shared-contracts/ui';
import { Table } from './table.js';

const Scroll = styled.div`
  overflow-x: auto;
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

export interface Column<R> {
  header: string;
  cell: (reading: R) => ReactNode;
}

interface Props<R> {
  caption: string;
  readings: R[];
  columns: Column<R>[];
  /** "la medición del 3 nov, 08:10": what the delete button of a row names. */
  describe: (reading: R) => string;
  onDelete: (id: number) => void;
}

/** Rows shown first, and added by each 'Ver más': 90 days of a sensor are ~26,000 rows. */
const FIRST_ROWS = 50;
const MORE_ROWS = 500;

/** The history, newest first: also a chart's numbers for whoever cannot see the chart. */
export function ReadingsTable<R extends { id: number }>({
  caption,
  readings,
  columns,
  describe,
  onDelete,
}: Props<R>) {
  const [rows, setRows] = useState(FIRST_ROWS);
  // Oldest first in, newest first out: only the rows shown are copied.
  const shown = readings.slice(-rows).reverse();
  const left = readings.length - shown.length;
  return (
    <>
      <Scroll>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
              <th scope="col">Borrar</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(r)}</td>
                ))}
                <td>
                  <DeleteButton
                    type="button"
                    aria-label={`Borrar ${describe(r)}`}
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
      {left > 0 && (
        <Button type="button" $variant="secondary" onClick={() => setRows(rows + MORE_ROWS)}>
          {left <= MORE_ROWS
            ? `Ver las ${readings.length} mediciones`
            : `Ver ${MORE_ROWS} más (de ${readings.length})`}
        </Button>
      )}
    </>
  );
}
