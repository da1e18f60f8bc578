import {
  LIMITS,
  STORAGE_KEYS,
  calendarDate,
  deviceTimeZone,
  onOfflineQueueChange,
  openDates,
  pendingEntries,
  planDays,
  storedUserId,
} from '@tm/shared-contracts';
import { useEffect, useState } from 'react';
import { flag } from '../../shared/onboarding-storage.js';
import {
  readDetailedLog,
  replaceLog,
  saveDay,
  type RegistroDia,
} from '../../shared/registro-log.js';
import { fromObservationDay, pullLog, pushDays, sendDay } from './registro-sync.js';

/** The calendar days of this person waiting in the offline queue (none where it cannot open). */
const queuedDates = (userId: string): Promise<Set<string>> =>
  pendingEntries('dia', userId).then(
    (entries) => new Set(entries.flatMap((entry) => entry.body.dias.map((day) => day.fecha))),
    () => new Set<string>(),
  );

/** The days of this person waiting in the offline queue, read again whenever it changes. */
function usePendingDays(): ReadonlySet<string> {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const userId = storedUserId();
    if (!userId) return;
    let current = true;
    const read = () => queuedDates(userId).then((dates) => current && setPending(dates));
    void read();
    const stop = onOfflineQueueChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, []);
  return pending;
}

/** tm_trial_start when it is a positive number: the start until the API says its own. */
function storedTrialStart(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.trialStart));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const synced = (userId: string | null): userId is string =>
  Boolean(userId) && flag.get(STORAGE_KEYS.intakeDone);

/**
 * The 5-day log and its calendar: the API's copy first (a new device, days written elsewhere), the
 * device's own while it cannot answer. Days are planned with the shared rule the API enforces.
 */
export function useRegistro() {
  const [now] = useState(() => Date.now());
  const zone = deviceTimeZone();
  const today = calendarDate(now, zone);
  const [log, setLog] = useState(readDetailedLog);
  const [closed, setClosed] = useState(false);
  const [inicio, setInicio] = useState(storedTrialStart);
  const pending = usePendingDays();

  useEffect(() => {
    const userId = storedUserId();
    if (!synced(userId)) return;
    pullLog(userId)
      // Read once the API has answered: a day saved meanwhile may already be in the queue.
      .then(async (remote) => [remote, await queuedDates(userId)] as const)
      .then(([remote, queued]) => {
        setClosed(remote.cerrado);
        if (remote.inicio !== null) setInicio(remote.inicio);
        // Days saved here while the API could not be reached go now, if still open; those in
        // the offline queue are left to it (it sends them with their keys).
        const open = new Set(openDates(today, calendarDate(remote.inicio ?? now, zone)));
        const onServer = new Set(remote.dias.map((day) => day.fecha));
        const local = readDetailedLog().filter(
          (day) => !onServer.has(day.fecha) && open.has(day.fecha),
        );
        const kept = local.slice(0, Math.max(0, LIMITS.observationDays - remote.dias.length));
        const unsent = kept.filter((day) => !queued.has(day.fecha));
        setLog(replaceLog([...remote.dias.map(fromObservationDay), ...kept]));
        if (unsent.length > 0 && !remote.cerrado)
          pushDays(userId, unsent).catch((error: unknown) =>
            console.warn('No se pudieron enviar los días guardados en este dispositivo', error),
          );
      })
      .catch((error: unknown) => console.warn('No se pudo leer el registro guardado', error));
  }, [now, today, zone]);

  const plan = planDays({
    done: log.map((day) => day.fecha),
    today,
    firstDay: calendarDate(inicio ?? now, zone),
  });

  /**
   * Keeps the day here, then on the API: 'pending' when it waits offline to be sent by itself,
   * 'unsent' when the API refused or failed (sent again the next time the log opens).
   */
  const save = async (day: RegistroDia): Promise<'sent' | 'pending' | 'unsent'> => {
    setLog(saveDay(day));
    const userId = storedUserId();
    if (!synced(userId)) return 'sent';
    try {
      return await sendDay(userId, day);
    } catch (error) {
      console.warn('El día quedó guardado en este dispositivo; no se pudo enviar', error);
      return 'unsent';
    }
  };

  return { today, log, plan, closed, pending, save };
}
