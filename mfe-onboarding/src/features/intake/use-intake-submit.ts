import {
  ROUTES,
  STORAGE_KEYS,
  TIMINGS,
  adoptServerTrial,
  call,
  ensureUserId,
  generateReport,
  intakeRead,
  intakeSave,
  queryKeyFor,
  reportRead,
  requestToast,
  storedUserId,
  type SaveIntakeResponse,
} from '@tm/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../shared/onboarding-storage.js';
import { toIntakePayload } from './intake-payload.js';
import type { IntakeDraft } from './intake-sections.js';

const toast = (title: string, description?: string, destructive = false, durationMs?: number) =>
  requestToast(window, {
    title,
    description,
    variant: destructive ? 'destructive' : 'default',
    durationMs,
  });

/**
 * The §4 submit sequence: save → intake done, adopt the server id, trial start → generate the
 * report → report ready → '¡Listo!' → report after 1 s. Any failure keeps the person on the
 * form with everything typed (the draft is only cleared once the report exists).
 */
export function useIntakeSubmit(clearDraft: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const submit = async (draft: IntakeDraft) => {
    setSaving(true);
    let saved: SaveIntakeResponse;
    try {
      saved = await call(intakeSave, { body: toIntakePayload(draft, ensureUserId()) });
    } catch (error) {
      console.error('No se pudo guardar el formulario de ingreso', error);
      toast(
        'Error al guardar',
        'Hubo un problema guardando tu información. Por favor intenta nuevamente.',
        true,
      );
      setSaving(false);
      return;
    }
    flag.set(STORAGE_KEYS.intakeDone);
    adoptServerTrial(saved);
    // The e-mail she gave is the one later forms (checkout) offer; the saved answers are new.
    if (draft.email?.trim()) localStorage.setItem(STORAGE_KEYS.userEmail, draft.email.trim());
    await queryClient.invalidateQueries({ queryKey: queryKeyFor(intakeRead) });
    toast('Historial guardado', 'Tu historial funcional se guardó correctamente.');

    const userId = storedUserId();
    if (!userId) {
      toast(
        'Error de configuración',
        'No se pudo identificar tu usuario. Por favor recarga la página e intenta nuevamente.',
        true,
      );
      setSaving(false);
      return;
    }
    toast(
      'Analizando tu información...',
      'Estamos preparando tu informe inicial personalizado.',
      false,
      TIMINGS.reportToastMs,
    );
    try {
      await call(generateReport, { body: { userId, moduleNumber: 1 } });
    } catch (error) {
      console.error('No se pudo generar el informe', error);
      toast(
        'Error generando informe',
        'Hubo un problema generando tu informe. Por favor intenta nuevamente.',
        true,
      );
      setSaving(false);
      return;
    }
    // The report screen caches forever (§7 defaults): drop the old copy so it reads the new one.
    await queryClient.invalidateQueries({ queryKey: queryKeyFor(reportRead) });
    flag.set(STORAGE_KEYS.informeReady);
    clearDraft();
    toast('¡Listo!', 'Tu informe inicial está listo.');
    // The report takes the form's place in the history: going back never lands on a submitted
    // form (and the form, opened again, continues from the saved answers).
    setTimeout(
      () => void navigate(ROUTES.informeInicial, { replace: true }),
      TIMINGS.reportRedirectMs,
    );
  };

  return { saving, submit };
}
