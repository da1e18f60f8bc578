import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import {
  LIMITS,
  readStoredJson,
  requestToast,
  ROUTES,
  STORAGE_KEYS,
  TIMINGS,
} from '@tm/shared-contracts';
import {
  CAMPOS_INCOMPLETOS,
  DIAGNOSTICO_OPTIONS,
  preRegistroFormSchema,
  SEXO_OPTIONS,
  toPreRegistro,
  type PreRegistroForm,
} from './pre-registro.js';
import {
  Button,
  Card,
  FormField,
  Lead,
  PageContainer,
  PageTitle,
  type ControlProps,
} from '@tm/shared-contracts/ui';
import { Actions, Hint, TextLink } from '../../shared/form.js';

type FieldName = keyof PreRegistroForm;
type Errors = Partial<Record<FieldName, string>>;

const { min: MIN_AGE, max: MAX_AGE } = LIMITS.preRegistroAge;

/** A required choice: starts on a disabled "Elige una opción" unless already answered. */
function ChoiceSelect({
  options,
  defaultValue,
  ...control
}: ControlProps & {
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select
      {...control}
      defaultValue={options.some((option) => option.value === defaultValue) ? defaultValue : ''}
    >
      <option value="" disabled>
        Elige una opción
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type Typed = Partial<Record<FieldName, string>>;

/** What was typed (the draft), else what was saved (NM_pre, coming back from the diagnosis). */
function typedBefore(): Typed {
  const draft = readStoredJson<Typed>(localStorage, STORAGE_KEYS.preRegistroDraft);
  if (draft && typeof draft === 'object') return draft;
  const saved = readStoredJson<Record<string, unknown>>(localStorage, STORAGE_KEYS.preRegistro);
  if (!saved || typeof saved !== 'object') return {};
  const { dx, edad, ...rest } = saved;
  return Object.fromEntries(
    Object.entries({
      ...rest,
      diagnostico: dx,
      edad: edad === undefined ? undefined : String(edad),
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * /pre-registro: five required fields (§5), saved locally as NM_pre, then the diagnosis. What is
 * typed is kept as a draft, so a reload or coming back keeps it (issue 17).
 */
export function PreRegistroScreen() {
  const navigate = useNavigate();
  const [before] = useState(typedBefore);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = preRegistroFormSchema.safeParse(values);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= issue.message;
      }
      setErrors(next);
      const missing = result.error.issues.some((issue) => issue.message === CAMPOS_INCOMPLETOS);
      requestToast(window, {
        title: missing ? 'Campos incompletos' : 'Revisa tus datos',
        description: missing
          ? CAMPOS_INCOMPLETOS
          : 'Hay un dato que necesitamos que corrijas. Te lo marcamos en rojo.',
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    window.localStorage.setItem(
      STORAGE_KEYS.preRegistro,
      JSON.stringify(toPreRegistro(result.data, Date.now())),
    );
    window.localStorage.removeItem(STORAGE_KEYS.preRegistroDraft);
    setSaved(true);
    requestToast(window, {
      title: 'Datos guardados',
      description: 'Continuando al diagnóstico funcional...',
    });
    timer.current = window.setTimeout(
      () => navigate(ROUTES.diagnostico),
      TIMINGS.preRegistroContinueMs,
    );
  };

  const keepDraft = (event: FormEvent<HTMLFormElement>) =>
    window.localStorage.setItem(
      STORAGE_KEYS.preRegistroDraft,
      JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))),
    );

  return (
    <PageContainer>
      <Card as="div">
        <PageTitle>Antes de empezar, cuéntanos de ti</PageTitle>
        <Lead>
          Son cinco datos y toma menos de un minuto. Con ellos preparamos tu diagnóstico funcional.
        </Lead>
        <form noValidate onSubmit={onSubmit} onChange={keepDraft} aria-label="Pre-registro">
          <FormField id="nombre" label="Tu nombre" error={errors.nombre}>
            {(control) => (
              <input
                {...control}
                name="nombre"
                autoComplete="given-name"
                defaultValue={before.nombre}
              />
            )}
          </FormField>
          <FormField
            id="email"
            label="Correo electrónico"
            error={errors.email}
            hint="Lo usamos solo para enviarte nuestra mini guía para revertir la resistencia a la insulina. No compartimos tu correo con nadie."
          >
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={before.email}
              />
            )}
          </FormField>
          <FormField
            id="edad"
            label="Edad"
            error={errors.edad}
            hint={`De ${MIN_AGE} a ${MAX_AGE} años.`}
          >
            {(control) => (
              <input
                {...control}
                name="edad"
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                step={1}
                defaultValue={before.edad}
              />
            )}
          </FormField>
          <FormField id="sexo" label="Sexo" error={errors.sexo}>
            {(control) => (
              <ChoiceSelect
                {...control}
                name="sexo"
                options={SEXO_OPTIONS}
                defaultValue={before.sexo ?? ''}
              />
            )}
          </FormField>
          <FormField id="diagnostico" label="¿Tienes algún diagnóstico?" error={errors.diagnostico}>
            {(control) => (
              <ChoiceSelect
                {...control}
                name="diagnostico"
                options={DIAGNOSTICO_OPTIONS}
                defaultValue={before.diagnostico ?? ''}
              />
            )}
          </FormField>
          <Hint>
            Tus datos se guardan solo en este dispositivo. Lee nuestra{' '}
            <TextLink to={ROUTES.privacidad}>política de privacidad</TextLink>.
          </Hint>
          <Actions>
            <Button type="submit" disabled={saved}>
              {saved ? 'Continuando...' : 'Continuar'}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => navigate(ROUTES.landing)}>
              Cancelar
            </Button>
          </Actions>
        </form>
      </Card>
    </PageContainer>
  );
}
