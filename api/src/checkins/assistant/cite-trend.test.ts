import { citeTrend } from './cite-trend.js';
import { STEP_LABEL } from './rule-engine.js';
import { DISCLAIMER } from './safety.js';

const TREND = 'tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas';
const CITED = `En tus mediciones de Mi progreso, ${TREND}.`;

describe('citeTrend', () => {
  it('adds the trend as its own paragraph before the weekly step, even inside a paragraph', () => {
    const reply = `Hola, Rosa. Cenar temprano ayuda.\n${STEP_LABEL} cena a las 7.\n\n${DISCLAIMER}`;
    expect(citeTrend(reply, TREND).split('\n\n')).toEqual([
      'Hola, Rosa. Cenar temprano ayuda.',
      CITED,
      `${STEP_LABEL} cena a las 7.`,
      DISCLAIMER,
    ]);
    const own = `Hola.\n\n${STEP_LABEL} camina.\n\n${DISCLAIMER}`;
    expect(citeTrend(own, TREND)).toBe(
      `Hola.\n\n${CITED}\n\n${STEP_LABEL} camina.\n\n${DISCLAIMER}`,
    );
    expect(citeTrend(`${STEP_LABEL} camina.`, TREND)).toBe(`${CITED}\n\n${STEP_LABEL} camina.`);
  });

  it('without a step, puts it before the disclaimer, or last', () => {
    expect(citeTrend(`Hola.\n\n${DISCLAIMER}`, TREND)).toBe(`Hola.\n\n${CITED}\n\n${DISCLAIMER}`);
    expect(citeTrend('Hola.', TREND)).toBe(`Hola.\n\n${CITED}`);
  });

  it('leaves a reply that already cites it, in any case, and a person without a trend', () => {
    const cited = `Hola. Tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas.\n${STEP_LABEL} x.`;
    expect(citeTrend(cited, TREND)).toBe(cited);
    expect(citeTrend(`Hola.\n${STEP_LABEL} x.`, undefined)).toBe(`Hola.\n${STEP_LABEL} x.`);
  });
});
