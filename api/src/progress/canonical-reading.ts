// A validated request → the row to store: canonical value and unit, the person's own beside them.
import type { SaveReadingRequest } from '@tm/shared-contracts/contracts';
import {
  bodyToCanonical,
  canonicalUnitOf,
  LAB_MARKER_KIND,
  toCanonical,
} from '@tm/shared-contracts/clinical';
import type { NewReading } from './progress.repository.js';

export function canonicalReading(
  request: SaveReadingRequest,
  measuredAt: Date,
): Omit<NewReading, 'userId'> {
  const none = {
    marker: null,
    diastolic: null,
    moment: null,
    note: null,
    source: null,
    measuredAt,
  };
  switch (request.tipo) {
    case 'glucosa':
      return {
        ...none,
        kind: request.tipo,
        value: toCanonical('glucosa', request.valor, request.unidad),
        unit: 'mg/dL',
        originalValue: request.valor,
        originalUnit: request.unidad,
        moment: request.momento,
        note: request.nota || null,
      };
    case 'peso':
    case 'cintura':
      return {
        ...none,
        kind: request.tipo,
        value: bodyToCanonical(request.valor, request.unidad),
        unit: request.tipo === 'peso' ? 'kg' : 'cm',
        originalValue: request.valor,
        originalUnit: request.unidad,
      };
    case 'presion':
      return {
        ...none,
        kind: request.tipo,
        value: request.sistolica,
        unit: 'mmHg',
        originalValue: request.sistolica,
        originalUnit: 'mmHg',
        diastolic: request.diastolica,
      };
    case 'analisis':
      return {
        ...none,
        kind: request.tipo,
        marker: request.marcador,
        value: toCanonical(LAB_MARKER_KIND[request.marcador], request.valor, request.unidad),
        unit: canonicalUnitOf(request.marcador),
        originalValue: request.valor,
        originalUnit: request.unidad,
      };
  }
}
