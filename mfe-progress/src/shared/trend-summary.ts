import { count, longDate } from './format.js';

interface Point {
  /** When it was measured (ISO). */
  at: string;
  /** In the shown unit. */
  value: number;
}

interface Options {
  format: (value: number) => string;
  unit: string;
  /** How a date reads (lab sheets keep their calendar day). */
  dateOf?: (iso: string) => string;
  /** What is counted, and whether the word is masculine ("resultado": el primero, el último). */
  noun?: [one: string, many: string, masculine?: boolean];
}

/**
 * A series over months in one sentence: how many, from when to when, the first and the last value
 * and the change ("4 mediciones del 3 ene 2026 al 2 abr 2026: la primera, 82,1 kg; la última,
 * 79,4 kg (2,7 kg menos).").
 */
export function trendSentence(points: Point[], options: Options): string {
  const { format, unit, dateOf = longDate, noun = ['medición', 'mediciones'] } = options;
  const [one, many, masculine] = noun;
  const [firstWord, lastWord] = masculine
    ? ['el primero', 'el último']
    : ['la primera', 'la última'];
  const first = points[0]!;
  const last = points.at(-1)!;
  const shown = (value: number) => `${format(value)} ${unit}`;
  if (points.length === 1)
    return `${count(1, one, many)}, el ${dateOf(first.at)}: ${shown(first.value)}.`;
  const change = format(Math.abs(last.value - first.value));
  const direction =
    Number(change.replace(',', '.')) === 0
      ? `igual que ${firstWord}`
      : `${change} ${unit} ${last.value > first.value ? 'más' : 'menos'}`;
  return (
    `${count(points.length, one, many)} del ${dateOf(first.at)} al ${dateOf(last.at)}: ` +
    `${firstWord}, ${shown(first.value)}; ${lastWord}, ${shown(last.value)} (${direction}).`
  );
}

/** A scale that frames the values with a little room: `pad` at least, or a tenth of the span. */
export function framing(values: number[], pad: number): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = Math.max(pad, (high - low) / 10);
  return [low - room, high + room];
}
