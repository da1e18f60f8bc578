// How an entry written offline is named to the person: in Mi progreso's «Pendiente de enviar» and
// in the shell's notice when the API refused it. As she typed it (her unit, her moment), since it
// may never have reached the API. No zod: the shell's notice loads it.
import { formatBody } from '../clinical/body-measures.js';
import { LAB_MARKER_LABELS } from '../clinical/lab-readings.js';
import { formatLab } from '../clinical/labs.js';
import { spanishDate } from '../observation-days.js';
import { GLUCOSE_MOMENT_LABELS } from '../progress/glucose-moments.js';
import { ROUTES } from '../routes.js';
import type { PendingEntry } from './offline-queue.js';

const day = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' });
const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' });
/** A lab sheet's date ('YYYY-MM-DD'): the same calendar day in every time zone. */
const labDay = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An entry in words, and the page where it can be written again. */
export interface OfflineEntryText {
  /** «Peso de 82,5 kg, 24 nov.» */
  text: string;
  /** The page that logs this kind of entry. */
  page: string;
  /** That page's name: «Anotar de nuevo en …». */
  pageName: string;
}

/** Names what was written offline: what, how much and when. */
export function offlineEntryText(entry: PendingEntry): OfflineEntryText {
  if (entry.kind === 'dia') {
    const { body } = entry as PendingEntry<'dia'>;
    const dates = body.dias.map((d) => spanishDate(d.fecha)).join(', ');
    return {
      text: `Tu registro del ${dates}`,
      page: ROUTES.registro,
      pageName: 'Mi registro de 5 días',
    };
  }
  const { body, savedAt } = entry as PendingEntry<'lectura'>;
  if (body.tipo === 'analisis') {
    const when = labDay.format(new Date(`${body.fecha}T00:00:00Z`));
    return {
      text: `${LAB_MARKER_LABELS[body.marcador]} de ${formatLab(body.valor, body.unidad)} ${body.unidad}, análisis del ${when}`,
      page: ROUTES.miProgresoAnalisis,
      pageName: 'Mis análisis',
    };
  }
  const at = new Date(body.medidoEn ?? savedAt);
  switch (body.tipo) {
    case 'glucosa':
      return {
        text: `Glucosa de ${formatLab(body.valor, body.unidad)} ${body.unidad}, ${GLUCOSE_MOMENT_LABELS[body.momento].toLowerCase()}, ${day.format(at)}, ${time.format(at)}`,
        page: ROUTES.miProgreso,
        pageName: 'Mi progreso',
      };
    case 'peso':
      return {
        text: `Peso de ${formatBody(body.valor)} ${body.unidad}, ${day.format(at)}`,
        page: ROUTES.miProgresoPeso,
        pageName: 'Mi peso',
      };
    case 'cintura':
      return {
        text: `Cintura de ${formatBody(body.valor)} ${body.unidad}, ${day.format(at)}`,
        page: ROUTES.miProgresoCintura,
        pageName: 'Mi cintura',
      };
    case 'presion':
      return {
        text: `Presión de ${body.sistolica}/${body.diastolica} mmHg, ${day.format(at)}`,
        page: ROUTES.miProgresoPresion,
        pageName: 'Mi presión arterial',
      };
  }
}
