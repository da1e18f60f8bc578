import type { IntakeFields, ObservationDay } from '@tm/shared-contracts/contracts';
import { buildInitialReport } from './build-report.js';

const base: IntakeFields = { nombre: 'Rosa Pérez', email: 'rosa@example.com', edad: 61 };
const day = (dia: number, over: Partial<ObservationDay> = {}): ObservationDay => ({
  fecha: `2026-03-0${dia}`,
  comidas: 'Pan dulce y café',
  horasSueno: 6,
  calidadSueno: 'Regular',
  bristol: 4,
  energia: 5,
  ...over,
});
const rec = (report: ReturnType<typeof buildInitialReport>, tema: string) =>
  report.recomendaciones.find((r) => r.tema === tema)!.texto;

describe('buildInitialReport', () => {
  it('keeps the five §2 recommendations in order, a quote and the disclaimer', () => {
    const report = buildInitialReport(base, []);
    expect(report.recomendaciones.map((r) => r.tema)).toEqual([
      'comidas',
      'inflamacion',
      'sueno',
      'higado',
      'calma',
    ]);
    expect(report.perfil[0]).toBe('Rosa, 61 años.');
    expect(report.aviso).toMatch(/no sustituye/i);
    expect(report.cita.texto).not.toBe('');
    expect(rec(report, 'calma')).toMatch(/4 a 8 respiraciones lentas/);
    expect(report.fuente).toBe('reglas');
  });

  it('uses the logged sleep hours: short sleep gets a concrete target and becomes the focus', () => {
    const report = buildInitialReport(base, [day(1, { horasSueno: 5 }), day(2, { horasSueno: 6 })]);
    expect(rec(report, 'sueno')).toContain('unas 5,5 horas');
    expect(rec(report, 'sueno')).toContain('90 minutos');
    expect(report.enfoque).toMatch(/sueño/);
    const rested = buildInitialReport(base, [day(1, { horasSueno: 7.5 })]);
    expect(rec(rested, 'sueno')).toContain('7,5 horas de sueño están en el rango');
  });

  it('falls back to the intake hours when there is no log', () => {
    const report = buildInitialReport({ ...base, horasSueno: '5 horas' }, []);
    expect(rec(report, 'sueno')).toContain('unas 5 horas');
  });

  it('reads the Bristol answers: hard, loose and ideal stools get different advice', () => {
    const hard = buildInitialReport(base, [day(1, { bristol: 1 }), day(2, { bristol: 2 })]);
    expect(rec(hard, 'higado')).toMatch(/estreñimiento \(Bristol 2\)/);
    const loose = buildInitialReport(base, [day(1, { bristol: 6 }), day(2, { bristol: 7 })]);
    expect(rec(loose, 'higado')).toMatch(/blandas o líquidas/);
    const ideal = buildInitialReport(base, [day(1, { bristol: 4 })]);
    expect(rec(ideal, 'higado')).toMatch(/va bien \(Bristol 4/);
    const infrequent = buildInitialReport({ ...base, frecuenciaEvacuaciones: 'Cada dos días' }, []);
    expect(rec(infrequent, 'higado')).toMatch(/estreñimiento/);
  });

  it('cautions about hypoglycaemia for insulin or sulfonylureas, and not otherwise', () => {
    const insulin = buildInitialReport(
      { ...base, sistemaHormonal: 'Uso insulina Lantus de noche' },
      [],
    );
    const ids = insulin.avisos.map((a) => a.id);
    expect(ids).toContain('hipoglucemia-medicamentos');
    expect(insulin.precauciones.join(' ')).toMatch(/insulina.*hipoglucemia.*habla con tu médico/s);
    const metformin = buildInitialReport({ ...base, sistemaHormonal: 'Metformina 850' }, []);
    expect(metformin.avisos).toEqual([]);
    expect(metformin.precauciones).toEqual([]);
    const two = buildInitialReport(
      { ...base, sistemaHormonal: 'tomo glimepirida y GLIBENCLAMIDA' },
      [],
    );
    expect(two.precauciones.join(' ')).toMatch(/Estos medicamentos pueden/);
  });

  it('is deterministic for the same input', () => {
    const days = [day(1), day(2, { bristol: 2 })];
    expect(buildInitialReport(base, days)).toEqual(buildInitialReport(base, days));
  });

  it('keeps what people wrote as plain text', () => {
    const report = buildInitialReport({ ...base, sintomasDespuesComer: '<b>hinchazón</b>' }, []);
    expect(rec(report, 'comidas')).toContain('«<b>hinchazón</b>»');
  });
});
