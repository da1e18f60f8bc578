import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { instantFormat, localDay, localDayOf, localTime } from './local-time.js';

/**
 * Runs `check` (JS with the module's exports in scope) in a Node process whose time zone is `tz`:
 * Jest's workers keep the zone they started with. Prints what `check` returns, as JSON.
 */
function inZone(tz: string, check: string): unknown {
  const source = readFileSync(path.join(__dirname, 'local-time.ts'), 'utf8');
  const { code } = transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const script = `${code}\nconsole.log(JSON.stringify((() => { ${check} })()));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, TZ: tz },
  });
  return JSON.parse(output.toString());
}

it('formats ISO text and ms alike, in Spanish and the device’s zone', () => {
  expect(
    inZone(
      'America/Mexico_City',
      `const at = '2026-11-22T15:05:00.000Z';
       const long = instantFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
       return [localTime(at), localTime(Date.parse(at)), long(at), localDay(at)];`,
    ),
  ).toEqual(['09:05', '09:05', 'domingo, 22 de noviembre de 2026', '2026-11-22']);
  expect(inZone('America/Bogota', `return localDay('2026-11-22T03:00:00.000Z');`)).toBe(
    '2026-11-21',
  );
});

it('localDayOf names the same day as localDay for every instant, across midnights and DST changes', () => {
  // Every 7 minutes over the days around Madrid's (25 Oct 2026) and Santiago's (6 Sep 2026)
  // changes, then back in time: the day is worked out again whenever an instant leaves it.
  const check = `
    const times = [];
    for (const start of [Date.UTC(2026, 9, 23), Date.UTC(2026, 8, 4)])
      for (let t = start; t < start + 4 * 86400000; t += 7 * 60000) times.push(t);
    times.push(Date.UTC(2026, 0, 1), Date.UTC(2026, 9, 24, 12));
    const dayOf = localDayOf();
    const wrong = times.filter((t) => dayOf(t) !== localDay(t));
    return { wrong, lateOn25Oct: dayOf(Date.UTC(2026, 9, 25, 23, 30)) };`;
  for (const [tz, lateOn25Oct] of [
    ['Europe/Madrid', '2026-10-26'],
    ['America/Santiago', '2026-10-25'],
    ['America/Mexico_City', '2026-10-25'],
    ['UTC', '2026-10-25'],
  ])
    expect([tz, inZone(tz!, check)]).toEqual([tz, { wrong: [], lateOn25Oct }]);
});

it('works in this process too', () => {
  const dayOf = localDayOf();
  const at = Date.UTC(2026, 10, 22, 12);
  expect(dayOf(at)).toBe(localDay(new Date(at).toISOString()));
  expect(localTime(at)).toMatch(/^\d\d:\d\d$/);
  expect(instantFormat({ year: 'numeric' })(at)).toBe('2026');
});
