// Glucose readings out of a device's CSV export (issue 19), read in the browser for the preview and
// sent to the API in batches. Two documented layouts, recognised by position and the unit in their
// headers, so an export in another language reads the same:
// - FreeStyle LibreView ("Glucose Data" export): a title line, then `Device, Serial Number, Device
//   Timestamp, Record Type, Historic Glucose mg/dL, Scan Glucose mg/dL, …, Strip Glucose mg/dL, …`
//   (19 columns; record type 0 = every 15 min from the sensor, 1 = scan, 2 = strip). Timestamps are
//   the device's local time, "MM-DD-YYYY hh:mm AM" in US exports and "DD-MM-YYYY HH:mm" elsewhere.
// - Dexcom Clarity (Export): `Index, Timestamp (YYYY-MM-DDThh:mm:ss), Event Type, Event Subtype,
//   Patient Info, Device Info, Source Device ID, Glucose Value (mg/dL), …` (14 columns); the first
//   rows are the patient's and devices' details without a timestamp, then one row per event; the
//   sensor's readings (EGV) and meter calibrations carry a glucose value, "Low"/"High" out of its
//   range. Local device time too.
import { PLAUSIBLE_BY_UNIT } from '../clinical/lab-readings.js';
import type { ImportSource, ReadingSource } from '../api/progress.js';

export type GlucoseUnit = 'mg/dL' | 'mmol/L';

export interface DeviceReading {
  /** The device's local wall-clock time, 'YYYY-MM-DDTHH:mm:ss' (no offset). */
  local: string;
  /** In the file's unit. */
  valor: number;
}

export interface DeviceFile {
  origen: ImportSource;
  unidad: GlucoseUnit;
  /** Oldest first, one per moment. */
  lecturas: DeviceReading[];
  /** Rows with a glucose the file gives as text ("Low", "High") or outside what a body shows. */
  sinNumero: number;
}

export const DEVICE_LABELS: Record<ImportSource, string> = {
  libreview: 'FreeStyle LibreView',
  dexcom: 'Dexcom Clarity',
};

/** Where a stored reading came from, as the screens and the CSV name it. */
export const SOURCE_LABELS: Record<ReadingSource, string> = {
  ...DEVICE_LABELS,
  formulario: 'Formulario de ingreso',
  interprete: 'Intérprete de análisis',
};

export const NOT_A_DEVICE_FILE =
  'Este archivo no parece una exportación de FreeStyle LibreView ni de Dexcom Clarity. ' +
  'Descarga tus datos de glucosa en formato CSV desde LibreView o desde Clarity (Exportar) y ' +
  'elige ese archivo. No se guardó nada.';

const noReadings = (origen: ImportSource) =>
  `El archivo de ${DEVICE_LABELS[origen]} no tiene lecturas de glucosa. ` +
  'Revisa que sea la exportación del periodo que quieres. No se guardó nada.';

/** Rows of cells: quoted fields (with "" inside, commas and line breaks) and a BOM handled. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell.trim()]);
  return rows;
}

/** The delimiter of the first lines: comma, semicolon (European exports) or tab. */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/, 3).join('\n');
  const counts = [',', ';', '\t'].map((d) => [d, head.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

const unitIn = (header: string | undefined): GlucoseUnit | undefined => {
  const match = header?.match(/(mg\/dl|mmol\/l)\)?\s*$/i);
  if (!match) return undefined;
  return match[1]!.toLowerCase() === 'mg/dl' ? 'mg/dL' : 'mmol/L';
};

const number = (text: string | undefined): number | undefined => {
  if (!text || !/^\d+([.,]\d+)?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
};

const pad = (n: number | string) => String(n).padStart(2, '0');

interface Stamp {
  a: number;
  b: number;
  year: number;
  time: string;
  /** True when the first number is the year (ISO order). */
  iso: boolean;
  pm?: boolean;
  am?: boolean;
}

const STAMP =
  /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s?m\.?)?$/i;

function stampOf(text: string): Stamp | undefined {
  const m = text.trim().match(STAMP);
  if (!m) return undefined;
  const [, first, second, third, hour, minute, seconds, meridiem] = m;
  let h = Number(hour);
  const half = meridiem?.toLowerCase();
  if (half === 'p' && h < 12) h += 12;
  if (half === 'a' && h === 12) h = 0;
  const time = `${pad(h)}:${minute}:${pad(seconds ?? 0)}`;
  const iso = first!.length === 4;
  return {
    a: Number(iso ? second : first),
    b: Number(iso ? third : second),
    year: Number(iso ? first : third),
    time,
    iso,
    am: half === 'a',
    pm: half === 'p',
  };
}

/**
 * Day-first unless the file says otherwise: a 12-hour clock is the US month-first export, and any
 * first number above 12 is a day, any second above 12 a day too. Spanish-speaking countries write
 * the day first, so an undecidable file (every day ≤ 12) is read that way.
 */
function monthFirst(stamps: Stamp[]): boolean {
  if (stamps.some((s) => s.am || s.pm)) return true;
  if (stamps.some((s) => s.a > 12)) return false;
  return stamps.some((s) => s.b > 12);
}

function localOf(stamp: Stamp, usOrder: boolean): string | undefined {
  const [month, day] = stamp.iso || usOrder ? [stamp.a, stamp.b] : [stamp.b, stamp.a];
  const year = stamp.year < 100 ? 2000 + stamp.year : stamp.year;
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${pad(month)}-${pad(day)}T${stamp.time}`;
}

interface Layout {
  origen: ImportSource;
  unidad: GlucoseUnit;
  header: number;
  time: number;
  /** Cells holding a glucose, the first with a number wins. */
  values: number[];
}

function layoutOf(rows: string[][]): Layout | undefined {
  for (let header = 0; header < Math.min(rows.length, 4); header += 1) {
    const cells = rows[header]!;
    const libre = unitIn(cells[4]);
    if (cells.length >= 15 && libre && unitIn(cells[5]))
      return {
        origen: 'libreview',
        unidad: libre,
        header,
        time: 2,
        values: unitIn(cells[14]) ? [5, 14, 4] : [5, 4],
      };
    const dexcom = unitIn(cells[7]);
    if (
      cells.length >= 8 &&
      dexcom &&
      /\(\w{4}-\w{2}-\w{2,3}T\w{2}:\w{2}:\w{2}\)/.test(cells[1] ?? '')
    )
      return { origen: 'dexcom', unidad: dexcom, header, time: 1, values: [7] };
  }
  return undefined;
}

/** The readings of a LibreView or Dexcom Clarity CSV export, or why the file cannot be read. */
export function parseDeviceCsv(text: string): DeviceFile | { error: string } {
  const rows = parseCsv(text, delimiterOf(text));
  const layout = layoutOf(rows);
  if (!layout) return { error: NOT_A_DEVICE_FILE };
  const [min, max] = PLAUSIBLE_BY_UNIT.glucosaAyunas[layout.unidad]!;
  const found: { stamp: Stamp; valor: number }[] = [];
  let sinNumero = 0;
  for (const cells of rows.slice(layout.header + 1)) {
    const stamp = stampOf(cells[layout.time] ?? '');
    if (!stamp) continue;
    const texts = layout.values.map((i) => cells[i] ?? '').filter((t) => t !== '');
    if (texts.length === 0) continue;
    const valor = texts.map(number).find((n) => n !== undefined);
    if (valor === undefined || valor < min || valor > max) sinNumero += 1;
    else found.push({ stamp, valor });
  }
  const usOrder = monthFirst(found.map((f) => f.stamp));
  const byMoment = new Map<string, DeviceReading>();
  for (const { stamp, valor } of found) {
    const local = localOf(stamp, usOrder);
    if (local && !byMoment.has(local)) byMoment.set(local, { local, valor });
  }
  const lecturas = [...byMoment.values()].sort((x, y) => x.local.localeCompare(y.local));
  if (lecturas.length === 0) return { error: noReadings(layout.origen) };
  return { origen: layout.origen, unidad: layout.unidad, lecturas, sinNumero };
}
