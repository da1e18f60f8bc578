import { Inject, Injectable } from '@nestjs/common';
import type {
  GlucoseSeries,
  ImportReadingsRequest,
  ImportReadingsResponse,
  ProgressReading,
  ProgressSummary,
  SaveLabsRequest,
  SaveLabsResponse,
  SaveReadingRequest,
  SaveReadingResponse,
} from '@tm/shared-contracts/contracts';
import {
  canonicalUnitOf,
  extractClinicalFacts,
  LAB_MARKER_KIND,
  toCanonical,
} from '@tm/shared-contracts/clinical';
import { IntakeRepository } from '../intake/intake.repository.js';
import { ReadingAlerts } from '../checkins/reading-alerts.js';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { canonicalReading } from './canonical-reading.js';
import { ProgressRepository, type ListedReading } from './progress.repository.js';

/** A phone's clock may run a little ahead of ours; more than this is a wrong date. */
const FUTURE_TOLERANCE_MS = 10 * 60 * 1000;

export const FUTURE_READING_MESSAGE =
  'La fecha de la medición está en el futuro. Revisa el día y la hora.';

export const FUTURE_LAB_MESSAGE =
  'La fecha de los análisis está en el futuro. Escribe el día en que te hicieron la prueba.';

export const FUTURE_IMPORT_MESSAGE =
  'El archivo tiene lecturas con fecha en el futuro: revisa la fecha y la hora del lector o del teléfono. No se guardó nada de este grupo.';

const toReading = (row: ListedReading): ProgressReading => ({
  id: row.id,
  tipo: row.kind as ProgressReading['tipo'],
  marcador: row.marker as ProgressReading['marcador'],
  valor: row.value,
  unidad: row.unit,
  valorOriginal: row.originalValue,
  unidadOriginal: row.originalUnit,
  diastolica: row.diastolic,
  momento: row.moment as ProgressReading['momento'],
  nota: row.note,
  medidoEn: row.measuredAt.toISOString(),
  origen: row.source as ProgressReading['origen'],
});

/** When the reading was taken: the lab sheet's date, the sent moment, or now. */
function measuredAtOf(request: SaveReadingRequest, now: number): Date {
  if (request.tipo === 'analisis') return new Date(`${request.fecha}T00:00:00Z`);
  return request.medidoEn ? new Date(request.medidoEn) : new Date(now);
}

@Injectable()
export class ProgressService {
  constructor(
    private readonly repository: ProgressRepository,
    private readonly alerts: ReadingAlerts,
    private readonly intakes: IntakeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<ProgressReading[]> {
    return (await this.repository.list(userId)).map(toReading);
  }

  async save(request: SaveReadingRequest): Promise<SaveReadingResponse> {
    const now = this.clock.now();
    const measuredAt = measuredAtOf(request, now);
    if (measuredAt.getTime() > now + FUTURE_TOLERANCE_MS)
      throw new ApiError(400, FUTURE_READING_MESSAGE);
    const row = await this.repository.insert({
      userId: request.userId,
      ...canonicalReading(request, measuredAt),
      idempotencyKey: request.claveEnvio ?? null,
    });
    // Only a meter reading is about now; a lab sheet's fasting glucose is a dated result. A repeat
    // (same key) answers as the first did: the stored reading, its alert worked out again.
    const alerta =
      row.kind === 'glucosa'
        ? await this.alerts.forGlucose(request.userId, row.value, {
            measuredAt: row.measuredAt.getTime(),
            now,
          })
        : null;
    return { lectura: toReading(row), alerta };
  }

  /** A batch of a device's readings: stored once each, never in the future, no alert (past). */
  async importReadings(request: ImportReadingsRequest): Promise<ImportReadingsResponse> {
    const latest = this.clock.now() + FUTURE_TOLERANCE_MS;
    if (request.lecturas.some((r) => Date.parse(r.medidoEn) > latest))
      throw new ApiError(400, FUTURE_IMPORT_MESSAGE);
    const guardadas = await this.repository.insertImported(
      request.lecturas.map((r) => ({
        userId: request.userId,
        kind: 'glucosa',
        marker: null,
        value: toCanonical('glucosa', r.valor, request.unidad),
        unit: 'mg/dL',
        originalValue: r.valor,
        originalUnit: request.unidad,
        diastolic: null,
        moment: null,
        note: null,
        measuredAt: new Date(r.medidoEn),
        source: request.origen,
      })),
    );
    return { guardadas, repetidas: request.lecturas.length - guardadas };
  }

  /**
   * The intake's or the interpreter's lab values, after the person said yes: lab results dated
   * on the test's day, with where they came from; a second 'yes' stores nothing new.
   */
  async saveLabs(request: SaveLabsRequest): Promise<SaveLabsResponse> {
    const measuredAt = new Date(`${request.fecha}T00:00:00Z`);
    if (measuredAt.getTime() > this.clock.now() + FUTURE_TOLERANCE_MS)
      throw new ApiError(400, FUTURE_LAB_MESSAGE);
    const guardadas = await this.repository.insertLabs(
      request.analisis.map((lab) => ({
        userId: request.userId,
        kind: 'analisis',
        marker: lab.marcador,
        value: toCanonical(LAB_MARKER_KIND[lab.marcador], lab.valor, lab.unidad),
        unit: canonicalUnitOf(lab.marcador),
        originalValue: lab.valor,
        originalUnit: lab.unidad,
        diastolic: null,
        moment: null,
        note: null,
        measuredAt,
        source: request.origen,
      })),
    );
    return { guardadas, repetidas: request.analisis.length - guardadas };
  }

  /** The glucose as columns, for the chart's screen. */
  async glucose(userId: string): Promise<GlucoseSeries> {
    const { columns, notes } = await this.repository.glucose(userId);
    return { ...columns, notas: Object.fromEntries(notes) };
  }

  /** The intake's name and medicines, read by the same facts layer as the report and the chat. */
  async summary(userId: string): Promise<ProgressSummary> {
    const intake = await this.intakes.findFields(userId);
    if (!intake) return { nombre: null, medicamentos: [] };
    const medicines = extractClinicalFacts({ intake }).medicines;
    return {
      nombre: intake.nombre,
      medicamentos: medicines.map((m) => ({ nombre: m.name, cita: m.quote })),
    };
  }

  async delete(userId: string, readingId: string): Promise<{ borrada: true }> {
    if (!(await this.repository.delete(userId, Number(readingId))))
      throw new ApiError(404, 'No encontramos esa medición. Puede que ya la hayas borrado.');
    return { borrada: true };
  }
}
