// The embedded assistant: deterministic Spanish coaching built from the message's topic, the
// detection and the intake. Triage has already answered any red flag (./answer-checkin.ts).
import type { AssistantAnswer, AssistantInput, NutritionAssistant } from './assistant.js';
import { detect, type Detection } from './detect.js';
import { acknowledgeFeelings, patternLine } from './empathy.js';
import { GENERAL_LEARN, GENERAL_STEP, GUIDANCE } from './guidance.js';
import { openingLine, reportLead } from './opening.js';
import { DISCLAIMER, LOW_CARB_ON_MEDICATION_NOTE, takesMedication } from './safety.js';
import { detectTopic, TOPIC_GUIDANCE } from './topics.js';
import { AMBIGUOUS_READING_QUESTION } from './triage/answers.js';
import { medicationAnswer } from './triage/medication.js';

/** The marker of the one weekly step; the OpenAI-compatible answer must carry it too. */
export const STEP_LABEL = 'Tu paso para esta semana:';

/** How the rules cite her Mi progreso fasting trend; any coaching gets it (cite-trend.ts). */
export const trendParagraph = (trend: string) => `En tus mediciones de Mi progreso, ${trend}.`;

/** More than two body systems in one answer is too much to read. */
const MAX_SYSTEMS = 2;

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
    };
  }

  private compose(input: AssistantInput, found: Detection): string {
    const { person, previousSystems = [], message, triage } = input;
    const name = firstName(person.nombre);
    const topic = detectTopic(message);
    const systems = found.systems.slice(0, MAX_SYSTEMS);
    const [main] = systems;
    const repeated = main !== undefined && previousSystems.includes(main);
    // A named topic gets its own answer; the body systems add what the intake says about them.
    const fromIntake = systems.flatMap((system) => GUIDANCE[system].fromIntake(person) ?? []);
    const lessons = topic
      ? [TOPIC_GUIDANCE[topic].answer, ...fromIntake]
      : systems.flatMap((system) =>
          [GUIDANCE[system].learn, GUIDANCE[system].fromIntake(person) ?? []].flat(),
        );
    const step = repeated
      ? GUIDANCE[main].steps[1]
      : topic
        ? TOPIC_GUIDANCE[topic].step
        : main
          ? GUIDANCE[main].steps[0]
          : GENERAL_STEP;
    const medication = triage?.medication ?? found.mentionsMedication;
    const onHypoMedicine =
      found.mentionsMedication ||
      takesMedication(person.medicamentos) ||
      (person.medicineClasses ?? []).some((c) => c === 'insulin' || c === 'sulfonylurea');

    // Her own word is repeated only in an ordinary message (triage found nothing in it).
    const opening = openingLine({
      message,
      topic,
      systems,
      mayQuote: (triage?.tier ?? 'none') === 'none',
    });

    return [
      `${name ? `Hola, ${name}.` : 'Hola.'} ${opening}`,
      ...acknowledgeFeelings(found.emotions),
      ...(triage?.ambiguousReadings ?? []).slice(0, 1).map(AMBIGUOUS_READING_QUESTION),
      medication ? medicationAnswer(message, person.medicineClasses ?? []) : [],
      ...(lessons.length > 0 ? lessons : [GENERAL_LEARN]),
      found.cutsCarbohydrates && onHypoMedicine ? LOW_CARB_ON_MEDICATION_NOTE : [],
      person.glucoseTrend ? trendParagraph(person.glucoseTrend) : [],
      patternLine(person.patron) ??
        (person.enfoque && (!topic || topic === 'progress')
          ? `${reportLead(message)} ${person.enfoque}`
          : []),
      person.moduleReflection
        ? `Para pensar esta semana, desde tu Módulo ${person.moduleReflection.number}: ` +
          `${person.moduleReflection.question} Si quieres, cuéntamelo en tu próximo mensaje.`
        : [],
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
