import type { PendingEntry } from './offline-queue.js';
import { offlineEntryText } from './offline-entry-text.js';

const USER = 'trial_1790000000000_abc123';
const entry = <K extends PendingEntry['kind']>(kind: K, body: PendingEntry<K>['body']) =>
  ({
    key: 'k',
    kind,
    userId: USER,
    body,
    savedAt: Date.parse('2026-11-22T12:00:00Z'),
  }) as PendingEntry;
// Noon UTC is 22 November in every zone a person of the programme lives in.
const at = '2026-11-22T12:00:00.000Z';

describe('offlineEntryText', () => {
  it('names each reading as she typed it, and the page to write it again', () => {
    const texts = [
      entry('lectura', { userId: USER, tipo: 'peso', valor: 82.5, unidad: 'kg', medidoEn: at }),
      entry('lectura', { userId: USER, tipo: 'cintura', valor: 38, unidad: 'in', medidoEn: at }),
      entry('lectura', {
        userId: USER,
        tipo: 'presion',
        sistolica: 128,
        diastolica: 82,
        medidoEn: at,
      }),
      entry('lectura', {
        userId: USER,
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 6.8,
        unidad: '%',
        fecha: '2026-11-20',
      }),
    ].map(offlineEntryText);
    expect(texts).toEqual([
      { text: 'Peso de 82,5 kg, 22 nov', page: '/mi-progreso/peso', pageName: 'Mi peso' },
      { text: 'Cintura de 38 in, 22 nov', page: '/mi-progreso/cintura', pageName: 'Mi cintura' },
      {
        text: 'Presión de 128/82 mmHg, 22 nov',
        page: '/mi-progreso/presion',
        pageName: 'Mi presión arterial',
      },
      {
        text: 'Hemoglobina glicosilada (A1C) de 6,8 %, análisis del 20 nov 2026',
        page: '/mi-progreso/analisis',
        pageName: 'Mis análisis',
      },
    ]);
  });

  it('names a glucose with its moment and time, and a log day by its date', () => {
    const glucose = offlineEntryText(
      entry('lectura', {
        userId: USER,
        tipo: 'glucosa',
        valor: 5.6,
        unidad: 'mmol/L',
        momento: 'ayunas',
        medidoEn: at,
      }),
    );
    expect(glucose.text).toMatch(/^Glucosa de 5,6 mmol\/L, en ayunas, 22 nov, \d\d:00$/);
    const day = offlineEntryText(
      entry('dia', {
        userId: USER,
        zonaHoraria: 'Europe/Madrid',
        dias: [
          {
            fecha: '2026-11-23',
            comidas: 'Verduras',
            horasSueno: 7,
            calidadSueno: 'Buena',
            bristol: 4,
            energia: 6,
          },
        ],
      }),
    );
    expect(day).toEqual({
      text: 'Tu registro del lunes, 23 de noviembre',
      page: '/onboarding/registro',
      pageName: 'Mi registro de 5 días',
    });
  });
});
