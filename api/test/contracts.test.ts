import {
  DAY_MS,
  endpointPath,
  type EndpointContract,
  errorResponseSchema,
} from '@tm/shared-contracts/contracts';
import { ALL_ENDPOINT_NAMES, ALL_ENDPOINTS } from './support/endpoints.js';
import { progressReadings, reports, signInLinks, weeklyCheckins } from '../src/db/schema.js';
import { hashOf } from '../src/identity/sessions.service.js';
import { emailHashOf } from '../src/identity/sign-in.service.js';
import { prepareBilling } from './support/billing-flow.js';
import {
  type BillingSampleIds,
  SAMPLE_READING_ID,
  SAMPLE_SIGN_IN_TOKEN,
  validSamples,
} from './support/samples.js';
import { type Browser, json, localTrialId, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

describeOnEachDatabase('every endpoint against its contract', (t) => {
  let owner: Browser;
  let userId: string;
  let billing: BillingSampleIds;

  beforeAll(async () => {
    ({ browser: owner, userId } = await t.trialPerson({}, { startTrial: true }));
    // Rows later issues will write, so list answers are checked with content.
    await t.database.db.insert(weeklyCheckins).values({
      userId,
      inputText: 'Duermo mal',
      responseText: 'Prueba cenar más temprano.',
      systemsDetected: ['sueño'],
      emotionTags: ['cansancio'],
    });
    // The sign-in link the signInOpen sample opens (sent by e-mail in production).
    await t.database.db.insert(signInLinks).values({
      tokenHash: hashOf(SAMPLE_SIGN_IN_TOKEN),
      userId,
      emailHash: emailHashOf('ana@example.com'),
      expiresAt: new Date(Date.now() + 10 * 365 * 86_400_000),
    });
    // A reading the delete sample removes.
    await t.database.db.insert(progressReadings).values({
      id: Number(SAMPLE_READING_ID),
      userId,
      kind: 'peso',
      value: 70,
      unit: 'kg',
      originalValue: 70,
      originalUnit: 'kg',
      measuredAt: new Date(),
    });
    // Module 1 opens with the initial report (written by the report generator in production).
    await t.database.db
      .insert(reports)
      .values({ userId, moduleNumber: 1, content: { patron: 'Metabólico' } });
    // The sandbox's objects the billing samples point at: a subscription, a portal session…
    billing = await prepareBilling(owner, userId);
    // A subscriber in week 2 of the programme, so Module 2 takes her actions and answers.
    const openedAt = TEST_NOW - 8 * DAY_MS;
    const moved = await owner.request('POST', '/api/test/module-1-opened', { userId, openedAt });
    expect(moved.statusCode).toBe(200);
  });

  /** Endpoints that end the session or the account: called by a user of their own. */
  const destructive = new Set<string>(['sessionEnd', 'sessionEndAll', 'accountDelete']);
  /** Answers 409 to a subscriber (no second subscription): called by a person not yet subscribed. */
  const forNewcomers = new Set<string>(['createSubscription']);
  const otherUser = async () => {
    const browser = t.browser();
    await browser.request('POST', '/api/trial-start', { userId: localTrialId() });
    return browser;
  };

  it.each(ALL_ENDPOINT_NAMES)('%s', async (name) => {
    const contract: EndpointContract = ALL_ENDPOINTS[name];
    const sample = validSamples(userId, billing)[name];
    if (contract.params) expect(contract.params.safeParse(sample.params).success).toBe(true);
    if (contract.body) expect(contract.body.safeParse(sample.body).success).toBe(true);

    const caller = destructive.has(name) || forNewcomers.has(name) ? await otherUser() : owner;
    const res = await caller.request(
      contract.method,
      endpointPath(contract, sample.params),
      sample.body,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (contract.pending) {
      expect(res.statusCode).toBe(501);
      expect(errorResponseSchema.parse(json(res)).message).toBe(
        'Esta función todavía no está disponible.',
      );
      return;
    }
    expect(res.statusCode).toBe(200);
    const parsed = contract.response.safeParse(json(res));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('reads back what the API stored', async () => {
    const history = json(await owner.request('GET', `/api/weekly-checkins/${userId}`));
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          inputText: 'Duermo mal',
          systemsDetected: ['sueño'],
          emotionTags: ['cansancio'],
        }),
      ]),
    );
    // The testModule1Opened sample put Module 1's opening three weeks back: Modules 1–4 are open.
    expect(json(await owner.request('GET', `/api/modules/check/${userId}`))).toEqual({
      unlockedModules: [1, 2, 3, 4],
    });
    expect(json(await owner.request('GET', `/api/users/id/${userId}`))).toMatchObject({
      subscriptionStatus: 'active',
      subscribedAt: expect.any(Number),
      canceledAt: null,
    });
    expect(json(await owner.request('GET', `/api/intake-form/${userId}`))).toEqual({
      nombre: 'Ana',
      respuestas: { nombre: 'Ana', email: 'ana@example.com', edad: 52 },
    });
  });

  it('answers an empty history and no modules for a new user', async () => {
    const fresh = t.browser();
    const freshId = localTrialId();
    await fresh.request('POST', '/api/trial-start', { userId: freshId });
    expect(json(await fresh.request('GET', `/api/weekly-checkins/${freshId}`))).toEqual([]);
    expect(json(await fresh.request('GET', `/api/modules/check/${freshId}`))).toEqual({
      unlockedModules: [],
    });
  });

  it('stores nothing for the endpoints that answer 501', async () => {
    const before = await t.counts();
    for (const name of ALL_ENDPOINT_NAMES.filter((n) => 'pending' in ALL_ENDPOINTS[n])) {
      const contract: EndpointContract = ALL_ENDPOINTS[name];
      const sample = validSamples(userId)[name];
      await owner.request(contract.method, endpointPath(contract, sample.params), sample.body);
    }
    expect(await t.counts()).toEqual(before);
  });
});
