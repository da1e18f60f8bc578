import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  call,
  IMPORT_BATCH,
  progressImport,
  type ImportSource,
} from '@tm/shared-contracts';
import { refreshReadings } from '../../shared/readings-api.js';
import type { ImportPlan } from './import-plan.js';

export type ImportState =
  | { step: 'idle' }
  | { step: 'saving'; sent: number; total: number }
  | { step: 'done'; origen: ImportSource; guardadas: number; repetidas: number }
  | { step: 'failed'; saved: number; total: number; message: string };

/**
 * Sends the plan's new readings in batches, one after another. A failure keeps what was saved;
 * trying again is safe, as the API stores each device moment once.
 */
export function useImport(userId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const run = async ({ file, fresh }: ImportPlan) => {
    let guardadas = 0;
    let repetidas = 0;
    // What is stored is read again before the outcome shows, so a next file compares with it.
    const refresh = () => refreshReadings(queryClient, userId);
    setState({ step: 'saving', sent: 0, total: fresh.length });
    try {
      for (let start = 0; start < fresh.length; start += IMPORT_BATCH) {
        const lecturas = fresh.slice(start, start + IMPORT_BATCH);
        const answer = await call(progressImport, {
          body: { userId, origen: file.origen, unidad: file.unidad, lecturas },
        });
        guardadas += answer.guardadas;
        repetidas += answer.repetidas;
        setState({ step: 'saving', sent: start + lecturas.length, total: fresh.length });
      }
      await refresh();
      setState({ step: 'done', origen: file.origen, guardadas, repetidas });
    } catch (error) {
      await refresh();
      setState({
        step: 'failed',
        saved: guardadas,
        total: fresh.length,
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'No hubo respuesta del servidor. Revisa tu conexión.',
      });
    }
  };

  return { state, run, reset: () => setState({ step: 'idle' }) };
}
