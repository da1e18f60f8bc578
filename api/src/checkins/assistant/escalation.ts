// Red-flag answers: short and kind, straight to the doctor or emergency services, no coaching.
import type { RedFlag } from './assistant.js';
import { DISCLAIMER } from './safety.js';

const EMERGENCY_LINE = 'la línea de emergencias de tu país (112/911)';

const WHAT_TO_DO: Record<RedFlag, string> = {
  autolesion:
    'Me importa mucho cómo te sientes y no tienes que pasar por esto sin ayuda. Si piensas en ' +
    `hacerte daño, llama ahora a ${EMERGENCY_LINE} o a una línea de ayuda en crisis, y pide a ` +
    'alguien de confianza que se quede contigo. Cuéntaselo también a tu médico.',
  'dolor-pecho':
    'El dolor o la presión en el pecho puede ser una urgencia. Llama ya a ' +
    `${EMERGENCY_LINE} y no manejes.`,
  desmayo:
    'Un desmayo, o sentir que te vas a desmayar, necesita revisión médica. Avisa hoy a tu ' +
    `médico. Si vuelve a pasar, si te golpeaste o si sigues mal, llama a ${EMERGENCY_LINE}.`,
  hipoglucemia:
    'Lo que describes puede ser azúcar baja (hipoglucemia: menos de 70 mg/dL). Si puedes, mide ' +
    'tu glucosa ahora y sigue el plan para azúcar baja que te dio tu equipo de salud. Si no ' +
    `mejoras o te cuesta pensar con claridad, llama a ${EMERGENCY_LINE}. Avisa a tu médico.`,
  hiperglucemia:
    'Una glucosa de 300 o más, los vómitos, o tener mucha sed y orinar mucho pueden ser señales ' +
    'de azúcar muy alta. Llama hoy a tu médico. Si vomitas, te cuesta respirar o te sientes muy ' +
    `mal, llama a ${EMERGENCY_LINE}.`,
  'trastorno-alimentario':
    'Gracias por contármelo; sé que no es fácil. Lo que cuentas sobre la comida merece un apoyo ' +
    'especial, por eso hoy no te daré consejos de dieta. Habla pronto con tu médico o con un ' +
    `profesional de salud mental. Si te sientes en peligro, llama a ${EMERGENCY_LINE}.`,
  'herida-pie':
    'Con diabetes, una herida en el pie que no sana necesita que la vea un médico pronto. Pide ' +
    'cita hoy o mañana, no esperes. Si hay fiebre, mal olor o la piel se pone oscura, ve a ' +
    'urgencias.',
  embarazo:
    'En el embarazo, la comida y los medicamentos necesitan un plan hecho con tu médico. Habla ' +
    'con tu médico o tu ginecólogo antes de seguir con los cambios del programa. Si tienes dolor ' +
    `fuerte, sangrado o te sientes muy mal, llama a ${EMERGENCY_LINE}.`,
};

/** `flags` in order of urgency (see RED_FLAGS). */
export function escalationText(firstName: string | undefined, flags: readonly RedFlag[]): string {
  return [
    firstName ? `${firstName}, gracias por avisarme.` : 'Gracias por avisarme.',
    ...flags.map((flag) => WHAT_TO_DO[flag]),
    'Tu salud es lo primero. Cuando tu médico lo indique, seguimos juntos con el programa.',
    DISCLAIMER,
  ].join('\n\n');
}
