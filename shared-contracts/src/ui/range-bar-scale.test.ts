import { BLOOD_MARKER_CUTOFFS } from '@tm/shared-contracts/marketing';
import { positionPercent, rangeScale } from './range-bar-scale.js';

describe('the range bar of the interpreter and the report', () => {
  it("draws the marker's bands edge to edge, with the sex's HDL cut-off", () => {
    const a1c = rangeScale('a1c', '');
    expect(a1c.segments.map((s) => [s.from, s.to, s.estado])).toEqual([
      [4, BLOOD_MARKER_CUTOFFS.a1c.prediabetes, 'normal'],
      [BLOOD_MARKER_CUTOFFS.a1c.prediabetes, BLOOD_MARKER_CUTOFFS.a1c.diabetes, 'alerta'],
      [BLOOD_MARKER_CUTOFFS.a1c.diabetes, 10, 'alto'],
    ]);
    expect(rangeScale('hdl', 'masculino').segments[0]!.to).toBe(40);
    expect(rangeScale('hdl', 'femenino').segments[0]!.to).toBe(50);
  });

  it('puts a value beyond an end at that end', () => {
    const scale = rangeScale('a1c', '');
    expect(positionPercent(scale, 7)).toBe(50);
    expect(positionPercent(scale, 14)).toBe(100);
    expect(positionPercent(scale, 2)).toBe(0);
  });
});
