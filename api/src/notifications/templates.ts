import {
  curriculumModule,
  moduloPath,
  PRICE,
  ROUTES,
  SIGN_IN_LINK_TTL_MS,
  type EmailTemplate,
} from '@tm/shared-contracts/contracts';

export interface EmailContext {
  /** The first name from the intake, when we have it. */
  nombre: string | null;
  /** The product's address for links (PUBLIC_URL). */
  baseUrl: string;
  payload: Record<string, unknown>;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Text a person wrote is shown as text: every HTML special character escaped. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateEs = (ms: unknown) =>
  typeof ms === 'number'
    ? new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(ms),
      )
    : null;

interface Body {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; path: string };
}

const SIGNATURE = 'Con cariño, el equipo del Programa de Nutrición Funcional';
const DISCLAIMER =
  'Este programa es educativo y no sustituye la evaluación de tu médico. Consulta con tu médico antes de hacer cambios importantes en tu alimentación o suplementación.';

function bodyOf(template: EmailTemplate, { payload }: EmailContext): Body {
  const price = `${PRICE.amountUsd} USD al mes`;
  switch (template) {
    case 'subscription_confirmed': {
      const firstCharge = dateEs(payload.trialEnd);
      return {
        subject: 'Tu suscripción está activa',
        heading: '¡Bienvenido al plan completo!',
        paragraphs: [
          'Gracias por confiar en nosotros. Tu suscripción quedó activa y ya tienes acceso al Módulo 1, al chat semanal y a tu informe.',
          firstCharge
            ? `No te cobraremos nada durante tu prueba gratuita. El primer cargo de ${price} será el ${firstCharge}.`
            : `Tu suscripción cuesta ${price}.`,
          'Puedes cancelar cuando quieras desde tu perfil; conservas el acceso hasta el final del periodo pagado. Tienes 7 días de garantía de reembolso desde tu primera suscripción.',
        ],
        action: { label: 'Ir al Módulo 1', path: '/modulo-1' },
      };
    }
    case 'trial_ending': {
      const days = typeof payload.daysLeft === 'number' ? payload.daysLeft : 2;
      const left = days === 1 ? 'queda 1 día' : `quedan ${days} días`;
      const subject = `Tu prueba gratuita termina en ${days} ${days === 1 ? 'día' : 'días'}`;
      if (payload.subscribed === false) {
        return {
          subject,
          heading: 'Tu prueba gratuita está por terminar',
          paragraphs: [
            `Te ${left} de prueba gratuita. Para seguir con tu programa, tu chat semanal y tus módulos, activa tu suscripción de ${price}.`,
            'Puedes cancelarla cuando quieras, y tienes 7 días de garantía de reembolso desde tu primera suscripción.',
          ],
          action: { label: 'Activar mi suscripción', path: '/onboarding/checkout' },
        };
      }
      return {
        subject,
        heading: 'Tu prueba gratuita está por terminar',
        paragraphs: [
          `Te ${left} de prueba gratuita. Al terminar, tu suscripción de ${price} se activa automáticamente con la tarjeta que guardaste.`,
          'Si quieres cambiar algo o cancelar, puedes hacerlo desde tu perfil en cualquier momento.',
        ],
        action: { label: 'Ver mi perfil', path: '/perfil' },
      };
    }
    case 'module1_completed':
      return {
        subject: '¡Completaste el Módulo 1!',
        heading: '¡Felicidades por completar el Módulo 1!',
        paragraphs: [
          'Terminaste tu primer módulo. Es un paso grande: observar a tu cuerpo con curiosidad es el comienzo de cualquier cambio duradero.',
          'Sigue con los pequeños hábitos que ya empezaste. El siguiente módulo llegará muy pronto; te avisaremos por correo.',
        ],
        action: { label: 'Ver mi Módulo 1', path: '/modulo-1' },
      };
    case 'module_opened': {
      const number = typeof payload.module === 'number' ? payload.module : 2;
      const title = curriculumModule(number)?.title;
      return {
        subject: `Ya puedes empezar tu Módulo ${number}`,
        heading: `Tu Módulo ${number} está abierto`,
        paragraphs: [
          title
            ? `Esta semana se abre el Módulo ${number}: «${title}». Son lecciones cortas, cada una con una acción práctica, y un repaso de tres preguntas al final.`
            : `Esta semana se abre el Módulo ${number}: lecciones cortas, cada una con una acción práctica.`,
          'Ve a tu ritmo: lo importante es practicar, no correr. Si no quieres recibir estos avisos, puedes apagarlos en tu perfil.',
        ],
        action: { label: `Abrir el Módulo ${number}`, path: moduloPath(number) },
      };
    }
    case 'reminder':
      return payload.kind === 'checkin'
        ? {
            subject: '¿Cómo te fue esta semana?',
            heading: 'Tu conversación de la semana te espera',
            paragraphs: [
              'Cuéntanos en tu chat semanal cómo comiste, dormiste y te sentiste: unas líneas bastan para ver juntos qué te funciona.',
              'Si no quieres recibir estos recordatorios, puedes apagarlos en tu perfil.',
            ],
            action: { label: 'Ir a mi chat semanal', path: ROUTES.chatSemanal },
          }
        : {
            subject: '¿Ya anotaste tu día?',
            heading: 'Tu registro de hoy',
            paragraphs: [
              'Anotar qué comiste, cómo dormiste y cómo te sentiste te toma unos minutos, y con tus 5 días preparamos tu informe inicial.',
              'Si no quieres recibir estos recordatorios, puedes apagarlos en tu perfil.',
            ],
            action: { label: 'Anotar mi día', path: ROUTES.registro },
          };
    case 'reactivation':
      return {
        subject: '¡Qué bueno tenerte de vuelta!',
        heading: 'Tu suscripción está activa otra vez',
        paragraphs: [
          'Reactivaste tu suscripción y ya tienes de nuevo acceso completo a tu programa: el chat semanal, tus módulos y tu informe.',
          `Tu suscripción cuesta ${price} y puedes cancelarla cuando quieras.`,
        ],
        action: { label: 'Ir a mi perfil', path: '/perfil' },
      };
    case 'payment_failed':
      return {
        subject: 'No pudimos procesar tu pago',
        heading: 'Hubo un problema con tu pago',
        paragraphs: [
          `No pudimos cobrar tu suscripción de ${price}. Puede pasar si la tarjeta venció o no tiene fondos.`,
          'Actualiza tu método de pago desde tu perfil («Gestionar mi suscripción») para no perder el acceso. Volveremos a intentarlo en unos días.',
        ],
        action: { label: 'Actualizar mi método de pago', path: '/perfil' },
      };
    case 'sign_in_link':
      return {
        subject: 'Tu enlace para entrar',
        heading: 'Entra a tu programa',
        paragraphs: [
          `Pediste entrar a tu programa con este correo. Abre el enlace en el dispositivo donde quieres entrar: funciona una sola vez y durante ${SIGN_IN_LINK_TTL_MS / 60_000} minutos.`,
          'Si no lo pediste tú, ignora este correo: nadie puede entrar sin abrir este enlace.',
        ],
        action: {
          label: 'Entrar a mi programa',
          path: `${ROUTES.entrarEnlace}?token=${encodeURIComponent(String(payload.token ?? ''))}`,
        },
      };
  }
}

/** Spanish HTML and plain text of one e-mail; every dynamic value is escaped. */
export function renderEmail(template: EmailTemplate, context: EmailContext): RenderedEmail {
  const body = bodyOf(template, context);
  const greeting = context.nombre ? `Hola, ${context.nombre}:` : 'Hola:';
  const action = body.action && {
    label: body.action.label,
    href: `${context.baseUrl}${body.action.path}`,
  };

  const text = [
    greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    SIGNATURE,
    '',
    DISCLAIMER,
  ].join('\n');

  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbfaf6;font-family:Arial,Helvetica,sans-serif;color:#1f2a24;font-size:17px;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dcd8cc;border-radius:14px;padding:28px">
<h1 style="font-size:24px;margin:0 0 16px;color:#2f6b4f">${escapeHtml(body.heading)}</h1>
<p>${escapeHtml(greeting)}</p>
${body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#2f6b4f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
    : ''
}
<p>${escapeHtml(SIGNATURE)}</p>
<p style="font-size:14px;color:#4a5650">${escapeHtml(DISCLAIMER)}</p>
</div></body></html>`;
  return { subject: body.subject, html, text };
}
