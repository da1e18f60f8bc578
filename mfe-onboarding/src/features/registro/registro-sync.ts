import {
  call,
  observationLogRead,
  observationLogSave,
  type ObservationDay,
  type ObservationLog,
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
    dia: day.dia,
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
    dia: day.dia,
    comidas: day.comidas,
    horasSueno: String(day.horasSueno),
    calidadSueno: day.calidadSueno,
    bristol: String(day.bristol),
    energia: String(day.energia),
    notas: day.notas ?? '',
  };
}

/** Sends the whole local log so it survives a new device (the local copy stays the working one). */
export async function pushLog(userId: string, log: RegistroDia[]): Promise<ObservationLog> {
  const dias = log.map(toObservationDay).filter((d): d is ObservationDay => d !== null);
  return call(observationLogSave, { body: { userId, dias } });
}

export async function pullLog(userId: string): Promise<ObservationLog> {
  return call(observationLogRead, { params: { userId } });
}
