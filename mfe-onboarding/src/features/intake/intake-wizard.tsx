import { Actions, Button, Stepper } from '@tm/shared-contracts/ui';
import type { FormEvent } from 'react';
import { Hint } from '../../shared/form-fields.js';
import { IntakeField } from './intake-field.js';
import { STEP_COUNT, SUMMARY_TITLE, formStep } from './intake-steps.js';
import { IntakeSummary } from './intake-summary.js';
import type { useIntakeDraft } from './use-intake-draft.js';
import { useIntakeSteps } from './use-intake-steps.js';

/** One section per screen with its progress, Back and Next, and the summary before sending. */
export function IntakeWizard({
  intake,
  sent,
}: {
  intake: ReturnType<typeof useIntakeDraft>;
  sent: boolean;
}) {
  const steps = useIntakeSteps(intake, sent);
  const section = formStep(steps.step);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (section) steps.next();
    else steps.send();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={steps.saving}>
      <Stepper step={steps.step} total={STEP_COUNT} title={section?.title ?? SUMMARY_TITLE}>
        {section ? (
          <div>
            {section.intro && <p>{section.intro}</p>}
            {section.fields.some((field) => field.required) && (
              <Hint style={{ marginBottom: '1rem' }}>
                Los campos marcados con * son obligatorios.
              </Hint>
            )}
            {section.fields.map((spec) => (
              <IntakeField
                key={spec.key}
                spec={spec}
                value={steps.values[spec.key] ?? ''}
                error={steps.errors[spec.key]}
                onChange={steps.change(spec.key)}
              />
            ))}
          </div>
        ) : (
          <IntakeSummary values={steps.values} onEdit={steps.edit} />
        )}
        <Actions>
          {steps.step > 1 && (
            <Button type="button" $variant="secondary" onClick={steps.back}>
              Atrás
            </Button>
          )}
          {section ? (
            <Button type="submit">Siguiente</Button>
          ) : (
            <Button type="submit" disabled={steps.saving}>
              {steps.saving ? 'Guardando...' : 'Guardar mi historial funcional'}
            </Button>
          )}
          {section && steps.reviewing && (
            <Button type="button" $variant="secondary" onClick={steps.toSummary}>
              Volver al resumen
            </Button>
          )}
        </Actions>
        <p>
          <Button type="button" $variant="secondary" onClick={steps.saveForLater}>
            Guardar y seguir después
          </Button>
        </p>
      </Stepper>
    </form>
  );
}
