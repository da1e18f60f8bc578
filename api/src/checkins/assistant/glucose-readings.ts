// Numbers in a message that are glucose readings in mg/dL ("glucosa en 180", "el sensor marca 48",
// "me medí y tenía 65", "3.5 mmol"), leaving out ages, minutes, doses, kilos and A1C.
import { phoneticKey } from '@tm/shared-contracts/clinical';

const wordSet = (list: string): Set<string> => new Set(list.split(' '));

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const GLUCOSE_CONTEXT = /^(gluk|glus|glik|glis|asuk|dextro|sensor|dl$)/;
const WEAK_CONTEXT = wordSet('medi medirme marco marca salio');
const OTHER_MEASURES = wordSet('presion tension peso pulso oxigeno temperatura cintura');
const NOT_GLUCOSE = wordSet(
  'a1c hba1c hemoglobina glicosilada glucosilada metformina insulina glibenclamida ' +
    'glimepirida pastilla pastillas unidades dosis',
);
const UNITS = wordSet(
  'minutos min horas hora h hrs dias dia semanas meses anos kilos kg kilo libras lb ' +
    'pasos vasos litros veces % gramos g gr unidades u ui cm calorias pastillas tabletas ' +
    'hijos nietos comidas cucharadas tazas piezas porciones am pm',
);
const MONTHS = wordSet(
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre ' +
    'noviembre diciembre',
);
const MMOL_TO_MG = 18;
// Outside this range a number is no meter reading ("tengo 2 nietos", "camino 5000 pasos").
const PLAUSIBLE_MG_DL = { min: 20, max: 900 };
const WINDOW_BEFORE = 5;
const WINDOW_AFTER = 3;

/** Glucose readings in mg/dL found in the words of a message (see `normalise`). */
export function glucoseReadings(words: string[]): number[] {
  const readings: number[] = [];
  words.forEach((word, i) => {
    if (!NUMBER.test(word)) return;
    const next = words[i + 1] ?? '';
    if (UNITS.has(next) || (next === 'mg' && words[i + 2] !== 'dl')) return;
    if (next === 'de' && MONTHS.has(words[i + 2] ?? '')) return;
    const around = [
      ...words.slice(Math.max(0, i - WINDOW_BEFORE), i),
      ...words.slice(i + 1, i + 1 + WINDOW_AFTER),
    ];
    if (around.some((w) => NOT_GLUCOSE.has(w))) return;
    // Phonetic keys so that "glusosa" and "asucar" still count as glucose words.
    const strong = around.some((w) => GLUCOSE_CONTEXT.test(phoneticKey(w)));
    const weak =
      around.some((w) => WEAK_CONTEXT.has(w)) && !around.some((w) => OTHER_MEASURES.has(w));
    if (!strong && !weak) return;
    const value = Number(word.replace(',', '.')) * (next === 'mmol' ? MMOL_TO_MG : 1);
    if (value >= PLAUSIBLE_MG_DL.min && value <= PLAUSIBLE_MG_DL.max) readings.push(value);
  });
  return readings;
}
