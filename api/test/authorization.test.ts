import {
  endpointPath,
  type EndpointContract,
  SESSION_COOKIE,
} from '@tm/shared-contracts/contracts';
import { ALL_ENDPOINT_NAMES, ALL_ENDPOINTS } from './support/endpoints.js';
import { SESSION_TTL_MS } from '../src/identity/sessions.service.js';
import { validSamples } from './support/samples.js';
import { type Browser, json, localTrialId, minimalIntake } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

const accessOf = (name: (typeof ALL_ENDPOINT_NAMES)[number]) =>
  (ALL_ENDPOINTS[name] as EndpointContract).access;
/** Every route that names a user: in the path, or in the body. */
const userRoutes = ALL_ENDPOINT_NAMES.filter(
  (name) => accessOf(name) === 'owner' || accessOf(name) === 'claim',
);
/** Routes that act for the session's own user (billing): no session, no answer. */
const sessionRoutes = ALL_ENDPOINT_NAMES.filter((name) => accessOf(name) === 'session');

const call = (browser: Browser, name: (typeof ALL_ENDPOINT_NAMES)[number], userId: string) => {
  const contract: EndpointContract = ALL_ENDPOINTS[name];
  const sample = validSamples(userId)[name];
  return browser.request(contract.method, endpointPath(contract, sample.params), sample.body);
};

describeOnEachDatabase('sessions keep each user’s data their own', (t) => {
  let alice: Browser;
  const aliceId = localTrialId();
  let bobId: string;

  beforeAll(async () => {
    alice = t.browser();
    await alice.request('POST', '/api/trial-start', { userId: aliceId });
    ({ userId: bobId } = await t.trialPerson());
  });

  it('lists every user route of the registry', () => {
    expect(userRoutes.length).toBeGreaterThanOrEqual(11);
  });

  it.each(userRoutes)('%s: 403 with another user’s session, nothing changed', async (name) => {
    const before = await t.counts();
    const res = await call(alice, name, bobId);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: expect.stringMatching(/permiso/) });
    expect(await t.counts()).toEqual(before);
  });

  it.each(userRoutes)('%s: 401 without a session, nothing changed', async (name) => {
    const before = await t.counts();
    const res = await call(t.browser(), name, bobId);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: expect.stringMatching(/sesión/) });
    expect(await t.counts()).toEqual(before);
  });

  it.each(sessionRoutes)('%s: 401 without a session, nothing changed', async (name) => {
    const before = await t.counts();
    const res = await call(t.browser(), name, bobId);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: expect.stringMatching(/sesión/) });
    expect(await t.counts()).toEqual(before);
  });

  it('sets an HttpOnly, SameSite=Lax, signed cookie (not Secure outside production)', async () => {
    const res = await t.browser().request('POST', '/api/trial-start', { userId: localTrialId() });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}\.[\w+/=-]+$/);
  });

  it('refuses a forged or tampered cookie', async () => {
    const forger = t.browser();
    forger.cookie = `${alice.cookie!.slice(0, -3)}abc`;
    expect((await forger.request('GET', `/api/trial-status/${aliceId}`)).statusCode).toBe(401);
    forger.cookie = `${SESSION_COOKIE}=whatever`;
    expect((await forger.request('GET', `/api/trial-status/${aliceId}`)).statusCode).toBe(401);
  });

  it('does not let a second browser take over a claimed trial id', async () => {
    const intruder = t.browser();
    expect(
      (await intruder.request('POST', '/api/trial-start', { userId: aliceId })).statusCode,
    ).toBe(401);
    expect(
      (await intruder.request('POST', '/api/intake-form', { ...minimalIntake, userId: aliceId }))
        .statusCode,
    ).toBe(401);
    await intruder.request('POST', '/api/trial-start', { userId: localTrialId() });
    expect(
      (await intruder.request('POST', '/api/trial-start', { userId: aliceId })).statusCode,
    ).toBe(403);
    expect((await alice.request('GET', `/api/trial-status/${aliceId}`)).statusCode).toBe(200);
  });

  it('claims only ids in the trial format', async () => {
    const res = await t.browser().request('POST', '/api/trial-start', { userId: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: expect.stringContaining('«userId»') });
  });

  it('expires sessions after their lifetime', async () => {
    const late = t.browser();
    const id = localTrialId();
    await late.request('POST', '/api/trial-start', { userId: id });
    t.clock.current += SESSION_TTL_MS + 1;
    try {
      expect((await late.request('GET', `/api/trial-status/${id}`)).statusCode).toBe(401);
    } finally {
      t.clock.current -= SESSION_TTL_MS + 1;
    }
  });
});
