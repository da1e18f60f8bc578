import {
  call,
  deviceTimeZone,
  observationLogRead,
  observationLogSave,
  type ObservationDay,
  type ObservationLog,
  sendOrQueue,
} from '@tm/shared-contracts';
import type { RegistroDia } from '../../shared/registro-log.js';

/** The local day (strings as typed) in the API's shape; incomplete days are not sent. */
export function toObservationDay(day: RegistroDia): ObservationDay | null {
  const horas = Number(day.horasSueno);
  const bristol = Number(day.bristol);
  const energia = Number(day.energia);
  if (!day.comidas.trim() || !day.calidadSueno || !Number.isFinite(horas) || !bristol || !energia)
    return null;
  return {
    fecha: day.fecha,
    comidas: day.comidas,
    horasSueno: horas,
    calidadSueno: day.calidadSueno,
    bristol,
    energia,
    ...(day.notas.trim() ? { notas: day.notas } : {}),
  };
}

export function fromObservationDay(day: ObservationDay): RegistroDia {
  return {
    fecha: day.fecha,
    comidas: day.comidas,
    horasSueno: String(day.horasSueno),
    calidadSueno: day.calidadSueno,
    bristol: String(day.bristol),
    energia: String(day.energia),
    notas: day.notas ?? '',
  };
}

/** Adds or corrects these days on the API (days not sent stay as the API keeps them). */
export async function pushDays(userId: string, days: RegistroDia[]): Promise<ObservationLog> {
  const dias = days.map(toObservationDay).filter((d): d is ObservationDay => d !== null);
  return call(observationLogSave, { body: { userId, zonaHoraria: deviceTimeZone(), dias } });
}

export async function pullLog(userId: string): Promise<ObservationLog> {
  return call(observationLogRead, { params: { userId } });
}

/**
 * One day to the API, with its own key; with no connection it waits in the offline queue (same
 * key: an answer lost on the way cannot apply it twice) and goes when the connection returns.
 */
export async function sendDay(userId: string, day: RegistroDia): Promise<'sent' | 'pending'> {
  const dia = toObservationDay(day);
  if (!dia) return 'sent';
  const body = { userId, zonaHoraria: deviceTimeZone(), dias: [dia] };
  const answer = await sendOrQueue('dia', userId, body, (claveEnvio) =>
    call(observationLogSave, { body: { ...body, claveEnvio } }),
  );
  return 'kept' in answer ? 'pending' : 'sent';
}
