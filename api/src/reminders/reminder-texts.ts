import {
  moduloPath,
  ROUTES,
  type EmailTemplate,
  type PushReminder,
  type ReminderKind,
} from '@tm/shared-contracts/contracts';

/** A scheduled reminder: what it is about, with what its texts need. */
export interface DueReminder {
  userId: string;
  kind: ReminderKind;
  /** What it reminds of, once per person: the log's date, the week, the module, 'prueba'. */
  occurrence: string;
  payload: { module?: number; daysLeft?: number; trialEnd?: number };
}

/** The notification a device shows: short, warm, and opening the page it is about. */
export function pushMessage(reminder: Pick<DueReminder, 'kind' | 'payload'>): PushReminder {
  const { kind, payload } = reminder;
  switch (kind) {
    case 'registro':
      return {
        kind,
        title: '¿Ya anotaste tu día?',
        body: 'Qué comiste, cómo dormiste y cómo te sentiste: te toma unos minutos.',
        url: ROUTES.registro,
      };
    case 'checkin':
      return {
        kind,
        title: 'Tu conversación de la semana',
        body: '¿Cómo te fue estos días? Cuéntanoslo en tu chat semanal.',
        url: ROUTES.chatSemanal,
      };
    case 'modulo': {
      const module = payload.module ?? 2;
      return {
        kind,
        title: `Ya puedes empezar tu Módulo ${module}`,
        body: 'Lecciones cortas, cada una con una acción práctica. Ve a tu ritmo.',
        url: moduloPath(module),
      };
    }
    case 'prueba': {
      const days = payload.daysLeft ?? 2;
      return {
        kind,
        title: `Tu prueba gratuita termina en ${days} ${days === 1 ? 'día' : 'días'}`,
        body: 'Activa tu suscripción para seguir con tu programa, tu chat y tus módulos.',
        url: ROUTES.checkout,
      };
    }
  }
}

/** The e-mail sent instead when no device takes it: the existing ones for modules and trial. */
export function fallbackEmail(reminder: Pick<DueReminder, 'kind' | 'payload'>): {
  template: EmailTemplate;
  payload: Record<string, unknown>;
} {
  const { kind, payload } = reminder;
  switch (kind) {
    case 'modulo':
      return { template: 'module_opened', payload: { module: payload.module } };
    case 'prueba':
      return {
        template: 'trial_ending',
        payload: { daysLeft: payload.daysLeft, trialEnd: payload.trialEnd, subscribed: false },
      };
    default:
      return { template: 'reminder', payload: { kind } };
  }
}
