// The weekly nutrition assistant: one contract, two implementations (rules, OpenAI-compatible).

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

/** Ordered by urgency: the escalation answer lists them in this order. */
export const RED_FLAGS = [
  'autolesion',
  'dolor-pecho',
  'desmayo',
  'hipoglucemia',
  'hiperglucemia',
  'trastorno-alimentario',
  'herida-pie',
  'embarazo',
] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

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
}

export interface AssistantInput {
  message: string;
  person: PersonContext;
  /** Systems detected in earlier check-ins, so the weekly step can progress. */
  previousSystems?: string[];
}

export interface AssistantAnswer {
  responseText: string;
  systemsDetected: string[];
  emotionTags: string[];
  redFlags: string[];
}

export interface NutritionAssistant {
  answer(input: AssistantInput): Promise<AssistantAnswer>;
}
