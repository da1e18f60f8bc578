import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckinAlert } from '@tm/shared-contracts';
import { readingText } from './format.js';
import { readingsQuery, useDeleteReading, useSaveReading } from './readings-api.js';
import { usePendingReadings } from './use-pending-readings.js';
import type { UnitPreference } from './use-unit-preference.js';

/** A page's readings, and the changes of useReadingChanges. */
export function useReadings(userId: string, units: UnitPreference) {
  return { readings: useQuery(readingsQuery(userId)), ...useReadingChanges(userId, units) };
}

/**
 * The readings still waiting on this device, saving (with what was saved said back and any safety
 * answer) and deleting.
 */
export function useReadingChanges(userId: string, units: UnitPreference) {
  const [alert, setAlert] = useState<CheckinAlert | null>(null);
  const [saved, setSaved] = useState('');
  const pending = usePendingReadings(userId);
  const save = useSaveReading(
    userId,
    ({ lectura, alerta }) => {
      setAlert(alerta);
      setSaved(`Guardamos tu medición de ${readingText(lectura, units)}.`);
    },
    () => {
      setAlert(null);
      setSaved(
        'Sin conexión: tu medición quedó guardada en este teléfono, pendiente de enviar. Se enviará sola cuando vuelva la conexión.',
      );
    },
  );
  const remove = useDeleteReading(userId);
  return { pending, alert, saved, save, remove };
}
