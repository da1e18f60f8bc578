// Every reading of a person as one CSV file (issue 19), for her doctor or a spreadsheet: RFC 4180
// (commas, points for decimals, quotes where needed) with a BOM so spreadsheet programs read the
// accents. Values in their canonical unit with the person's own number and unit beside them.
import type { ProgressReading } from '../api/progress.js';

const COLUMNS = [
  'fecha',
  'fecha_utc',
  'tipo',
  'analisis',
  'valor',
  'unidad',
  'diastolica',
  'valor_original',
  'unidad_original',
  'momento',
  'origen',
  'nota',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time ('2026-11-18 07:02'); a lab sheet keeps its own day. */
function localDate(reading: ProgressReading): string {
  if (reading.tipo === 'analisis') return reading.medidoEn.slice(0, 10);
  const d = new Date(reading.medidoEn);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}`
  );
}

const cell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const rounded = (n: number) => Math.round(n * 100) / 100;

export function readingsCsv(readings: ProgressReading[]): string {
  const rows = readings.map((r) =>
    [
      localDate(r),
      r.medidoEn,
      r.tipo,
      r.marcador,
      rounded(r.valor),
      r.unidad,
      r.diastolica,
      r.valorOriginal,
      r.unidadOriginal,
      r.momento,
      r.origen,
      r.nota,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** The file name: `mis-mediciones-2026-11-23.csv`. */
export const readingsCsvName = (today: Date) =>
  `mis-mediciones-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
