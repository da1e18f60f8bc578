import {
  addDays,
  calendarDate,
  isCalendarDate,
  isTimeZone,
  openDates,
  planDays,
  refuseNewDays,
  spanishDate,
} from './observation-days.js';

describe('observation days', () => {
  it('reads the calendar day in the person’s time zone', () => {
    const lateEveningInMexico = Date.UTC(2026, 2, 5, 4, 30); // 22:30 on 4 March in Mexico City
    expect(calendarDate(lateEveningInMexico, 'America/Mexico_City')).toBe('2026-03-04');
    expect(calendarDate(lateEveningInMexico, 'Europe/Madrid')).toBe('2026-03-05');
  });

  it('knows real dates and time zones', () => {
    expect(isCalendarDate('2026-03-04')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('4/3/2026')).toBe(false);
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -2)).toBe('2026-02-27');
    expect(spanishDate('2026-03-04')).toBe('miércoles, 4 de marzo');
  });

  it('opens today and the two days before, never before the person began', () => {
    expect(openDates('2026-03-10', '2026-03-01')).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(openDates('2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
  });

  describe('refuseNewDays', () => {
    const base = { today: '2026-03-10', firstDay: '2026-03-05' };
    it('accepts today, a late day within two days and a correction of any stored day', () => {
      expect(refuseNewDays({ ...base, stored: [], sent: ['2026-03-10'] })).toBeNull();
      expect(refuseNewDays({ ...base, stored: [], sent: ['2026-03-08'] })).toBeNull();
      expect(refuseNewDays({ ...base, stored: ['2026-03-05'], sent: ['2026-03-05'] })).toBeNull();
    });
    it('refuses a day to come, a day too late, a day before the start and a sixth day', () => {
      expect(refuseNewDays({ ...base, stored: [], sent: ['2026-03-11'] })).toMatch(
        /todavía no llega/,
      );
      expect(refuseNewDays({ ...base, stored: [], sent: ['2026-03-07'] })).toMatch(
        /ya quedó atrás/,
      );
      expect(
        refuseNewDays({
          today: '2026-03-06',
          firstDay: '2026-03-05',
          stored: [],
          sent: ['2026-03-04'],
        }),
      ).toMatch(/anterior a tu inicio/);
      const five = ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'];
      expect(refuseNewDays({ ...base, stored: five, sent: ['2026-03-10'] })).toMatch(
        /ya tiene sus 5 días/,
      );
    });
  });

  describe('planDays', () => {
    it('on the first day: today, then four days to come', () => {
      expect(planDays({ done: [], today: '2026-03-10', firstDay: '2026-03-10' })).toEqual([
        { numero: 1, fecha: '2026-03-10', estado: 'hoy', hasta: '2026-03-12' },
        { numero: 2, fecha: '2026-03-11', estado: 'por-venir' },
        { numero: 3, fecha: '2026-03-12', estado: 'por-venir' },
        { numero: 4, fecha: '2026-03-13', estado: 'por-venir' },
        { numero: 5, fecha: '2026-03-14', estado: 'por-venir' },
      ]);
    });

    it('after saving today, today is done and tomorrow is the next day', () => {
      const plan = planDays({ done: ['2026-03-10'], today: '2026-03-10', firstDay: '2026-03-10' });
      expect(plan.map((d) => d.estado)).toEqual([
        'hecho',
        'por-venir',
        'por-venir',
        'por-venir',
        'por-venir',
      ]);
      expect(plan[1]!.fecha).toBe('2026-03-11');
    });

    it('a blank yesterday can still be written late, beside today', () => {
      const plan = planDays({ done: ['2026-03-08'], today: '2026-03-10', firstDay: '2026-03-08' });
      expect(plan.slice(0, 3)).toEqual([
        { numero: 1, fecha: '2026-03-08', estado: 'hecho' },
        { numero: 2, fecha: '2026-03-09', estado: 'pendiente', hasta: '2026-03-11' },
        { numero: 3, fecha: '2026-03-10', estado: 'hoy', hasta: '2026-03-12' },
      ]);
    });

    it('with one day missing, only the most recent open day is offered', () => {
      const done = ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-08'];
      const plan = planDays({ done, today: '2026-03-10', firstDay: '2026-03-01' });
      expect(plan).toHaveLength(5);
      expect(plan[4]).toEqual({
        numero: 5,
        fecha: '2026-03-10',
        estado: 'hoy',
        hasta: '2026-03-12',
      });
    });

    it('five days written: five done', () => {
      const done = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];
      const plan = planDays({ done, today: '2026-03-10', firstDay: '2026-03-06' });
      expect(plan.every((d) => d.estado === 'hecho')).toBe(true);
    });
  });
});
