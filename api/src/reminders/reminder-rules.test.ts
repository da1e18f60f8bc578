import { inQuietHours, localHour, reminderMoment } from './reminder-rules.js';

describe('reminder hours', () => {
  it('quiet hours may span midnight; equal hours mean none', () => {
    expect([20, 21, 23, 0, 7, 8].map((h) => inQuietHours(h, 21, 8))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([8, 9, 11, 12].map((h) => inQuietHours(h, 9, 12))).toEqual([false, true, true, false]);
    expect(inQuietHours(3, 5, 5)).toBe(false);
  });

  it('reads the hour and the day in her time zone', () => {
    const utcMidnight = Date.UTC(2026, 10, 23, 0, 30);
    expect(localHour(utcMidnight, 'America/Mexico_City')).toBe(18);
    const clock = { timeZone: 'America/Mexico_City', quietFrom: 21, quietTo: 8 };
    expect(reminderMoment(utcMidnight, clock, 'registro')).toEqual({
      today: '2026-11-22',
      allowed: false, // 18:30: the log day waits for 19:00
    });
    expect(reminderMoment(utcMidnight, clock, 'prueba').allowed).toBe(true);
  });

  it('without her time zone, only 15:00–20:00 UTC', () => {
    const unknown = { timeZone: null, quietFrom: 21, quietTo: 8 };
    expect(reminderMoment(Date.UTC(2026, 10, 23, 14), unknown, 'modulo').allowed).toBe(false);
    expect(reminderMoment(Date.UTC(2026, 10, 23, 15), unknown, 'modulo').allowed).toBe(true);
    expect(reminderMoment(Date.UTC(2026, 10, 23, 20), unknown, 'modulo').allowed).toBe(false);
  });
});
