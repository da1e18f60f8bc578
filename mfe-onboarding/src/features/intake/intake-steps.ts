import { LIMITS } from '@tm/shared-contracts';
import type { FieldErrors } from '../../shared/form-errors.js';
import { EMPTY_HEALTH_ANSWERS, type HealthAnswers } from '../../shared/health-answers.js';
import { restoreHealthAnswers } from './health-form-start.js';
import { healthErrors, type HealthKey } from './health-form-validation.js';
import {
  HEALTH_SECTION,
  INTAKE_SECTIONS,
  type IntakeDraft,
  type IntakeFieldSpec,
  type IntakeSection,
  type StepKey,
} from './intake-sections.js';
import { intakeErrors } from './intake-validation.js';

/** Every answer on screen: the health form's and the intake's, one age for both. */
export type StepValues = Partial<Record<StepKey, string>>;

export const SUMMARY_TITLE = 'Revisa tus respuestas';

/** The steps with fields: the health form first, then the intake's ten sections (§2). */
export const FORM_STEPS: readonly IntakeSection[] = [HEALTH_SECTION, ...INTAKE_SECTIONS];
/** The form steps and the summary to review before sending. */
export const STEP_COUNT = FORM_STEPS.length + 1;
export const SUMMARY_STEP = STEP_COUNT;

const HEALTH_KEYS = new Set<string>(Object.keys(EMPTY_HEALTH_ANSWERS));
export const isHealthKey = (key: StepKey): key is HealthKey => HEALTH_KEYS.has(key);

/** Every field in the order the steps show them: a refused send focuses the first one. */
export const FIELD_ORDER: readonly StepKey[] = FORM_STEPS.flatMap((s) =>
  s.fields.map((f) => f.key),
);

/** The form step (1-based) or null for the summary. */
export const formStep = (step: number): IntakeSection | null => FORM_STEPS[step - 1] ?? null;

/** The two drafts as one set of answers: the age typed in the intake wins, else the form's. */
export const combine = (intake: IntakeDraft, health: HealthAnswers): StepValues => ({
  ...health,
  ...intake,
  edad: intake.edad?.trim() ? intake.edad : health.edad,
});

/** The health form's answers (§3) out of all of them, as the local form stores them. */
export const healthOf = (values: StepValues): HealthAnswers =>
  restoreHealthAnswers(values) ?? { ...EMPTY_HEALTH_ANSWERS };

/** Every required field's message, for both forms. */
export const allErrors = (values: StepValues): FieldErrors<StepKey> => ({
  ...healthErrors(healthOf(values)),
  ...intakeErrors(values),
});

/** Only the messages of one step's fields: Next checks its own step, nothing further on. */
export function stepErrors(step: number, values: StepValues): FieldErrors<StepKey> {
  const found = allErrors(values);
  const keys = formStep(step)?.fields.map((field) => field.key) ?? [];
  return Object.fromEntries(keys.filter((key) => found[key]).map((key) => [key, found[key]]));
}

/** The first step with a refused field, or null when everything required is there. */
export function firstInvalidStep(values: StepValues): number | null {
  const index = FORM_STEPS.findIndex((_, i) => Object.keys(stepErrors(i + 1, values)).length > 0);
  return index < 0 ? null : index + 1;
}

/** A step number from '?paso=N' or from storage, if it is one of the steps. */
export function validStep(raw: string | null | undefined): number | null {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : null;
}

/**
 * Where the intake opens: the step the address names (the old health form's route sends to step
 * 1), else the one she was on when she left (kept until the intake is sent, like her draft), else
 * the summary of an intake she already sent, else the first step.
 */
export function startingStep({
  query,
  stored,
  sent,
}: {
  query: string | null;
  stored: string | null;
  sent: boolean;
}): number {
  return validStep(query) ?? validStep(stored) ?? (sent ? SUMMARY_STEP : 1);
}

/** What a field's answer reads as in the summary, or null when unanswered. */
export function answerText(field: IntakeFieldSpec, values: StepValues): string | null {
  const value = values[field.key]?.trim() ?? '';
  if (field.kind === 'range') return `${value || LIMITS.energy.default} / ${LIMITS.energy.max}`;
  if (!value) return null;
  return field.optionLabels?.[value] ?? value;
}

/** The summary of one step: each answered field's label (without its marks) and answer. */
export function answersOf(section: IntakeSection, values: StepValues) {
  return section.fields.flatMap((field) => {
    const answer = answerText(field, values);
    return answer === null ? [] : [{ key: field.key, label: plainLabel(field.label), answer }];
  });
}

const plainLabel = (label: string) => label.replace(/:?\s*\*?$/, '');
