import {
  ROUTES,
  STORAGE_KEYS,
  call,
  generateReport,
  queryKeyFor,
  reportRead,
  requestToast,
  storedUserId,
} from '@tm/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';

/**
 * 'Generar mi informe inicial': marks the report ready and opens it (§2). With a user id it first
 * asks the API to rebuild the report with the 5-day log (decision); if that fails the stored
 * report (or the static one) still opens.
 */
export function useGenerateReport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const generate = async () => {
    setGenerating(true);
    const userId = storedUserId();
    if (userId && flag.get(STORAGE_KEYS.intakeDone)) {
      try {
        await call(generateReport, { body: { userId, moduleNumber: 1 } });
      } catch (error) {
        console.error('No se pudo actualizar el informe con el registro', error);
        requestToast(window, {
          title: 'Error generando informe',
          description: 'Hubo un problema generando tu informe. Por favor intenta nuevamente.',
          variant: 'destructive',
        });
        setGenerating(false);
        return;
      }
    }
    // The report screen caches forever (§7 defaults): drop the old copy so it reads the new one.
    await queryClient.invalidateQueries({ queryKey: queryKeyFor(reportRead) });
    flag.set(STORAGE_KEYS.informeReady);
    void navigate(ROUTES.informeInicial);
  };
  return { generating, generate };
}
