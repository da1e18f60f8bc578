// The progress routes of the API over readings kept in memory, stored as the API stores them:
// canonical value and unit with the person's own beside them (api/src/progress/canonical-reading).
import {
  STORAGE_KEYS,
  importReadingsRequestSchema,
  saveReadingRequestSchema,
  type GlucoseSeries,
  type ProgressReading,
  type ProgressSummary,
  type SaveReadingRequest,
} from '@tm/shared-contracts';
import {
  bodyToCanonical,
  canonicalUnitOf,
  LAB_MARKER_KIND,
  toCanonical,
} from '@tm/shared-contracts/clinical';
import {
  type Answer,
  type Call,
  type Handler,
  type LocalApi,
  startLocalApi,
} from '@tm/build/local-api';

export const USER_ID = 'trial_1790000000000_abc123';

export const ALERT = {
  tier: 'emergency',
  text: 'Esto puede ser una emergencia: llama ahora al 911.\n\n15 g de azúcar rápida ahora.',
  calls: [{ label: 'Emergencias', number: '911' }],
};

const base = {
  marcador: null,
  diastolica: null,
  momento: null,
  nota: null,
  origen: null,
} as const;

/** A stored reading of `tipo` with its canonical `valor`. */
export const stored = (
  id: number,
  fields: Partial<ProgressReading> & Pick<ProgressReading, 'tipo' | 'valor' | 'medidoEn'>,
): ProgressReading => ({
  id,
  ...base,
  unidad: 'mg/dL',
  valorOriginal: fields.valor,
  unidadOriginal: fields.unidad ?? 'mg/dL',
  ...fields,
});

function canonical(body: SaveReadingRequest, id: number): ProgressReading {
  const medidoEn =
    body.tipo === 'analisis'
      ? `${body.fecha}T00:00:00.000Z`
      : (body.medidoEn ?? new Date().toISOString());
  switch (body.tipo) {
    case 'glucosa':
      return stored(id, {
        tipo: 'glucosa',
        valor: toCanonical('glucosa', body.valor, body.unidad),
        valorOriginal: body.valor,
        unidadOriginal: body.unidad,
        momento: body.momento,
        nota: body.nota ?? null,
        medidoEn,
      });
    case 'peso':
    case 'cintura':
      return stored(id, {
        tipo: body.tipo,
        valor: bodyToCanonical(body.valor, body.unidad),
        unidad: body.tipo === 'peso' ? 'kg' : 'cm',
        valorOriginal: body.valor,
        unidadOriginal: body.unidad,
        medidoEn,
      });
    case 'presion':
      return stored(id, {
        tipo: 'presion',
        valor: body.sistolica,
        unidad: 'mmHg',
        diastolica: body.diastolica,
        medidoEn,
      });
    case 'analisis':
      return stored(id, {
        tipo: 'analisis',
        marcador: body.marcador,
        valor: toCanonical(LAB_MARKER_KIND[body.marcador], body.valor, body.unidad),
        unidad: canonicalUnitOf(body.marcador),
        valorOriginal: body.valor,
        unidadOriginal: body.unidad,
        medidoEn,
      });
  }
}

/** The glucose of `readings` as the API's columns. */
function glucoseSeries(readings: ProgressReading[]): GlucoseSeries {
  const glucose = readings.filter((r) => r.tipo === 'glucosa');
  return {
    id: glucose.map((r) => r.id),
    medidoEn: glucose.map((r) => Date.parse(r.medidoEn)),
    valor: glucose.map((r) => r.valor),
    momento: glucose.map((r) => r.momento),
    origen: glucose.map((r) => r.origen as GlucoseSeries['origen'][number]),
    notas: Object.fromEntries(glucose.flatMap((r) => (r.nota ? [[r.id, r.nota]] : []))),
  };
}

/** Answers GET, POST and DELETE of the readings like the API (400 for what its schema refuses). */
export function progressApi(
  readings: ProgressReading[],
  summary: ProgressSummary = { nombre: 'Rosa Díaz', medicamentos: [] },
) {
  return ({ method, url, body }: Call): Answer => {
    if (method === 'GET' && url === `/api/progress-summary/${USER_ID}`)
      return { status: 200, body: summary };
    if (method === 'GET' && url === `/api/progress-readings/${USER_ID}`)
      return { status: 200, body: readings };
    if (method === 'GET' && url === `/api/progress-glucose/${USER_ID}`)
      return { status: 200, body: glucoseSeries(readings) };
    if (method === 'POST' && url === '/api/progress-readings') {
      const parsed = saveReadingRequestSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: 'Revisa los datos.' } };
      const saved = canonical(parsed.data, readings.length + 1);
      readings.push(saved);
      readings.sort((a, b) => a.medidoEn.localeCompare(b.medidoEn));
      const low = saved.tipo === 'glucosa' && saved.valor < 70;
      return { status: 200, body: { lectura: saved, alerta: low ? ALERT : null } };
    }
    if (method === 'POST' && url === '/api/progress-imports') {
      const { origen, unidad, lecturas } = importReadingsRequestSchema.parse(body);
      const known = new Set(readings.filter((r) => r.origen === origen).map((r) => r.medidoEn));
      const fresh = lecturas.filter((r) => !known.has(new Date(r.medidoEn).toISOString()));
      for (const r of fresh)
        readings.push(
          stored(readings.length + 1, {
            tipo: 'glucosa',
            valor: toCanonical('glucosa', r.valor, unidad),
            valorOriginal: r.valor,
            unidadOriginal: unidad,
            origen,
            medidoEn: new Date(r.medidoEn).toISOString(),
          }),
        );
      readings.sort((a, b) => a.medidoEn.localeCompare(b.medidoEn));
      return {
        status: 200,
        body: { guardadas: fresh.length, repetidas: lecturas.length - fresh.length },
      };
    }
    const deleted = url.match(/^\/api\/progress-readings\/[^/]+\/(\d+)$/);
    if (method === 'DELETE' && deleted) {
      readings.splice(
        readings.findIndex((r) => r.id === Number(deleted[1])),
        1,
      );
      return { status: 200, body: { borrada: true } };
    }
    return { status: 404, body: { message: 'no' } };
  };
}

/**
 * A screen test's local API, started once for the file, with this person's id stored on the
 * device before each test; `use` swaps what it answers.
 */
export function progressApiPerTest() {
  let api: LocalApi;
  beforeAll(async () => {
    api = await startLocalApi(progressApi([]));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
  });
  return {
    use: (handler: Handler) => api.use(handler),
    get calls() {
      return api.calls;
    },
  };
}
