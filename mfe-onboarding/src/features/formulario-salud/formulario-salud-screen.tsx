import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import {
  Button,
  FormField,
  Lead,
  PageContainer,
  PageTitle,
  useStoredDraft,
} from '@tm/shared-contracts/ui';
import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import { useFieldErrors } from '../../shared/form-errors.js';
import { Fieldset } from '../../shared/form-fields.js';
import { flag, writeJson } from '../../shared/onboarding-storage.js';
import { useRedirectRule } from '../../shared/redirect.js';
import { useSavedIntake } from '../../shared/saved-intake.js';
import { type HealthAnswers } from '../../shared/health-answers.js';
import { healthFormStart, restoreHealthAnswers } from './health-form-start.js';
import {
  HEALTH_FIELD_ORDER,
  healthErrors,
  healthFieldId,
  type HealthKey,
} from './health-form-validation.js';

type TextKey = Exclude<keyof HealthAnswers, 'edad' | 'genero'>;
const TEXT_FIELDS: { key: TextKey; label: string; required?: boolean; placeholder: string }[] = [
  { key: 'diagnostico', label: 'Diagnóstico', placeholder: 'Ej.: diabetes tipo 2 desde 2019' },
  { key: 'medicamentos', label: 'Medicamentos', placeholder: 'Ej.: metformina, insulina' },
  { key: 'sintomas', label: 'Síntomas *', required: true, placeholder: 'Ej.: cansancio, sed' },
  { key: 'objetivos', label: 'Objetivos *', required: true, placeholder: 'Ej.: bajar mi A1C' },
  { key: 'alergias', label: 'Alergias', placeholder: 'Ej.: ninguna' },
  { key: 'habitos', label: 'Hábitos', placeholder: 'Ej.: camino 20 minutos al día' },
];

export function FormularioSaludScreen() {
  const navigate = useNavigate();
  const allowed = useRedirectRule(() =>
    flag.get(STORAGE_KEYS.motivacionDone) ? null : ROUTES.onboardingBienvenida,
  );
  const {
    draft: answers,
    update,
    clear,
  } = useStoredDraft(STORAGE_KEYS.formularioSaludDraft, restoreHealthAnswers, healthFormStart);
  const { errors, refuse, recheck } = useFieldErrors(
    healthErrors,
    HEALTH_FIELD_ORDER,
    healthFieldId,
  );
  // The age she gave in her intake (the API's copy) fills a still empty age.
  const { saved } = useSavedIntake();
  const intakeAge = saved?.respuestas.edad;
  useEffect(() => {
    if (intakeAge)
      update((current) => (current.edad ? current : { ...current, edad: String(intakeAge) }));
  }, [intakeAge, update]);
  if (!allowed) return null;

  const change =
    (key: HealthKey) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...answers, [key]: event.target.value };
      update((current) => ({ ...current, [key]: event.target.value }));
      recheck(key, next);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refuse(answers)) return;
    writeJson(STORAGE_KEYS.formularioSaludAnswers, answers);
    clear();
    flag.set(STORAGE_KEYS.formularioSaludDone);
    void navigate(ROUTES.mensaje);
  };

  return (
    <PageContainer>
      <PageTitle>Tu formulario de salud</PageTitle>
      <Lead>
        Ocho preguntas sencillas. Se guardan solo en este dispositivo. Llenamos lo que ya nos
        contaste; puedes cambiarlo.
      </Lead>
      <form noValidate onSubmit={submit}>
        <Fieldset>
          <legend>Sobre ti</legend>
          <FormField id={healthFieldId('edad')} label="Edad *" error={errors.edad}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={120}
                required
                value={answers.edad}
                onChange={change('edad')}
              />
            )}
          </FormField>
          <FormField id={healthFieldId('genero')} label="Género *" error={errors.genero}>
            {(control) => (
              <select {...control} required value={answers.genero} onChange={change('genero')}>
                <option value="">Elige una opción</option>
                <option value="masculino">Masculino</option>
                <option value="femenino">Femenino</option>
                <option value="otro">Otro</option>
              </select>
            )}
          </FormField>
          {TEXT_FIELDS.map(({ key, label, required, placeholder }) => (
            <FormField key={key} id={healthFieldId(key)} label={label} error={errors[key]}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  required={required}
                  placeholder={placeholder}
                  value={answers[key]}
                  onChange={change(key)}
                />
              )}
            </FormField>
          ))}
        </Fieldset>
        <Button type="submit">Guardar y continuar →</Button>
      </form>
    </PageContainer>
  );
}
