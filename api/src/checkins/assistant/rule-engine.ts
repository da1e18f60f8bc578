// The embedded assistant: deterministic Spanish answers built from the detection and the intake.
import type { AssistantAnswer, AssistantInput, NutritionAssistant } from './assistant.js';
import { detect, type Detection } from './detect.js';
import { acknowledgeFeelings, patternLine } from './empathy.js';
import { escalationText } from './escalation.js';
import { GENERAL_LEARN, GENERAL_STEP, GUIDANCE } from './guidance.js';
import {
  DISCLAIMER,
  LOW_CARB_ON_MEDICATION_NOTE,
  MEDICATION_NOTE,
  takesMedication,
} from './safety.js';

/** The marker of the one weekly step; the OpenAI-compatible answer must carry it too. */
export const STEP_LABEL = 'Tu paso para esta semana:';

/** More than three topics in one answer is too much to read. */
const MAX_SYSTEMS = 3;

function firstName(nombre: string | undefined): string | undefined {
  return nombre?.trim().split(/\s+/)[0] || undefined;
}

export class RuleEngineAssistant implements NutritionAssistant {
  async answer(input: AssistantInput): Promise<AssistantAnswer> {
    const detection = detect(input.message);
    return {
      responseText: this.compose(input, detection),
      systemsDetected: detection.systems,
      emotionTags: detection.emotions,
      redFlags: detection.redFlags,
    };
  }

  private compose({ person, previousSystems = [] }: AssistantInput, found: Detection): string {
    const name = firstName(person.nombre);
    if (found.redFlags.length > 0) return escalationText(name, found.redFlags);

    const systems = found.systems.slice(0, MAX_SYSTEMS);
    const lessons = systems.flatMap((system) => {
      const { learn, fromIntake } = GUIDANCE[system];
      return [learn, fromIntake(person) ?? []].flat();
    });
    const [main] = systems;
    const repeated = main !== undefined && previousSystems.includes(main);
    const step = main ? GUIDANCE[main].steps[repeated ? 1 : 0] : GENERAL_STEP;
    const onMedication = found.mentionsMedication || takesMedication(person.medicamentos);

    return [
      name
        ? `Hola, ${name}. Gracias por contarme cómo va tu semana.`
        : 'Hola. Gracias por contarme cómo va tu semana.',
      ...acknowledgeFeelings(found.emotions),
      patternLine(person.patron) ??
        (person.enfoque ? `Recuerda tu informe inicial. ${person.enfoque}` : []),
      ...(lessons.length > 0 ? lessons : [GENERAL_LEARN]),
      found.cutsCarbohydrates && onMedication ? LOW_CARB_ON_MEDICATION_NOTE : [],
      found.mentionsMedication && !found.cutsCarbohydrates ? MEDICATION_NOTE : [],
      repeated
        ? `Ya hablamos de ${GUIDANCE[main].topic} antes, así que te propongo un paso nuevo.`
        : [],
      `${STEP_LABEL} ${step}`,
      DISCLAIMER,
    ]
      .flat()
      .join('\n\n');
  }
}
