import { DAY_MS, INTAKE_OPTIONS, trialStatusSchema } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { openIntake } from '../src/common/crypto/health-text.js';
import { intakeForms, users } from '../src/db/schema.js';
import {
  type Browser,
  json,
  localTrialId,
  minimalIntake,
  TEST_NOW,
  testCipher,
} from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

const fullIntake = {
  ...minimalIntake,
  direccion: 'Calle 1',
  ciudad: 'Lima',
  telefonoCelular: '+51 999 999 999',
  fechaNacimiento: '1973-04-02',
  estadoCivil: INTAKE_OPTIONS.estadoCivil[1],
  porcentajeComidasCaseras: '',
  frecuenciaEvacuaciones: INTAKE_OPTIONS.frecuenciaEvacuaciones[0],
  nivelEnergia: 5,
  sistemaGastrointestinal: 'Hinchazón después de comer 🍞',
  a1c: 'A1C 6.5',
  informacionAdicional: "<b>Nada</b>'; drop table users; --",
};

describeOnEachDatabase('intake and trial start', (t) => {
  const trialStatus = async (browser: Browser, userId: string) =>
    trialStatusSchema.parse(json(await browser.request('GET', `/api/trial-status/${userId}`)));

  it('creates the user when the body has no userId, and issues its session', async () => {
    const browser = t.browser();
    const res = await browser.request('POST', '/api/intake-form', minimalIntake);
    expect(res.statusCode).toBe(200);
    const { userId } = json(res) as { userId: string };
    expect(userId).toMatch(new RegExp(`^trial_${TEST_NOW}_[a-z0-9]{6}$`));
    expect(json(await browser.request('GET', `/api/intake-form/${userId}`))).toEqual({
      nombre: 'Ana',
      respuestas: minimalIntake,
    });
  });

  it('saves every field as sent, reads it back, and updates it', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    expect(
      json(await browser.request('POST', '/api/intake-form', { ...fullIntake, userId })),
    ).toEqual({ userId, trialStart: t.clock.current });
    const [stored] = await t.database.db
      .select()
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId));
    // Health text is stored encrypted, everything else as sent; opened, it is exactly what was sent.
    expect(stored?.payload).toMatchObject({
      nombre: 'Ana',
      ciudad: 'Lima',
      nivelEnergia: 5,
      sistemaGastrointestinal: expect.stringMatching(/^enc:v1:test1:/),
      a1c: expect.stringMatching(/^enc:v1:test1:/),
      informacionAdicional: expect.stringMatching(/^enc:v1:test1:/),
    });
    expect(openIntake(testCipher(), stored?.payload)).toEqual(fullIntake);
    // Read back whole, so the form continues from her answers on a later visit or device.
    expect(json(await browser.request('GET', `/api/intake-form/${userId}`))).toEqual({
      nombre: 'Ana',
      respuestas: fullIntake,
    });

    await browser.request('POST', '/api/intake-form', {
      ...minimalIntake,
      nombre: 'Ana María',
      userId,
    });
    expect(json(await browser.request('GET', `/api/intake-form/${userId}`))).toEqual({
      nombre: 'Ana María',
      respuestas: { ...minimalIntake, nombre: 'Ana María' },
    });
    const rows = await t.database.db
      .select()
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId));
    expect(rows).toHaveLength(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ name: 'Ana María', email: 'ana@example.com' });
  });

  it('answers 404 before the first intake save', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    const res = await browser.request('GET', `/api/intake-form/${userId}`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: expect.stringMatching(/formulario/) });
  });

  it('sets the trial start once: later saves and claims never move it', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    const first = json(await browser.request('POST', '/api/trial-start', { userId }));
    expect(first).toEqual({ userId, trialStart: t.clock.current });

    t.clock.current += 3 * DAY_MS;
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    t.clock.current += DAY_MS;
    // The save answers the trial start the server keeps (the browser stores it, not its own clock).
    expect(
      json(await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId })),
    ).toEqual(first);
    expect(json(await browser.request('POST', '/api/trial-start', { userId }))).toEqual(first);
    expect(await trialStatus(browser, userId)).toMatchObject({
      daysSinceStart: 4,
      daysRemaining: 3,
    });
    t.clock.current = TEST_NOW;
  });

  it('starts the trial on the first intake save when the welcome button did not', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.trialStart?.getTime()).toBe(t.clock.current);
  });

  // The day table of §4 through the API, with the test-only clock route moving the start.
  it.each([
    [0, 7, true, false],
    [5, 2, true, false],
    [6, 1, true, false],
    [7, 0, true, true],
    [8, -1, false, true],
    [11, -4, false, true],
    [12, -5, false, true],
  ])(
    'day %i: %i remaining, access %s, expired %s',
    async (day, remaining, hasAccess, trialExpired) => {
      const browser = t.browser();
      const userId = localTrialId();
      await browser.request('POST', '/api/trial-start', { userId });
      const moved = await browser.request('POST', '/api/test/trial-start', {
        userId,
        trialStart: TEST_NOW - day * DAY_MS,
      });
      expect(moved.statusCode).toBe(200);
      expect(await trialStatus(browser, userId)).toMatchObject({
        daysSinceStart: day,
        daysRemaining: remaining,
        hasAccess,
        trialExpired,
        isArchived: day >= 11,
      });
    },
  );
});
