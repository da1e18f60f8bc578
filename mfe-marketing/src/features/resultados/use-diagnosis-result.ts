import { useEffect, useState } from 'react';
import { LIMITS, requestToast, STORAGE_KEYS, type ToastRequest } from '@tm/shared-contracts';
import {
  diagnosticoSimpleSchema,
  scoreDiagnosis,
  type DiagnosisOutcome,
} from '../../shared/diagnosis/diagnosis.js';

export type DiagnosisResultState =
  | { status: 'listo'; outcome: DiagnosisOutcome }
  | { status: 'sin-diagnostico'; toast: ToastRequest };

const NOT_TAKEN: DiagnosisResultState = {
  status: 'sin-diagnostico',
  toast: {
    title: 'Sin diagnóstico',
    description: 'Por favor, completa el diagnóstico primero.',
    variant: 'destructive',
  },
};

/** NM_diagnostico_simple scored, or the §8 toast that says why there is no result. */
function readDiagnosisResult(): DiagnosisResultState {
  const raw = window.localStorage.getItem(STORAGE_KEYS.diagnosticoSimple);
  if (raw === null) return NOT_TAKEN;
  try {
    const answers = diagnosticoSimpleSchema.parse(JSON.parse(raw));
    // The diagnosis keeps each pick as it is made: fewer than three is a diagnosis left halfway.
    if (answers.length < LIMITS.diagnosisQuestions) return NOT_TAKEN;
    return { status: 'listo', outcome: scoreDiagnosis(answers) };
  } catch (error) {
    console.warn('NM_diagnostico_simple ilegible; se pide repetir el diagnóstico.', error);
    return {
      status: 'sin-diagnostico',
      toast: {
        title: 'Error',
        description:
          'No se pudieron cargar tus respuestas. Por favor, completa el diagnóstico nuevamente.',
        variant: 'destructive',
      },
    };
  }
}

/** Reads the stored answers once per visit (this screen is never prerendered: window exists). */
export function useDiagnosisResult(): DiagnosisResultState {
  const [state] = useState(readDiagnosisResult);
  const toast = state.status === 'sin-diagnostico' ? state.toast : null;
  useEffect(() => {
    if (toast) requestToast(window, toast);
  }, [toast]);
  return state;
}
