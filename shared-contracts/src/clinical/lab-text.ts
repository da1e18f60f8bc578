// A lab value typed freely in the intake ("hace 3 meses 6,1", "A1C 48 mmol/mol (marzo 2025)"):
// the value, its unit (written or the only plausible one), when it was taken, and the words.
// Numbers that count time ("3 meses"), years and dates are never the value.
import { resolveReading, type LabMarker, type LabReading } from './lab-readings.js';
import { LAB_MARKER_KIND } from './lab-readings.js';
import { unitFromText } from './labs.js';
import { stripAccents } from './text.js';

export interface LabFromText {
  reading?: LabReading;
  /** The number fits two units and none was written: the report asks instead of guessing. */
  ambiguous?: { value: number };
  /** "hace 3 meses", "marzo 2025", "12/03/2025" as written, when the person said when. */
  cuando?: string;
  /** The person's words. */
  quote: string;
}

const NUMBER = /(?<![a-z\d/.,])(\d+(?:[.,]\d+)?)(?![\d/])/gi;
const TIME_AFTER = /^\s*(mes|meses|ano|anos|semana|semanas|dia|dias|hora|horas)\b/;
const MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const WHEN = new RegExp(
  `hace\\s+(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|unos|unas|varios|varias)\\s*(?:\\w+\\s+)?` +
    `(?:meses|mes|anos|ano|semanas|semana|dias?)\\b|(?:${MONTHS})(?:\\s+(?:de\\s+|del\\s+)?\\d{4})?|` +
    `\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}|\\d{1,2}[/-]\\d{4}|\\b(?:19|20)\\d{2}\\b`,
);

/** The value of `marker` in a free-text answer, or undefined when there is no usable number. */
export function labFromText(marker: LabMarker, text: string | undefined): LabFromText | undefined {
  const quote = text?.trim();
  if (!quote) return undefined;
  const plain = stripAccents(quote);
  const when = plain.match(WHEN);
  const cuando = when ? quote.slice(when.index, when.index! + when[0].length) : undefined;
  for (const match of plain.matchAll(NUMBER)) {
    const start = match.index;
    const end = start + match[0].length;
    const after = plain.slice(end);
    if (TIME_AFTER.test(after)) continue;
    if (/^(19|20)\d{2}$/.test(match[0])) continue;
    const value = Number(match[0].replace(',', '.'));
    const unit = unitFromText(LAB_MARKER_KIND[marker], after.slice(0, 14));
    const resolution = resolveReading(marker, value, unit);
    if (resolution.kind === 'reading') return { reading: resolution.reading, cuando, quote };
    if (resolution.kind === 'ambiguous') return { ambiguous: { value }, cuando, quote };
  }
  return undefined;
}
