import { initialReportSchema, storedReportSchema } from '@tm/shared-contracts/contracts';
import { type Browser, json, localTrialId } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

const day = (dia: number, over: Record<string, unknown> = {}) => ({
  dia,
  comidas: 'Huevos con verduras',
  horasSueno: 7,
  calidadSueno: 'Buena',
  bristol: 4,
  energia: 6,
  ...over,
});

describeOnEachDatabase('initial report and observation log', (t) => {
  const generate = (browser: Browser, userId: string) =>
    browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
  const readReport = async (browser: Browser, userId: string) =>
    storedReportSchema.parse(json(await browser.request('GET', `/api/reports/${userId}`)));

  it('answers a clear 409 for a user with no intake, and stores nothing', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    const before = await t.counts();
    const res = await generate(browser, userId);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: expect.stringMatching(/formulario de ingreso/) });
    expect(await t.counts()).toEqual(before);
    const read = await browser.request('GET', `/api/reports/${userId}`);
    expect(read.statusCode).toBe(404);
    expect(json(read)).toEqual({ message: 'Tu informe inicial todavía no está listo.' });
  });

  it('stores the report, reads it back, and is idempotent for the same input', async () => {
    const { browser, userId } = await t.trialPerson();
    const first = await generate(browser, userId);
    expect(first.statusCode).toBe(200);
    const stored = await readReport(browser, userId);
    expect(initialReportSchema.parse(stored.report).perfil[0]).toBe('Ana, 52 años.');
    const before = await t.counts();
    const again = await generate(browser, userId);
    expect(json(again)).toEqual(json(first));
    expect(await t.counts()).toEqual(before);
  });

  it('two different intakes give reports that differ where the answers differ', async () => {
    const { browser: a, userId: idA } = await t.trialPerson({
      horasSueno: '5 horas',
      consistenciaEvacuaciones: 'tipo 1',
    });
    const { browser: b, userId: idB } = await t.trialPerson({
      nombre: 'Luis',
      edad: 67,
      horasSueno: '8',
      consistenciaEvacuaciones: '4',
      informacionAdicional: 'Me inyecto insulina y tomo glibenclamida',
    });
    await generate(a, idA);
    await generate(b, idB);
    const ra = (await readReport(a, idA)).report;
    const rb = (await readReport(b, idB)).report;
    const sleep = (r: typeof ra) => r.recomendaciones.find((x) => x.tema === 'sueno')!.texto;
    const liver = (r: typeof ra) => r.recomendaciones.find((x) => x.tema === 'higado')!.texto;
    expect(sleep(ra)).toContain('unas 5 horas');
    expect(sleep(rb)).toContain('8 horas de sueño están en el rango');
    expect(liver(ra)).toMatch(/estreñimiento/);
    expect(liver(rb)).toMatch(/va bien/);
    expect(ra.precauciones).toEqual([]);
    expect(rb.precauciones[0]).toMatch(/insulina y glibenclamida/);
    expect(ra.perfil[0]).toBe('Ana, 52 años.');
    expect(rb.perfil[0]).toBe('Luis, 67 años.');
  });

  it('keeps the 5-day log, rebuilds the report from it, and closes the log after 5 days', async () => {
    const { browser, userId } = await t.trialPerson();
    expect(json(await browser.request('GET', `/api/observation-log/${userId}`))).toEqual({
      userId,
      dias: [],
      cerrado: false,
    });
    await generate(browser, userId);
    const three = [day(3), day(1, { horasSueno: 5 }), day(2, { notas: '<script>x</script> 🍎' })];
    const saved = await browser.request('POST', '/api/observation-log', { userId, dias: three });
    expect(saved.statusCode).toBe(200);
    const log = json(await browser.request('GET', `/api/observation-log/${userId}`)) as {
      dias: { dia: number; notas?: string }[];
    };
    expect(log.dias.map((d) => d.dia)).toEqual([1, 2, 3]);
    expect(log.dias[1]!.notas).toBe('<script>x</script> 🍎');

    await generate(browser, userId);
    expect((await readReport(browser, userId)).report.diasObservados).toBe(3);

    const five = [1, 2, 3, 4, 5].map((n) => day(n));
    await browser.request('POST', '/api/observation-log', { userId, dias: five });
    await generate(browser, userId);
    expect((await readReport(browser, userId)).report.diasObservados).toBe(5);
    const late = await browser.request('POST', '/api/observation-log', { userId, dias: three });
    expect(late.statusCode).toBe(409);
    expect(json(await browser.request('GET', `/api/observation-log/${userId}`))).toMatchObject({
      cerrado: true,
      dias: five,
    });
  });

  it.each([
    ['a sixth day', [1, 2, 3, 4, 5].map((n) => day(n)).concat(day(5))],
    ['a repeated day', [day(1), day(1)]],
    ['a Bristol type of 8', [day(1, { bristol: 8 })]],
    ['energy 0', [day(1, { energia: 0 })]],
    ['25 hours of sleep', [day(1, { horasSueno: 25 })]],
    ['empty meals', [day(1, { comidas: '   ' })]],
    ['an unknown field', [day(1, { peso: 70 })]],
  ])('refuses %s with a Spanish 400 and keeps the stored log', async (_name, dias) => {
    const { browser, userId } = await t.trialPerson();
    await browser.request('POST', '/api/observation-log', { userId, dias: [day(1)] });
    const res = await browser.request('POST', '/api/observation-log', { userId, dias });
    expect(res.statusCode).toBe(400);
    expect((json(res) as { message: string }).message).toMatch(/\S/);
    const log = json(await browser.request('GET', `/api/observation-log/${userId}`)) as {
      dias: unknown[];
    };
    expect(log.dias).toEqual([day(1)]);
  });

  it("refuses another person's report and log", async () => {
    const { userId } = await t.trialPerson();
    const { browser: stranger } = await t.trialPerson();
    expect((await stranger.request('GET', `/api/reports/${userId}`)).statusCode).toBe(403);
    expect((await stranger.request('GET', `/api/observation-log/${userId}`)).statusCode).toBe(403);
    expect((await generate(stranger, userId)).statusCode).toBe(403);
  });
});
