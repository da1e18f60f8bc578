import { ROUTES, STORAGE_KEYS, intakeFieldsSchema, requestToast } from '@tm/shared-contracts';
import { useStoredDraft } from '@tm/shared-contracts/ui';
import { useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import { useState } from 'react';
import { useFieldErrors } from '../../shared/form-errors.js';
import { flag, writeJson } from '../../shared/onboarding-storage.js';
import { healthFormStart, restoreHealthAnswers } from './health-form-start.js';
import { intakeFieldId } from './intake-field.js';
import type { IntakeKey, StepKey } from './intake-sections.js';
import {
  FIELD_ORDER,
  SUMMARY_STEP,
  allErrors,
  combine,
  firstInvalidStep,
  healthOf,
  isHealthKey,
  startingStep,
  stepErrors,
  type StepValues,
} from './intake-steps.js';
import type { useIntakeDraft } from './use-intake-draft.js';
import { useIntakeSubmit } from './use-intake-submit.js';

const INTAKE_KEYS = new Set<string>(Object.keys(intakeFieldsSchema.shape));

/** What is checked: one step's fields (Next) or every field (sending from the summary). */
interface Checked {
  values: StepValues;
  step: number | null;
}
const errorsOf = ({ values, step }: Checked) =>
  step === null ? allErrors(values) : stepErrors(step, values);

/**
 * The intake in steps: the health form's answers (kept on the device, §3) and the intake's draft
 * as one set of answers, the step on screen (kept, so 'Guardar y seguir después' comes back to
 * it), Next that checks only its own step, and the send of §4 from the summary.
 */
export function useIntakeSteps(intake: ReturnType<typeof useIntakeDraft>, sent: boolean) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const health = useStoredDraft(
    STORAGE_KEYS.formularioSaludDraft,
    restoreHealthAnswers,
    healthFormStart,
  );
  const values = combine(intake.draft, health.draft);
  const [step, setStep] = useState(() =>
    startingStep({
      query: search.get('paso'),
      stored: localStorage.getItem(STORAGE_KEYS.intakeStep),
      sent,
    }),
  );
  // Once the summary was seen (or the intake was sent), each step can go straight back to it.
  const [reviewing, setReviewing] = useState(sent || step === SUMMARY_STEP);
  const { errors, refuse, recheck } = useFieldErrors(errorsOf, FIELD_ORDER, intakeFieldId);
  const { saving, submit } = useIntakeSubmit(() => {
    intake.clearDraft();
    health.clear();
    localStorage.removeItem(STORAGE_KEYS.intakeStep);
  });

  const goTo = (next: number) => {
    setStep(next);
    localStorage.setItem(STORAGE_KEYS.intakeStep, String(next));
    if (next === SUMMARY_STEP) setReviewing(true);
  };

  /** The health form is saved as §2 says (local only, marked done) once its step is right. */
  const leave = (to: number) => {
    if (refuse({ values, step })) return;
    if (step === 1) {
      writeJson(STORAGE_KEYS.formularioSaludAnswers, healthOf(values));
      flag.set(STORAGE_KEYS.formularioSaludDone);
    }
    goTo(to);
  };

  const change = (key: StepKey) => (value: string) => {
    if (isHealthKey(key)) health.update((current) => ({ ...current, [key]: value }));
    if (INTAKE_KEYS.has(key)) intake.setField(key as IntakeKey, value);
    recheck(key, { values: { ...values, [key]: value }, step: null });
  };

  /** From the summary: any step still missing an answer opens with its messages, else §4. */
  const send = () => {
    if (saving) return;
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      goTo(invalid);
      refuse({ values, step: null });
      return;
    }
    void submit(intake.draft);
  };

  /** Everything typed is already on the device: remember the step and go on to Tu camino. */
  const saveForLater = () => {
    localStorage.setItem(STORAGE_KEYS.intakeStep, String(step));
    requestToast(window, {
      title: 'Guardamos tu avance',
      description: `Cuando vuelvas a tu historial funcional, seguirás en el paso ${step}.`,
      screen: ROUTES.tuCamino,
    });
    void navigate(ROUTES.tuCamino);
  };

  return {
    step,
    values,
    errors,
    reviewing,
    saving,
    change,
    next: () => leave(step + 1),
    toSummary: () => leave(SUMMARY_STEP),
    back: () => goTo(step - 1),
    edit: goTo,
    send,
    saveForLater,
  };
}
