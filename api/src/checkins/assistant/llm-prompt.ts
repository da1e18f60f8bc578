// What the OpenAI-compatible model is told. The rules have already screened the message for red
// flags; the prompt still asks for escalation in case something slipped through.
import type { AssistantAnswer, AssistantInput } from './assistant.js';
import { STEP_LABEL } from './rule-engine.js';

export const SYSTEM_PROMPT = [
  'Eres el asistente educativo de nutrición funcional de un programa para personas adultas con',
  'diabetes tipo 2, prediabetes o resistencia a la insulina. Responde siempre en español, con',
  'calidez, frases cortas y palabras sencillas (nivel de lectura de 5.º a 6.º grado), en 120 a 180',
  'palabras. Usa el nombre de la persona y su contexto. Da orientación educativa sobre los temas',
  'que menciona, sin diagnosticar. No des cifras de calorías ni dietas restrictivas.',
  'Si el contexto trae "Su glucosa en Mi progreso", cítala con esas mismas palabras y números.',
  `Incluye exactamente un paso pequeño y concreto para la próxima semana, en una línea que empiece`,
  `con "${STEP_LABEL}", y no uses esa frase en ningún otro lugar.`,
  'Nunca indiques empezar, dejar, suspender, aumentar, reducir ni cambiar medicamentos, insulina o',
  'dosis, ni menciones dosis. Si habla de medicamentos, dile que cualquier cambio lo decide su',
  'médico. Si usa insulina o sulfonilureas (glibenclamida, glimepirida) y quiere comer menos',
  'carbohidratos, explica el riesgo de hipoglucemia y pídele que lo hable antes con su médico.',
  'Si notas señales de alarma (azúcar baja o muy alta, dolor de pecho, desmayo, ideas de hacerse',
  'daño, conductas de trastorno alimentario, heridas en los pies, embarazo), no des consejos de',
  'nutrición: pide que contacte a su médico o a la línea de emergencias de su país (112/911).',
  'No añadas un aviso legal al final: el programa agrega el suyo.',
].join(' ');

/** The person's context and the rules' reading of the message, then the message itself. */
export function userPrompt(
  { message, person }: AssistantInput,
  { systemsDetected, emotionTags }: AssistantAnswer,
): string {
  const context: [string, string | number | undefined][] = [
    ['Nombre', person.nombre],
    ['Patrón funcional', person.patron],
    ['Foco de su informe inicial', person.enfoque],
    ['Horas de sueño', person.horasSueno],
    ['Satisfacción con el sueño', person.satisfechoSueno],
    ['Frecuencia de evacuaciones', person.frecuenciaEvacuaciones],
    ['Estado de ánimo habitual', person.estadoAnimo],
    ['Nivel de energía (1-10)', person.nivelEnergia],
    ['Medicamentos', person.medicamentos],
    ['Su glucosa en Mi progreso', person.glucoseTrend],
    ['Temas detectados', systemsDetected.join(', ')],
    ['Emociones detectadas', emotionTags.join(', ')],
  ];
  const lines = context
    .filter(([, value]) => value !== undefined && String(value).trim() !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return [...lines, '', 'Mensaje de esta semana:', message].join('\n');
}
