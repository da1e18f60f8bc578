import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { Button, Lead, Note, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';
import { useEffect, useState, type FormEvent } from 'react';
import { Fieldset, Hint } from '../../shared/form-fields.js';
import { flag } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { IntakeField } from './intake-field.js';
import { INTAKE_SECTIONS, type IntakeKey } from './intake-sections.js';
import { useIntakeDraft, type IntakeSource } from './use-intake-draft.js';
import { useIntakeSubmit } from './use-intake-submit.js';
import { focusFirstInvalid, intakeErrors, type IntakeErrors } from './intake-validation.js';

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
  const [errors, setErrors] = useState<IntakeErrors>({});
  // Set by a refused submit: once its messages are on screen, the first field gets the focus.
  const [refused, setRefused] = useState<IntakeErrors | null>(null);
  useEffect(() => {
    if (refused) focusFirstInvalid(FIELD_ORDER, refused);
  }, [refused]);
  if (!allowed) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = intakeErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return setRefused(found);
    void submit(draft);
  };
  const change = (key: IntakeKey) => (value: string) => {
    setField(key, value);
    // A message goes as soon as the field is right; a new one waits for the next submit.
    if (errors[key])
      setErrors((current) => ({
        ...current,
        [key]: intakeErrors({ ...draft, [key]: value })[key],
      }));
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
