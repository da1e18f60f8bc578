import {
  BLOOD_MARKER_CUTOFFS,
  sexoFromGenero,
  type BloodMarker,
  type MarkerEstado,
} from '@tm/shared-contracts/marketing';

export interface RangeSegment {
  from: number;
  to: number;
  estado: MarkerEstado;
}

export interface RangeScale {
  min: number;
  max: number;
  segments: RangeSegment[];
}

const scale = (min: number, max: number, cuts: number[], estados: MarkerEstado[]): RangeScale => {
  const edges = [min, ...cuts, max];
  return {
    min,
    max,
    segments: estados.map((estado, i) => ({ from: edges[i]!, to: edges[i + 1]!, estado })),
  };
};

/** The drawn bar of each marker: the §5 bands between readable ends (display only, not a rule). */
export function rangeScale(marker: BloodMarker, genero: string, embarazo = false): RangeScale {
  const sexo = sexoFromGenero(genero);
  const c = BLOOD_MARKER_CUTOFFS;
  switch (marker) {
    case 'a1c':
      return scale(4, 10, [c.a1c.prediabetes, c.a1c.diabetes], ['normal', 'alerta', 'alto']);
    case 'glucosaAyunas': {
      const g = c.glucosaAyunas;
      return scale(
        40,
        200,
        [g.hipoglucemia, g.prediabetes, g.diabetes],
        ['bajo', 'normal', 'alerta', 'alto'],
      );
    }
    case 'colesterolTotal':
      return scale(
        120,
        300,
        [c.colesterolTotal.limite, c.colesterolTotal.alto],
        ['normal', 'alerta', 'alto'],
      );
    case 'ldl':
      return scale(30, 220, [c.ldl.metaRiesgo, c.ldl.metaDiabetes], ['normal', 'alerta', 'alto']);
    case 'hdl':
      return scale(20, 90, [c.hdl.aceptable[sexo]], ['bajo', 'normal']);
    case 'trigliceridos': {
      const t = c.trigliceridos;
      return scale(50, 600, [t.limite, t.alto], ['normal', 'alerta', 'alto']);
    }
    case 'hemoglobina': {
      const h = embarazo ? c.hemoglobina.embarazo : c.hemoglobina[sexo];
      return scale(8, 20, [h.min, h.max], ['bajo', 'normal', 'alto']);
    }
  }
}

/** Where a value sits on its bar, in percent (values beyond the ends sit at the ends). */
export function positionPercent({ min, max }: RangeScale, valor: number): number {
  const clamped = Math.min(max, Math.max(min, valor));
  return ((clamped - min) / (max - min)) * 100;
}
