import { useState, type FormEvent } from 'react';
import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES, storedUserId } from '@tm/shared-contracts';
import {
  BLOOD_MARKERS,
  bloodMarkerFormSchema,
  interpretBloodTest,
  MARKER_RULES,
  sexoFromGenero,
  unitField,
  type BloodMarker,
  type MarkerResult,
} from '@tm/shared-contracts/marketing';
import { unitsOf, type LabUnit } from '@tm/shared-contracts/clinical';
import {
  Button,
  Card,
  ESTADO_STYLE,
  LabsOffer,
  Lead,
  PageContainer,
  PageTitle,
  RangeBar,
  theme,
} from '@tm/shared-contracts/ui';
import { Field, FieldError, Hint } from '../../../shared/form.js';

const LABELS: Record<BloodMarker, { label: string; placeholder: string }> = {
  a1c: { label: 'A1C (hemoglobina glicosilada)', placeholder: 'Ejemplo: 6.1' },
  glucosaAyunas: { label: 'Glucosa en ayunas', placeholder: 'Ejemplo: 105' },
  colesterolTotal: { label: 'Colesterol total', placeholder: 'Ejemplo: 190' },
  ldl: { label: 'Colesterol LDL ("malo")', placeholder: 'Ejemplo: 110' },
  hdl: { label: 'Colesterol HDL ("bueno")', placeholder: 'Ejemplo: 52' },
  trigliceridos: { label: 'Triglicéridos', placeholder: 'Ejemplo: 140' },
  hemoglobina: { label: 'Hemoglobina', placeholder: 'Ejemplo: 13.2' },
};

const ValueAndUnit = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1.25rem;
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const GenderSwitch = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  a[aria-current='page'] {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

const Results = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
`;

const Estado = styled.p<{ $color: string; $fondo: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${({ $fondo }) => $fondo};
  color: ${({ $color }) => $color};
  font-weight: 700;
`;

const Disclaimer = styled.p`
  margin: 2rem 0 0;
  padding: 1rem;
  border-left: 4px solid ${theme.color.warning};
  background: ${theme.color.accent};
  line-height: 1.6;
`;

type Errors = Partial<Record<BloodMarker, string>>;

function ResultCard({
  result,
  genero,
  embarazo,
}: {
  result: MarkerResult;
  genero: string;
  embarazo: boolean;
}) {
  const style = ESTADO_STYLE[result.estado];
  const { unidad } = MARKER_RULES[result.clave];
  return (
    <li>
      <Card as="article" aria-labelledby={`resultado-${result.clave}`}>
        <h3 id={`resultado-${result.clave}`} style={{ margin: 0 }}>
          {result.marcador}
        </h3>
        <p style={{ margin: '0.5rem 0 0', fontSize: '1.25rem', fontWeight: 700 }}>
          Tu valor: {result.valor} {result.unidad}
          {result.equivalente && ` (${result.equivalente})`}
        </p>
        <Estado $color={style.color} $fondo={style.fondo} data-testid={`estado-${result.clave}`}>
          <span aria-hidden="true">{style.icono}</span>
          {style.palabra}
        </Estado>
        <RangeBar
          marker={result.clave}
          genero={genero}
          valor={result.valorBase}
          unidad={unidad}
          embarazo={embarazo}
        />
        <p style={{ color: theme.color.inkSoft, lineHeight: 1.5 }}>
          <strong>Rango:</strong> {result.rango}
        </p>
        <p style={{ lineHeight: 1.6 }}>{result.mensaje}</p>
        <p style={{ lineHeight: 1.6, margin: 0 }}>
          <strong>Qué puedes hacer:</strong> {result.recomendacion}
        </p>
      </Card>
    </li>
  );
}

/** /resultados?genero=…: seven optional numbers, one verdict card per filled-in marker (§5). */
export function BloodTestInterpreter({ genero }: { genero: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [results, setResults] = useState<MarkerResult[] | null>(null);
  const [embarazo, setEmbarazo] = useState(false);
  const hombre = sexoFromGenero(genero) === 'hombre';
  // A known person may add the values to Mi progreso (issue 19); a visitor has no history.
  const [userId] = useState(storedUserId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = bloodMarkerFormSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as BloodMarker] ??= issue.message;
      setErrors(next);
      setResults(null);
      return;
    }
    setErrors({});
    setEmbarazo(parsed.data.embarazo === true);
    setResults(interpretBloodTest(parsed.data, genero));
  };

  return (
    <PageContainer>
      <PageTitle>Interpreta tus análisis de sangre</PageTitle>
      <Lead>
        Escribe los valores que aparecen en tu hoja de resultados. Llena solo los que tengas: los
        demás puedes dejarlos en blanco.
      </Lead>
      <GenderSwitch aria-label="Valores de referencia">
        <Button
          as={Link}
          $variant="secondary"
          to={`${ROUTES.resultados}?genero=femenino`}
          aria-current={hombre ? undefined : 'page'}
        >
          Valores para mujer
        </Button>
        <Button
          as={Link}
          $variant="secondary"
          to={`${ROUTES.resultados}?genero=masculino`}
          aria-current={hombre ? 'page' : undefined}
        >
          Valores para hombre
        </Button>
      </GenderSwitch>
      <Card as="div">
        <form noValidate onSubmit={onSubmit} aria-label="Tus análisis de sangre">
          <Grid>
            {BLOOD_MARKERS.map((marker) => (
              <Field key={marker}>
                <label htmlFor={`marcador-${marker}`}>{LABELS[marker].label}</label>
                <ValueAndUnit>
                  <input
                    id={`marcador-${marker}`}
                    name={marker}
                    type="number"
                    step="any"
                    inputMode="decimal"
                    placeholder={LABELS[marker].placeholder}
                    aria-invalid={Boolean(errors[marker])}
                    aria-describedby={errors[marker] ? `error-${marker}` : undefined}
                  />
                  {/* Empty means "as the number says": a number that fits two units is asked about. */}
                  <select name={unitField(marker)} aria-label={`Unidad: ${LABELS[marker].label}`}>
                    <option value="">Unidad</option>
                    {unitsOf(marker).map((unit) => (
                      <option key={unit} value={unit}>
                        {unit}
                      </option>
                    ))}
                  </select>
                </ValueAndUnit>
                {errors[marker] && (
                  <FieldError id={`error-${marker}`} role="alert">
                    {errors[marker]}
                  </FieldError>
                )}
              </Field>
            ))}
          </Grid>
          {!hombre && (
            <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input type="checkbox" name="embarazo" /> Estoy embarazada
            </label>
          )}
          <Hint>
            Elige la unidad que dice tu hoja; si no la eliges y el número puede ser de dos unidades,
            te la preguntamos. Usamos los valores de referencia para {hombre ? 'hombre' : 'mujer'}.
            Tus números no salen de este dispositivo
            {userId ? ', salvo que elijas añadirlos a Mi progreso.' : '.'}
          </Hint>
          <div style={{ marginTop: '1.25rem' }}>
            <Button type="submit">Analizar mis resultados</Button>
          </div>
        </form>
      </Card>
      <section aria-live="polite" aria-label="Tus resultados">
        {results?.length === 0 && (
          <Lead style={{ marginTop: '1.5rem' }}>
            Escribe al menos un valor para poder explicártelo.
          </Lead>
        )}
        {results && results.length > 0 && (
          <>
            <h2 style={{ marginTop: '2rem' }}>Tus resultados</h2>
            <Results>
              {results.map((result) => (
                <ResultCard
                  key={result.clave}
                  result={result}
                  genero={genero}
                  embarazo={embarazo}
                />
              ))}
            </Results>
            {userId && (
              <LabsOffer
                // A new analysis is a new offer.
                key={JSON.stringify(results.map((r) => [r.clave, r.valor, r.unidad]))}
                userId={userId}
                origen="interprete"
                analisis={results.map((r) => ({
                  marcador: r.clave,
                  valor: r.valor,
                  unidad: r.unidad as LabUnit,
                }))}
                progressLink={
                  <Link to={ROUTES.miProgresoAnalisis}>Ver mis análisis en Mi progreso</Link>
                }
              />
            )}
          </>
        )}
      </section>
      <Disclaimer>
        <strong>Importante:</strong> esta herramienta es educativa y no da diagnósticos. Los
        resultados dicen si tus valores son compatibles con un rango, pero solo tu médico puede
        interpretarlos junto con tu historia. Consulta a tu médico antes de cambiar tu alimentación,
        tus suplementos o tus medicinas.
      </Disclaimer>
    </PageContainer>
  );
}
