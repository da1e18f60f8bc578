// Lines every answer may need, and the check that no answer ever tells someone to change a
// medication (ADA: on insulin or sulfonylureas, cutting carbohydrates risks hypoglycaemia).
import { stripAccents } from '@tm/shared-contracts/clinical';

export const DISCLAIMER =
  'Esta orientación es educativa y confidencial; no reemplaza la evaluación de tu médico. ' +
  'Consulta con tu médico antes de hacer cambios importantes en tu alimentación o suplementos.';

export const MEDICATION_NOTE =
  'Sobre tus medicamentos: cualquier cambio lo decide tu médico contigo, así que pregúntale ' +
  'en tu próxima cita.';

export const LOW_CARB_ON_MEDICATION_NOTE =
  'Un aviso importante: si usas insulina o pastillas como la glibenclamida o la glimepirida, ' +
  'comer menos carbohidratos puede bajar demasiado tu azúcar (hipoglucemia). Habla con tu ' +
  'médico antes de hacer ese cambio en tu comida.';

const MEDICINE =
  '(medicament|medicina|medicacion|pastilla|insulina|metformina|glibenclamida|glimepirida|' +
  'gliclazida|sulfonilurea|farmaco|dosis|unidades)';
const SAME_SENTENCE = '[^.!?\\n]{0,40}';

/** Instructions to start, stop or change a medicine ("bájale a tus pastillas" too), on
 * accent-free lower-case text. */
export const MEDICATION_INSTRUCTION_PATTERNS: readonly RegExp[] = [
  new RegExp(
    '\\b(deja|dejes|suspende|suspendas|aumenta|aumentes|sube|subas|baja|bajes|reduce|reduzcas|' +
      'disminuye|disminuyas|cambia|cambies|duplica|omite|omitas|saltate|quita|quitate|empieza|' +
      'inicia|toma|tomate|inyectate|ponte|agrega|ajusta)(?:le|les|la|lo|las|los)?\\b' +
      SAME_SENTENCE +
      MEDICINE,
  ),
  new RegExp(
    '\\b(puedes|podrias|deberias|debes|tienes que|hay que|te recomiendo)\\s+(dejar|suspender|' +
      'bajar|reducir|aumentar|subir|cambiar|quitar|tomar|empezar|iniciar|omitir|ajustar)\\b' +
      SAME_SENTENCE +
      MEDICINE,
  ),
  new RegExp('\\b(ya no|no) necesitas\\b' + SAME_SENTENCE + MEDICINE),
  /\b\d+(?:[.,]\d+)?\s*(mg|miligramos|unidades|ui)\b(?!\s*\/?\s*dl)/,
];

export function containsMedicationInstruction(text: string): boolean {
  const plain = stripAccents(text);
  return MEDICATION_INSTRUCTION_PATTERNS.some((pattern) => pattern.test(plain));
}

/** Whether the intake lists any medication at all ("ninguno" does not count). */
export function takesMedication(medicamentos: string | undefined): boolean {
  const value = stripAccents(medicamentos ?? '').trim();
  return value !== '' && !/^(no|ninguno|ninguna|nada|n\/a|-)\.?$/.test(value);
}
