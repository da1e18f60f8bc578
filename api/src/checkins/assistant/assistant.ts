// The weekly nutrition assistant: one contract, two implementations (rules, OpenAI-compatible).
// Triage (./triage) runs before either of them and answers red flags itself.
import type { MedicineClass } from '@tm/shared-contracts/clinical';
import type { SecondOpinion } from './triage/second-opinion.js';
import type { TriageResult } from './triage/taxonomy.js';

export const SYSTEMS = [
  'digestión',
  'sueño',
  'azúcar',
  'energía',
  'hidratación',
  'estrés',
] as const;
export type BodySystem = (typeof SYSTEMS)[number];

export const EMOTIONS = [
  'cansancio',
  'frustración',
  'ansiedad',
  'tristeza',
  'motivación',
  'culpa',
  'miedo',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

/** What the intake and the initial report tell us about the person; every field may be missing. */
export interface PersonContext {
  nombre?: string;
  patron?: string;
  /** The focus the initial report proposed for the coming days (its `enfoque`). */
  enfoque?: string;
  horasSueno?: string;
  satisfechoSueno?: string;
  frecuenciaEvacuaciones?: string;
  estadoAnimo?: string;
  nivelEnergia?: number;
  medicamentos?: string;
  /** The intake's country, for emergency numbers and crisis lines. */
  pais?: string;
  /** Classes of the medicines the intake names (insulin, sulfonylurea…). */
  medicineClasses?: MedicineClass[];
  /** Her fasting trend from Mi progreso ("tu promedio en ayunas bajó de 142 a 128 mg/dL…"). */
  glucoseTrend?: string;
  /** The reflection question of the current programme module, for the weekly chat to pick up. */
  moduleReflection?: { number: number; question: string };
}

export interface AssistantInput {
  message: string;
  person: PersonContext;
  /** Systems detected in earlier check-ins, so the weekly step can progress. */
  previousSystems?: string[];
  /** Triage ran first; the coaching may use what it found (a medicine, an unclear reading). */
  triage?: TriageResult;
}

export interface AssistantAnswer {
  responseText: string;
  systemsDetected: string[];
  emotionTags: string[];
}

export interface NutritionAssistant {
  answer(input: AssistantInput): Promise<AssistantAnswer>;
  /** A model's reading of the message for triage (null when it failed); the rules have none. */
  secondOpinion?(message: string): Promise<SecondOpinion | null>;
}
