import {
  LIMITS,
  STORAGE_KEYS,
  calendarDate,
  openDates,
  planDays,
  storedUserId,
} from '@tm/shared-contracts';
import { useEffect, useState } from 'react';
import { flag } from '../../shared/onboarding-storage.js';
import {
  deviceTimeZone,
  readDetailedLog,
  replaceLog,
  saveDay,
  type RegistroDia,
} from '../../shared/registro-log.js';
import { fromObservationDay, pullLog, pushDays } from './registro-sync.js';

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

  useEffect(() => {
    const userId = storedUserId();
    if (!synced(userId)) return;
    pullLog(userId)
      .then((remote) => {
        setClosed(remote.cerrado);
        if (remote.inicio !== null) setInicio(remote.inicio);
        // Days saved here while the API could not be reached go now, if still open.
        const open = new Set(openDates(today, calendarDate(remote.inicio ?? now, zone)));
        const onServer = new Set(remote.dias.map((day) => day.fecha));
        const unsent = readDetailedLog()
          .filter((day) => !onServer.has(day.fecha) && open.has(day.fecha))
          .slice(0, Math.max(0, LIMITS.observationDays - remote.dias.length));
        setLog(replaceLog([...remote.dias.map(fromObservationDay), ...unsent]));
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

  /** Keeps the day here, then on the API; false when only this device has it. */
  const save = async (day: RegistroDia): Promise<boolean> => {
    setLog(saveDay(day));
    const userId = storedUserId();
    if (!synced(userId)) return true;
    try {
      await pushDays(userId, [day]);
      return true;
    } catch (error) {
      console.warn('El día quedó guardado en este dispositivo; no se pudo enviar', error);
      return false;
    }
  };

  return { today, log, plan, closed, save };
}
