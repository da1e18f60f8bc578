import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import {
  CAMPOS_INCOMPLETOS,
  DIAGNOSTICO_OPTIONS,
  LIMITS,
  preRegistroFormSchema,
  requestToast,
  ROUTES,
  SEXO_OPTIONS,
  STORAGE_KEYS,
  TIMINGS,
  toPreRegistro,
  type PreRegistroForm,
} from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Actions, Field, FieldError, Hint, TextLink } from '../../shared/form.js';

type FieldName = keyof PreRegistroForm;
type Errors = Partial<Record<FieldName, string>>;

const { min: MIN_AGE, max: MAX_AGE } = LIMITS.preRegistroAge;

/** /pre-registro: five required fields (§5), saved locally as NM_pre, then the diagnosis. */
export function PreRegistroScreen() {
  const navigate = useNavigate();
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

  const describe = (name: FieldName, hint?: boolean) =>
    [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].join(' ').trim() || undefined;
  const error = (name: FieldName) =>
    errors[name] ? <FieldError id={`${name}-error`}>{errors[name]}</FieldError> : null;

  return (
    <PageContainer>
      <Card as="div">
        <PageTitle>Antes de empezar, cuéntanos de ti</PageTitle>
        <Lead>
          Son cinco datos y toma menos de un minuto. Con ellos preparamos tu diagnóstico funcional.
        </Lead>
        <form noValidate onSubmit={onSubmit} aria-label="Pre-registro">
          <Field>
            <label htmlFor="nombre">Tu nombre</label>
            <input
              id="nombre"
              name="nombre"
              autoComplete="given-name"
              aria-invalid={Boolean(errors.nombre)}
              aria-describedby={describe('nombre')}
            />
            {error('nombre')}
          </Field>
          <Field>
            <label htmlFor="email">Correo electrónico</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describe('email', true)}
            />
            <Hint id="email-hint">
              Lo usamos solo para enviarte nuestra mini guía para revertir la resistencia a la
              insulina. No compartimos tu correo con nadie.
            </Hint>
            {error('email')}
          </Field>
          <Field>
            <label htmlFor="edad">Edad</label>
            <input
              id="edad"
              name="edad"
              type="number"
              inputMode="numeric"
              min={MIN_AGE}
              max={MAX_AGE}
              step={1}
              aria-invalid={Boolean(errors.edad)}
              aria-describedby={describe('edad', true)}
            />
            <Hint id="edad-hint">
              De {MIN_AGE} a {MAX_AGE} años.
            </Hint>
            {error('edad')}
          </Field>
          <Field>
            <label htmlFor="sexo">Sexo</label>
            <select
              id="sexo"
              name="sexo"
              defaultValue=""
              aria-invalid={Boolean(errors.sexo)}
              aria-describedby={describe('sexo')}
            >
              <option value="" disabled>
                Elige una opción
              </option>
              {SEXO_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error('sexo')}
          </Field>
          <Field>
            <label htmlFor="diagnostico">¿Tienes algún diagnóstico?</label>
            <select
              id="diagnostico"
              name="diagnostico"
              defaultValue=""
              aria-invalid={Boolean(errors.diagnostico)}
              aria-describedby={describe('diagnostico')}
            >
              <option value="" disabled>
                Elige una opción
              </option>
              {DIAGNOSTICO_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error('diagnostico')}
          </Field>
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
