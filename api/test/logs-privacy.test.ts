import { PassThrough } from 'node:stream';
import { databaseKinds } from './support/databases.js';
import { localTrialId, minimalIntake, startTestApi, type TestApi } from './support/test-app.js';

/** Values only this test sends: if any shows up in a log line, health data leaked into logs. */
const SECRETS = {
  nombre: 'Zacarías Quintanilla',
  email: 'zacarias.quintanilla@example.org',
  sistemaHormonal: 'Glibenclamida 5 mg y Lantus 20 UI',
  sistemaGastrointestinal: 'Estreñimiento crónico tipo Bristol 2',
  checkin: 'Tuve hipoglucemia de 52 mg/dL anoche',
};

describe.each(databaseKinds().slice(0, 1))('logs during a whole journey ($name)', (kind) => {
  let t: TestApi;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    t = await startTestApi(kind, { LOG_LEVEL: 'trace' }, stream);
  });
  afterAll(() => t.close());

  it('carry no health field, name or e-mail, even when requests fail', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    const intake = {
      ...minimalIntake,
      userId,
      nombre: SECRETS.nombre,
      email: SECRETS.email,
      sistemaHormonal: SECRETS.sistemaHormonal,
      sistemaGastrointestinal: SECRETS.sistemaGastrointestinal,
    };
    expect((await browser.request('POST', '/api/intake-form', intake)).statusCode).toBe(200);
    await browser.request('POST', '/api/intake-form', { ...intake, edad: 'cincuenta' }); // 400
    await browser.request('POST', '/api/intake-form', `{"nombre":"${SECRETS.nombre}"`); // bad JSON
    await browser.request('GET', `/api/intake-form/${userId}`);
    await browser.request('POST', '/api/weekly-checkin', { userId, message: SECRETS.checkin });
    await browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
    await browser.request('GET', '/api/me/export');
    await browser.request('DELETE', '/api/me');

    const log = lines.join('\n');
    expect(lines.filter(Boolean).length).toBeGreaterThan(10); // the logs were really captured
    for (const value of Object.values(SECRETS)) expect(log).not.toContain(value);
    expect(log).not.toMatch(/Glibenclamida|Lantus|Bristol|hipoglucemia/i);
  });
});
