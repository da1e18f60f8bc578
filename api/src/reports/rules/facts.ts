import type { IntakeFields, ObservationDay } from '@tm/shared-contracts/contracts';
import { extractClinicalFacts, type ClinicalFacts } from '@tm/shared-contracts/clinical';

/** What the rules know about a person, read once from the intake and the 5-day log. */
export interface ReportFacts {
  nombre: string;
  edad: number;
  /** Average of the log, else the intake's answer; null when unknown. */
  horasSueno: number | null;
  sleepSatisfied: boolean | null;
  /** Average Bristol type of the log (1–7), null without a log. */
  bristol: number | null;
  constipationByFrequency: boolean;
  energia: number | null;
  estadoAnimo: string | null;
  comidasCaserasBajas: boolean;
  sintomasDespuesComer: string | null;
  /** Medicines, conditions and labs, each with the words it came from. */
  clinical: ClinicalFacts;
  pais: string | undefined;
  diasObservados: number;
  poorSleepDays: number;
}

/** The first number in a free-text answer ('7 horas', 'A1C 6,8 %'), decimal comma accepted. */
export function firstNumber(text: string | undefined): number | null {
  const match = text?.replace(',', '.').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}

const average = (values: number[]): number | null =>
  values.length === 0
    ? null
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

export function readFacts(intake: IntakeFields, days: ObservationDay[]): ReportFacts {
  const loggedSleep = average(days.map((d) => d.horasSueno));
  const intakeSleep = firstNumber(intake.horasSueno);
  return {
    nombre: intake.nombre.trim().split(/\s+/)[0] ?? intake.nombre,
    edad: intake.edad,
    horasSueno: loggedSleep ?? (intakeSleep !== null && intakeSleep <= 24 ? intakeSleep : null),
    sleepSatisfied:
      intake.satisfechoSueno === 'Sí, muy satisfecho'
        ? true
        : intake.satisfechoSueno === 'No, insatisfecho'
          ? false
          : null,
    bristol:
      average(days.map((d) => d.bristol)) ?? bristolFromText(intake.consistenciaEvacuaciones),
    constipationByFrequency:
      intake.frecuenciaEvacuaciones === 'Cada dos días' ||
      intake.frecuenciaEvacuaciones === 'Menos de tres veces por semana',
    energia: average(days.map((d) => d.energia)) ?? intake.nivelEnergia ?? null,
    estadoAnimo: intake.estadoAnimo || null,
    comidasCaserasBajas:
      intake.porcentajeComidasCaseras === '0-25%' || intake.porcentajeComidasCaseras === '25-50%',
    sintomasDespuesComer: intake.sintomasDespuesComer?.trim() || null,
    clinical: extractClinicalFacts({ intake, extraTexts: days.map((d) => d.notas) }),
    pais: intake.pais,
    diasObservados: days.length,
    poorSleepDays: days.filter((d) => d.calidadSueno === 'Mala').length,
  };
}

/** A Bristol type written in the intake's free text ('tipo 2', '4'), if it is 1–7. */
function bristolFromText(text: string | undefined): number | null {
  const value = firstNumber(text);
  return value !== null && value >= 1 && value <= 7 ? value : null;
}
