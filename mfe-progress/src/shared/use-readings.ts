import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckinAlert } from '@tm/shared-contracts';
import { readingText } from './format.js';
import { readingsQuery, useDeleteReading, useSaveReading } from './readings-api.js';
import type { UnitPreference } from './use-unit-preference.js';

/** A page's readings, saving (with what was saved said back and any safety answer) and deleting. */
export function useReadings(userId: string, units: UnitPreference) {
  return { readings: useQuery(readingsQuery(userId)), ...useReadingChanges(userId, units) };
}

/** Saving (with what was saved said back and any safety answer) and deleting. */
export function useReadingChanges(userId: string, units: UnitPreference) {
  const [alert, setAlert] = useState<CheckinAlert | null>(null);
  const [saved, setSaved] = useState('');
  const save = useSaveReading(userId, ({ lectura, alerta }) => {
    setAlert(alerta);
    setSaved(`Guardamos tu medición de ${readingText(lectura, units)}.`);
  });
  const remove = useDeleteReading(userId);
  return { alert, saved, save, remove };
}
