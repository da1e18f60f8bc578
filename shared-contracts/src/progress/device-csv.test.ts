import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_A_DEVICE_FILE, parseCsv, parseDeviceCsv, type DeviceFile } from './device-csv.js';

const sample = (name: string) => readFileSync(path.join(__dirname, 'samples', name), 'utf8');
const parsed = (text: string) => {
  const result = parseDeviceCsv(text);
  if ('error' in result) throw new Error(result.error);
  return result as DeviceFile;
};

describe('FreeStyle LibreView', () => {
  it('reads the US export: 12-hour month-first times, historic, scan and strip glucose, nothing else', () => {
    const file = parsed(sample('libreview-us-mgdl.csv'));
    expect(file).toMatchObject({ origen: 'libreview', unidad: 'mg/dL', sinNumero: 0 });
    // 96 sensor readings every 15 minutes, one scan and one strip; insulin and notes rows skipped.
    expect(file.lecturas).toHaveLength(98);
    expect(file.lecturas[0]).toEqual({ local: '2026-11-18T00:02:00', valor: 121 });
    expect(file.lecturas.find((r) => r.local === '2026-11-18T03:02:00')?.valor).toBe(62);
    expect(file.lecturas.find((r) => r.local === '2026-11-18T07:30:00')?.valor).toBe(98);
    expect(file.lecturas.find((r) => r.local === '2026-11-18T13:15:00')?.valor).toBe(145);
    expect(file.lecturas.at(-1)!.local).toBe('2026-11-18T23:47:00');
  });

  it('reads an export in Spanish and mmol/L by its columns and units, day first', () => {
    const file = parsed(sample('libreview-es-mmol.csv'));
    expect(file).toMatchObject({ origen: 'libreview', unidad: 'mmol/L' });
    expect(file.lecturas).toHaveLength(24);
    expect(file.lecturas[0]).toEqual({ local: '2026-11-14T06:01:00', valor: 6.1 });
  });

  it('reads 24-hour month-first dates when a day above 12 says so', () => {
    const rows = ['11-13-2026 08:00', '11-14-2026 08:00'].map(
      (t) => `Libre,1,${t},0,100,${','.repeat(13)}`,
    );
    const text = [
      'Glucose Data,Generated on',
      'Device,Serial Number,Device Timestamp,Record Type,Historic Glucose mg/dL,Scan Glucose mg/dL,a,b,c,d,e,f,g,h,Strip Glucose mg/dL,k,l,m,n',
      ...rows,
    ].join('\n');
    expect(parsed(text).lecturas.map((r) => r.local)).toEqual([
      '2026-11-13T08:00:00',
      '2026-11-14T08:00:00',
    ]);
  });
});

describe('Dexcom Clarity', () => {
  it('reads sensor readings and calibrations, counts Low and High apart, skips the details rows', () => {
    const file = parsed(sample('dexcom-clarity-mgdl.csv'));
    expect(file).toMatchObject({ origen: 'dexcom', unidad: 'mg/dL', sinNumero: 2 });
    expect(file.lecturas).toHaveLength(71);
    expect(file.lecturas[0]).toEqual({ local: '2026-11-19T06:00:07', valor: 150 });
    expect(file.lecturas.find((r) => r.local === '2026-11-19T09:40:00')?.valor).toBe(132);
  });

  it('reads a European export: semicolons, quotes, decimal commas in mmol/L', () => {
    const text = [
      '"Index";"Zeitstempel (JJJJ-MM-TTThh:mm:ss)";"Ereignisart";"Ereignis-Unterart";"Patienten-Info";"Geräteinfo";"Quellengerät-ID";"Glukosewert (mmol/L)";"Insulinwert (E)";"Kohlenh.-Wert (Gramm)";"Dauer (hh:mm:ss)";"Glukose-Änderungsgeschwindigkeit (mmol/L/min)";"Transmitterzeit (Lange Ganzzahl)";"Transmitter-ID"',
      '"1";"";"Vorname";"";"Ana";"";"";"";"";"";"";"";"";""',
      '"2";"2026-11-19T06:00:00";"EGW";"";"";"";"iOS G7";"5,6";"";"";"";"";"";""',
      '"3";"2026-11-19T06:05:00";"EGW";"";"";"";"iOS G7";"6,1";"";"";"";"";"";""',
    ].join('\r\n');
    const file = parsed(text);
    expect(file).toMatchObject({ origen: 'dexcom', unidad: 'mmol/L' });
    expect(file.lecturas).toEqual([
      { local: '2026-11-19T06:00:00', valor: 5.6 },
      { local: '2026-11-19T06:05:00', valor: 6.1 },
    ]);
  });
});

describe('other files', () => {
  it.each([
    ['a spreadsheet of its own', 'Fecha,Glucosa\n2026-11-19,110\n'],
    ['an empty file', ''],
    ['a text file', 'Mis notas de la semana: todo bien.'],
  ])('refuses %s with a message that names both exports', (_, text) => {
    expect(parseDeviceCsv(text)).toEqual({ error: NOT_A_DEVICE_FILE });
  });

  it('says so when a recognised export has no glucose', () => {
    const header = sample('dexcom-clarity-mgdl.csv').split('\r\n')[0]!;
    expect(parseDeviceCsv(`${header}\n1,,FirstName,,Ana,,,,,,,,,\n`)).toEqual({
      error:
        'El archivo de Dexcom Clarity no tiene lecturas de glucosa. Revisa que sea la exportación del periodo que quieres. No se guardó nada.',
    });
  });

  it('parses quoted cells with delimiters and line breaks inside', () => {
    expect(parseCsv('a,"b, c","d ""e""\nf"\r\ng,h', ',')).toEqual([
      ['a', 'b, c', 'd "e"\nf'],
      ['g', 'h'],
    ]);
  });
});
