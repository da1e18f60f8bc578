import { CAUTION_FLAGS, type CautionFlag } from './curriculum-schema.js';

/**
 * The caution a lesson shows above its text when the person's intake reports the condition
 * (ADA Standards of Care 2025 §5, §6, §9, §15; KDIGO 2024: see docs/decisions.md). Education
 * only: never a dose, never a change of medicine; the decision stays with her doctor.
 */
export const CAUTION_TEXT: Record<CautionFlag, { title: string; text: string }> = {
  insulin: {
    title: 'Porque usas insulina',
    text: 'Moverte más, comer menos carbohidrato o saltarte una comida puede bajarte el azúcar de más. Antes de cambiar, habla con tu médico. Si puedes, mide tu azúcar antes y después, y lleva siempre un azúcar rápido contigo. Con menos de 70 mg/dL no hagas ejercicio.',
  },
  sulfonylurea: {
    title: 'Porque tomas una sulfonilurea (como glibenclamida o glimepirida)',
    text: 'Estas pastillas pueden bajarte el azúcar de más si comes menos carbohidrato, te saltas una comida o te mueves más de lo usual. Habla antes con tu médico, y lleva siempre un azúcar rápido contigo.',
  },
  sglt2: {
    title: 'Porque tomas un medicamento del grupo SGLT2',
    text: 'Con estos medicamentos (como empagliflozina o dapagliflozina), ayunar o comer muy poco carbohidrato puede causar cetoacidosis, aun con el azúcar normal. No recortes mucho tus carbohidratos sin hablar con tu médico. Si tienes náuseas, vómito, dolor de barriga o respiras rápido, busca atención urgente.',
  },
  pregnancy: {
    title: 'Porque estás embarazada',
    text: 'Cualquier cambio en tu comida o tu ejercicio, hazlo con tu equipo de embarazo. No ayunes ni hagas dietas muy bajas en carbohidrato.',
  },
  kidney: {
    title: 'Porque tienes enfermedad de los riñones',
    text: 'La proteína, el potasio, la sal y los líquidos se ajustan con tu nefrólogo. Pregúntale antes de cambiar tus porciones, de ayunar o de comer mucho menos carbohidrato.',
  },
  eating_disorder: {
    title: 'Porque nos contaste un trastorno de la alimentación',
    text: 'No cuentes calorías, no te saltes comidas y no hagas dietas estrictas. Cualquier cambio, hazlo con tu médico y con un profesional de salud mental o de nutrición.',
  },
};

/** The cautions a lesson shows to this person, in a fixed order. */
export const cautionsFor = (
  lessonCautions: readonly CautionFlag[],
  personFlags: readonly CautionFlag[],
): CautionFlag[] =>
  CAUTION_FLAGS.filter((flag) => lessonCautions.includes(flag) && personFlags.includes(flag));
