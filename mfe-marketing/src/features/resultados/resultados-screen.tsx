import { lazy, Suspense } from 'react';
import { useSearchParams } from '@tm/shared-contracts/router';
import { PatternResultLoading } from './pattern-result-loading.js';

// Each content loads only when it is the one shown.
const PatternResult = lazy(() =>
  import('./pattern-result.js').then((m) => ({ default: m.PatternResult })),
);
const BloodTestInterpreter = lazy(() =>
  import('./blood-test/blood-test-interpreter.js').then((m) => ({
    default: m.BloodTestInterpreter,
  })),
);

/**
 * /resultados hosts two contents (§2): with a `genero` query parameter (the /analisis entry links
 * there) the blood-test interpreter, otherwise the functional pattern of the diagnosis.
 */
export function ResultadosScreen() {
  const [params] = useSearchParams();
  const genero = params.get('genero');
  if (genero === null) {
    return (
      <Suspense fallback={<PatternResultLoading />}>
        <PatternResult />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <BloodTestInterpreter genero={genero || 'femenino'} />
    </Suspense>
  );
}
