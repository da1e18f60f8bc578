import {
  LIMITS,
  MODULE_1_LESSON_IDS,
  ROUTES,
  TRIAL,
  module1LessonsOpen,
  type CalendarDate,
} from '@tm/shared-contracts';

/** What Tu camino knows about the person, read from the API (the device's flags if it fails). */
export interface CaminoFacts {
  daysSinceStart: number;
  /** Active or in a provider trial: the first month, not the 7-day trial. */
  subscriber: boolean;
  hasAccess: boolean;
  /** The weekly chat's form rule (active, trialing or days left). */
  chatOpen: boolean;
  intakeDone: boolean;
  reportReady: boolean;
  /** The journey's message step is done, so the log opens directly. */
  mensajeDone: boolean;
  /** Calendar days of the 5-day log. */
  loggedDays: CalendarDate[];
  today: CalendarDate;
  module1Open: boolean;
  lessonsDone: readonly string[];
  /** When the newest weekly check-in was sent (ms), null before the first. */
  lastCheckinAt: number | null;
  now: number;
}

export type CaminoKey = 'intake' | 'report' | 'log' | 'lesson' | 'chat';
/** Done; the one thing to do next; to do later today; or not open yet (with why). */
export type CaminoState = 'hecho' | 'siguiente' | 'pendiente' | 'cerrado';

export interface CaminoStep {
  key: CaminoKey;
  title: string;
  detail: string;
  state: CaminoState;
  action?: { label: string; to: string };
}

const WEEK_MS = 7 * 86_400_000;
const FIRST_MONTH_DAYS = 30;

/** Day N of the trial (1–7), of the first month (1–30), or simply day N after that. */
export function caminoDay({ daysSinceStart, subscriber }: CaminoFacts) {
  const day = Math.max(1, Math.floor(daysSinceStart) + 1);
  if (!subscriber && day <= TRIAL.days)
    return { day, label: `Día ${day} de ${TRIAL.days} de tu prueba gratuita`, inTrial: true };
  if (subscriber && day <= FIRST_MONTH_DAYS)
    return { day, label: `Día ${day} de tu primer mes`, inTrial: false };
  return { day, label: `Día ${day} de tu programa`, inTrial: false };
}

type Draft = Omit<CaminoStep, 'state'> & { done: boolean; closed?: boolean };

/**
 * Today's path in the journey's order: the intake, the report built from it, the day of the
 * 5-day log, today's lesson of Module 1 and the weekly chat. The first one not done and open is
 * 'siguiente'.
 */
export function caminoSteps(facts: CaminoFacts): CaminoStep[] {
  const logged = facts.loggedDays.length;
  const loggedToday = facts.loggedDays.includes(facts.today);
  const lesson = module1LessonsOpen(facts.daysSinceStart);
  const lessonId = MODULE_1_LESSON_IDS[lesson - 1]!;
  const wroteThisWeek = facts.lastCheckinAt !== null && facts.now - facts.lastCheckinAt < WEEK_MS;

  const drafts: Draft[] = [
    {
      key: 'intake',
      title: 'Tu historial funcional',
      detail: facts.intakeDone
        ? 'Ya lo enviaste.'
        : 'Tu salud y tu historia, por pasos. Puedes guardarlo y seguir después.',
      done: facts.intakeDone,
      action: { label: 'Completar mi historial funcional', to: ROUTES.intake },
    },
    {
      key: 'report',
      title: 'Tu informe inicial',
      detail: facts.reportReady
        ? 'Ya está listo.'
        : facts.intakeDone
          ? 'Lo preparamos con tu historial funcional.'
          : 'Llega cuando envíes tu historial funcional.',
      done: facts.reportReady,
      closed: !facts.intakeDone,
      action: facts.reportReady
        ? { label: 'Ver mi informe inicial', to: ROUTES.informeInicial }
        : { label: 'Preparar mi informe inicial', to: ROUTES.intake },
    },
    {
      key: 'log',
      title: 'Tu registro de 5 días',
      detail:
        logged >= LIMITS.observationDays
          ? 'Completaste tus 5 días de observación.'
          : `${logged} de ${LIMITS.observationDays} días anotados.${loggedToday ? ' Hoy ya anotaste tu día.' : ''}`,
      done: logged >= LIMITS.observationDays || loggedToday,
      closed: !facts.intakeDone,
      action: {
        label: 'Anotar mi día',
        to: facts.mensajeDone ? ROUTES.registro : ROUTES.motivacion,
      },
    },
    {
      key: 'lesson',
      title: `Lección del día ${lesson} del Módulo 1`,
      detail: !facts.module1Open
        ? facts.hasAccess
          ? 'Se abre con tu informe inicial.'
          : 'Se abre con tu suscripción.'
        : 'Una lección por día, con una acción práctica.',
      done: facts.lessonsDone.includes(lessonId),
      closed: !facts.module1Open,
      action: { label: 'Abrir mi lección', to: ROUTES.modulo1 },
    },
    {
      key: 'chat',
      title: 'Tu chat semanal',
      detail: !facts.reportReady
        ? 'Se abre con tu informe inicial.'
        : !facts.chatOpen
          ? 'Se abre con tu suscripción.'
          : wroteThisWeek
            ? 'Ya escribiste esta semana.'
            : 'Cuéntanos cómo va tu semana.',
      done: wroteThisWeek,
      closed: !facts.reportReady || !facts.chatOpen,
      action: { label: 'Escribir en mi chat semanal', to: ROUTES.chatSemanal },
    },
  ];

  const next = drafts.find((step) => !step.done && !step.closed);
  return drafts.map(({ done, closed, action, ...step }) => {
    const state: CaminoState = done
      ? 'hecho'
      : closed
        ? 'cerrado'
        : step.key === next?.key
          ? 'siguiente'
          : 'pendiente';
    return state === 'cerrado' ? { ...step, state } : { ...step, state, action };
  });
}
