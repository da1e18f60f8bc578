import {
  call,
  observationLogRead,
  observationLogSave,
  type ObservationDay,
  type ObservationLog,
} from '@tm/shared-contracts';
import { deviceTimeZone, type RegistroDia } from '../../shared/registro-log.js';

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
