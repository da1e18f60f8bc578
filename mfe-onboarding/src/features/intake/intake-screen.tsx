import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { Button, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import type { FormEvent } from 'react';
import { Fieldset, Hint } from '../../shared/form-fields.js';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { IntakeField } from './intake-field.js';
import { INTAKE_SECTIONS } from './intake-sections.js';
import { useIntakeDraft } from './use-intake-draft.js';
import { useIntakeSubmit } from './use-intake-submit.js';

/** 'Formulario de Ingreso' (§2, §3, §5); without the welcome step it goes to /onboarding/bienvenida. */
export function IntakeScreen() {
  const allowed = useRedirectRule(() =>
    flag.get(STORAGE_KEYS.bienvenidaDone) ? null : ROUTES.onboardingBienvenida,
  );
  const { draft, setField, clearDraft } = useIntakeDraft();
  const { saving, submit } = useIntakeSubmit(clearDraft);
  if (!allowed) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void submit(draft);
  };

  return (
    <PageContainer>
      <PageTitle>Formulario de Ingreso</PageTitle>
      <Lead>
        No todos los campos son obligatorios, pero cuanta más información compartas, más completa
        será la imagen de tu salud. Lo que escribes se guarda en este dispositivo mientras avanzas.
      </Lead>
      <Hint>Los campos marcados con * son obligatorios.</Hint>
      <form onSubmit={onSubmit} aria-busy={saving} style={{ marginTop: '1rem' }}>
        {INTAKE_SECTIONS.map((section) => (
          <Fieldset key={section.title}>
            <legend>{section.title}</legend>
            {section.fields.map((spec) => (
              <IntakeField
                key={spec.key}
                spec={spec}
                value={draft[spec.key] ?? ''}
                onChange={(value) => setField(spec.key, value)}
              />
            ))}
          </Fieldset>
        ))}
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar mi historial funcional'}
        </Button>
      </form>
    </PageContainer>
  );
}
