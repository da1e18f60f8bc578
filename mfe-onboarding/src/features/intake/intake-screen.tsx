import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { Button, Lead, Note, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import { type FormEvent } from 'react';
import { useFieldErrors } from '../../shared/form-errors.js';
import { Fieldset, Hint } from '../../shared/form-fields.js';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { IntakeField, intakeFieldId } from './intake-field.js';
import { INTAKE_SECTIONS, type IntakeKey } from './intake-sections.js';
import { useIntakeDraft, type IntakeSource } from './use-intake-draft.js';
import { useIntakeSubmit } from './use-intake-submit.js';
import { intakeErrors } from './intake-validation.js';

const FIELD_ORDER: IntakeKey[] = INTAKE_SECTIONS.flatMap((s) => s.fields.map((f) => f.key));

const SOURCE_NOTE: Partial<Record<IntakeSource, string>> = {
  guardado:
    'Ya guardaste tu historial funcional: aquí están tus respuestas. Cambia lo que quieras y vuelve a guardarlo.',
  'pre-registro':
    'Llenamos lo que ya nos contaste antes (nombre, correo, edad y cómo te sientes después de comer). Puedes cambiarlo.',
};

/** 'Formulario de Ingreso' (§2, §3, §5); without the welcome step it goes to /onboarding/bienvenida. */
export function IntakeScreen() {
  const allowed = useRedirectRule(() =>
    flag.get(STORAGE_KEYS.bienvenidaDone) ? null : ROUTES.onboardingBienvenida,
  );
  const { draft, setField, clearDraft, loading, source } = useIntakeDraft();
  const { saving, submit } = useIntakeSubmit(clearDraft);
  const { errors, refuse, recheck } = useFieldErrors(intakeErrors, FIELD_ORDER, intakeFieldId);
  if (!allowed) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (refuse(draft)) return;
    void submit(draft);
  };
  const change = (key: IntakeKey) => (value: string) => {
    setField(key, value);
    recheck(key, { ...draft, [key]: value });
  };
  const note = SOURCE_NOTE[source];

  return (
    <PageContainer>
      <PageTitle>Formulario de Ingreso</PageTitle>
      <Lead>
        No todos los campos son obligatorios, pero cuanta más información compartas, más completa
        será la imagen de tu salud. Lo que escribes se guarda en este dispositivo mientras avanzas.
      </Lead>
      {loading ? (
        <p role="status">Cargando tu historial funcional...</p>
      ) : (
        <>
          {note && (
            <Note role="note">
              {note}
              {source === 'guardado' && flag.get(STORAGE_KEYS.informeReady) && (
                <>
                  {' '}
                  <Link to={ROUTES.informeInicial}>Ver mi informe inicial</Link>
                </>
              )}
            </Note>
          )}
          <Hint>Los campos marcados con * son obligatorios.</Hint>
          <form noValidate onSubmit={onSubmit} aria-busy={saving} style={{ marginTop: '1rem' }}>
            {INTAKE_SECTIONS.map((section) => (
              <Fieldset key={section.title}>
                <legend>{section.title}</legend>
                {section.fields.map((spec) => (
                  <IntakeField
                    key={spec.key}
                    spec={spec}
                    value={draft[spec.key] ?? ''}
                    error={errors[spec.key]}
                    onChange={change(spec.key)}
                  />
                ))}
              </Fieldset>
            ))}
            <Button type="submit" disabled={saving}>
              {saving ? 'Guardando...' : 'Guardar mi historial funcional'}
            </Button>
          </form>
        </>
      )}
    </PageContainer>
  );
}
