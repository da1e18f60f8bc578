import { DAY_MS, WEEKLY_CHAT, weeklyCheckinSchema } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { reports, users, weeklyCheckins } from '../src/db/schema.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';
import { SECOND_OPINION_PROMPT } from '../src/checkins/assistant/triage/second-opinion.js';
import { completion, startFakeLlm } from './support/fake-llm.js';
import { FASTING_TREND, logFasting } from './support/fasting-trend.js';

const HOUR = 60 * 60 * 1000;

describeOnEachDatabase('POST /api/weekly-checkin', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });

  /** A trial user who filled the intake today, as the chat sees them. */
  const person = (intake: Record<string, unknown> = {}) =>
    t.trialPerson(intake, { startTrial: true });
  const send = (browser: Browser, userId: string, message: string) =>
    browser.request('POST', '/api/weekly-checkin', { userId, message });

  it('answers, stores the check-in as written (trimmed) and lists it in the history', async () => {
    const { browser, userId } = await person({
      nombre: 'Ana María López',
      horasSueno: '5',
      satisfechoSueno: 'No, insatisfecho',
    });
    const res = await send(browser, userId, '  me cuesta dormir y estoy harta <b>ya</b>  ');
    expect(res.statusCode).toBe(200);
    const checkin = weeklyCheckinSchema.parse(json(res));
    expect(checkin).toMatchObject({
      inputText: 'me cuesta dormir y estoy harta <b>ya</b>',
      systemsDetected: ['sueño'],
      emotionTags: ['frustración'],
      createdAt: new Date(TEST_NOW).toISOString(),
    });
    expect(checkin.responseText).toMatch(/^Hola, Ana\./);
    expect(checkin.responseText).toContain('5 horas');
    expect(checkin.responseText.split('Tu paso para esta semana:')).toHaveLength(2);
    expect(checkin.responseText).toContain('no reemplaza la evaluación de tu médico');

    const history = json(await browser.request('GET', `/api/weekly-checkins/${userId}`));
    expect(history).toEqual([checkin]);
  });

  it('works before the initial report exists, and uses the pattern once it does', async () => {
    const { browser, userId } = await person();
    const before = weeklyCheckinSchema.parse(
      json(await send(browser, userId, 'ando con mucha sed')),
    );
    expect(before.systemsDetected).toEqual(['hidratación']);
    expect(before.responseText).not.toContain('patrón funcional');

    await t.database.db
      .insert(reports)
      .values({ userId, moduleNumber: 1, content: { patron: 'Metabólico-Estrés' } });
    const after = weeklyCheckinSchema.parse(
      json(await send(browser, userId, 'esta semana tuve mucha ansiedad por la comida')),
    );
    expect(after.responseText).toContain('Como tu patrón funcional es Metabólico-Estrés');
  });

  it("recalls the focus of the person's generated initial report", async () => {
    const { browser, userId } = await person({ horasSueno: '5' });
    const generated = await browser.request('POST', '/api/generate-report', {
      userId,
      moduleNumber: 1,
    });
    expect(generated.statusCode).toBe(200);
    const checkin = weeklyCheckinSchema.parse(
      json(await send(browser, userId, 'esta semana comí mejor')),
    );
    // The reminder's first words vary with the message (src/checkins/assistant/opening.ts).
    expect(checkin.responseText).toMatch(/informe inicial[^.]*\. Estos días, tu foco es el sueño/);
  });

  describe('validation and ownership store nothing', () => {
    it.each([
      ['an empty message after trimming', { message: '   \n ' }, 400, 'no puede estar vacío'],
      ['an over-long message', { message: 'a'.repeat(2001) }, 400, 'demasiado largo (máximo 2000'],
      ['a missing message', {}, 400, 'Falta el campo obligatorio «message»'],
      ['a message that is not text', { message: 42 }, 400, 'debe ser un texto'],
      ['an unknown field', { message: 'hola', urgente: true }, 400, 'Campo no permitido'],
      ['a NUL character', { message: 'hola\u0000' }, 400, 'caracteres no permitidos'],
    ])('refuses %s', async (_case, body, status, message) => {
      const { browser, userId } = await person();
      const before = await t.counts();
      const res = await browser.request('POST', '/api/weekly-checkin', { userId, ...body });
      expect(res.statusCode).toBe(status);
      expect((json(res) as { message: string }).message).toContain(message);
      expect(await t.counts()).toEqual(before);
    });

    it('accepts exactly 2000 characters', async () => {
      const { browser, userId } = await person();
      expect((await send(browser, userId, 'é'.repeat(2000))).statusCode).toBe(200);
    });

    it("refuses another person's userId (403) and a request without session (401)", async () => {
      const owner = await person();
      const stranger = await person();
      const before = await t.counts();
      const foreign = await send(stranger.browser, owner.userId, 'hola');
      expect(foreign.statusCode).toBe(403);
      expect((json(foreign) as { message: string }).message).toMatch(/permiso/);
      expect((await send(t.browser(), owner.userId, 'hola')).statusCode).toBe(401);
      expect(await t.counts()).toEqual(before);
    });
  });

  describe('the weekly allowance', () => {
    it(`allows ${WEEKLY_CHAT.checkinsPerPeriod} check-ins per rolling 7 days, then a Spanish 429`, async () => {
      const { browser, userId } = await person();
      for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod; i += 1) {
        expect((await send(browser, userId, `semana tranquila ${i}`)).statusCode).toBe(200);
        t.clock.current += HOUR;
      }
      const before = await t.counts();
      const refused = await send(browser, userId, 'una pregunta más');
      expect(refused.statusCode).toBe(429);
      expect((json(refused) as { message: string }).message).toBe(
        'Ya enviaste tus 3 mensajes de esta semana. Podrás escribir de nuevo dentro de 7 días. ' +
          'Si tienes una urgencia de salud, escríbela igual: siempre se responde, y no cuenta.',
      );
      expect(await t.counts()).toEqual(before);

      // Once the first check-in is 7 days old, one more fits.
      t.clock.current = TEST_NOW + 7 * DAY_MS - HOUR;
      expect((await send(browser, userId, 'todavía no')).statusCode).toBe(429);
      t.clock.current = TEST_NOW + 7 * DAY_MS + 1;
      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'active' })
        .where(eq(users.id, userId));
      expect((await send(browser, userId, 'nueva semana')).statusCode).toBe(200);
      expect((await send(browser, userId, 'otra más')).statusCode).toBe(429);
    });

    it('still answers a red flag when the allowance is used up', async () => {
      const { browser, userId } = await person();
      for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod; i += 1)
        await send(browser, userId, `hola ${i}`);
      const res = await send(browser, userId, 'me duele el pecho cuando camino');
      expect(res.statusCode).toBe(200);
      expect(weeklyCheckinSchema.parse(json(res)).responseText).toContain('llama ahora al');
    });

    it('a red flag never uses up the allowance, and the chat keeps accepting messages', async () => {
      const { browser, userId } = await person({ pais: 'México' });
      const urgent = await send(browser, userId, 'se me durmio la mitad de la cara y hablo raro');
      const { alert } = weeklyCheckinSchema.parse(json(urgent));
      expect(alert).toMatchObject({ tier: 'emergency', calls: [{ number: '911' }] });
      for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod; i += 1)
        expect((await send(browser, userId, `hola ${i}`)).statusCode).toBe(200);
      expect((await send(browser, userId, 'una más')).statusCode).toBe(429);
    });

    it('two tabs sending the last check-in at once: one is stored, the other gets 429', async () => {
      const { browser, userId } = await person();
      for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod - 1; i += 1)
        await send(browser, userId, `hola ${i}`);
      const results = await Promise.all([
        send(browser, userId, 'pestaña uno'),
        send(browser, userId, 'pestaña dos'),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 429]);
      const rows = await t.database.db
        .select()
        .from(weeklyCheckins)
        .where(eq(weeklyCheckins.userId, userId));
      expect(rows).toHaveLength(WEEKLY_CHAT.checkinsPerPeriod);
    });
  });

  describe('trial access (§4: active or daysRemaining > 0)', () => {
    it('refuses a check-in from day 7 on, unless the person subscribed', async () => {
      const { browser, userId } = await person();
      t.clock.current = TEST_NOW + 6 * DAY_MS;
      expect((await send(browser, userId, 'último día con acceso')).statusCode).toBe(200);

      t.clock.current = TEST_NOW + 7 * DAY_MS;
      const before = await t.counts();
      const refused = await send(browser, userId, 'hola');
      expect(refused.statusCode).toBe(403);
      expect((json(refused) as { message: string }).message).toMatch(
        /^Tu prueba gratuita terminó.*Activa tu suscripción/,
      );
      expect(await t.counts()).toEqual(before);
      // The history stays readable.
      expect(json(await browser.request('GET', `/api/weekly-checkins/${userId}`))).toHaveLength(1);

      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'active' })
        .where(eq(users.id, userId));
      expect((await send(browser, userId, 'ya me suscribí')).statusCode).toBe(200);
    });
  });

  it("answers emergencies with the number of the person's country first and no coaching", async () => {
    const cases: [string, string, RegExp][] = [
      ['México', 'tengo ganas de matarme, ya no aguanto', /Línea de la Vida: 800 911 2000/],
      ['España', 'estoy pensando en tomarme todas las pastillas de una vez', /024/],
      [
        'Colombia',
        'siento como un peso en el pecho que se me va al brazo izquierdo',
        /^Esto puede ser una emergencia: llama ahora al 123\./,
      ],
    ];
    for (const [pais, message, expected] of cases) {
      const { browser, userId } = await person({ nombre: 'Rosa', pais });
      const res = await send(browser, userId, message);
      expect(res.statusCode).toBe(200);
      const { responseText, alert } = weeklyCheckinSchema.parse(json(res));
      expect(responseText).toMatch(expected);
      expect(responseText).not.toContain('Tu paso para esta semana:');
      expect(alert?.tier).toBe('emergency');
    }
  });
});

describe('POST /api/weekly-checkin with LLM_BASE_URL', () => {
  let reply = '';
  let prompts: string[] = [];
  const NO_SIGNS = JSON.stringify({ categorias: [], cita: '', otraPersona: false });
  /** Triage's second opinion, asked apart from the coaching. */
  let opinion = NO_SIGNS;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm((call, response) => {
      if (call.body.messages[0]?.content === SECOND_OPINION_PROMPT)
        return completion(opinion)(response);
      prompts.push(call.body.messages.map((m) => m.content).join('\n'));
      completion(reply)(response);
    });
  });
  beforeEach(() => {
    opinion = NO_SIGNS;
  });
  afterAll(() => llm.close());

  describeOnEachDatabase(
    'a model behind the rules',
    { databases: 'first', env: () => ({ LLM_BASE_URL: llm.baseUrl }) },
    (t) => {
      it("uses the model's words when they are safe, and the rules when they are not", async () => {
        const { browser, userId } = await t.trialPerson({}, { startTrial: true });

        reply = 'Hola, Ana. Cenar temprano ayuda.\nTu paso para esta semana: cena a las 7.';
        const fromModel = weeklyCheckinSchema.parse(
          json(
            await browser.request('POST', '/api/weekly-checkin', { userId, message: 'duermo mal' }),
          ),
        );
        expect(fromModel.responseText).toMatch(/^Hola, Ana\. Cenar temprano ayuda\./);
        expect(fromModel.systemsDetected).toEqual(['sueño']);

        reply = 'Deja la metformina esta semana.\nTu paso para esta semana: camina.';
        const fromRules = weeklyCheckinSchema.parse(
          json(
            await browser.request('POST', '/api/weekly-checkin', { userId, message: 'duermo mal' }),
          ),
        );
        expect(fromRules.responseText).not.toContain('metformina');
        expect(fromRules.responseText).toMatch(/^Hola, Ana\./);
      });

      it('answers an emergency only the second opinion sees, even with the allowance used up, and never counts it', async () => {
        const { browser, userId } = await t.trialPerson({ pais: 'México' }, { startTrial: true });
        const send = (message: string) =>
          browser.request('POST', '/api/weekly-checkin', { userId, message });
        reply = 'Hola, Ana. Cenar temprano ayuda.\nTu paso para esta semana: cena a las 7.';
        for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod; i += 1) {
          expect((await send(`semana tranquila ${i}`)).statusCode).toBe(200);
          t.clock.current += HOUR;
        }
        const unseen = 'desde la cena mi marido anda como ido, no me contesta bien';
        expect((await send(unseen)).statusCode).toBe(429);

        opinion = JSON.stringify({
          categorias: ['stroke'],
          cita: 'anda como ido',
          otraPersona: true,
        });
        const answered = await send(unseen);
        expect(answered.statusCode).toBe(200);
        const checkin = weeklyCheckinSchema.parse(json(answered));
        expect(checkin.responseText).toMatch(
          /^Esto puede ser una emergencia: llama ahora al 911\./,
        );
        expect(checkin.responseText).not.toContain('Tu paso para esta semana');
        expect(checkin.alert).toMatchObject({ tier: 'emergency', calls: [{ number: '911' }] });
        // Stored as the emergency it is: it never counts, and the next ordinary one still waits.
        opinion = NO_SIGNS;
        expect((await send('otra pregunta')).statusCode).toBe(429);
      });

      it('cites her Mi progreso fasting trend even when the model leaves it out, never in an emergency', async () => {
        t.clock.current = TEST_NOW;
        const { browser, userId } = await t.trialPerson({ nombre: 'Rosa' }, { startTrial: true });
        await logFasting(browser, userId);
        const ask = async (message: string) =>
          weeklyCheckinSchema.parse(
            json(await browser.request('POST', '/api/weekly-checkin', { userId, message })),
          ).responseText;

        prompts = [];
        reply = 'Hola, Rosa. Cenar temprano ayuda.\nTu paso para esta semana: cena a las 7.';
        const paragraphs = (await ask('duermo mal')).split('\n\n');
        expect(prompts.join('\n')).toContain(`Su glucosa en Mi progreso: ${FASTING_TREND}`);
        expect(paragraphs.slice(0, 3)).toEqual([
          'Hola, Rosa. Cenar temprano ayuda.',
          `En tus mediciones de Mi progreso, ${FASTING_TREND}.`,
          'Tu paso para esta semana: cena a las 7.',
        ]);

        const emergency = await ask('me duele el pecho');
        expect(emergency).toMatch(/^Esto puede ser una emergencia/);
        expect(emergency).not.toContain('Mi progreso');
      });
    },
  );
});
