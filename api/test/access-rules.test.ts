import { DAY_MS } from '@tm/shared-contracts';
import { databaseKinds } from './support/databases.js';
import {
  type Browser,
  json,
  localTrialId,
  minimalIntake,
  startTestApi,
  type TestApi,
} from './support/test-app.js';

// The access rules of §6 hold at the API, whatever a browser shows or hides.
describe.each(databaseKinds())('access rules without the browser ($name)', (kind) => {
  let t: TestApi;
  let person: Browser;
  const userId = localTrialId();

  beforeAll(async () => {
    t = await startTestApi(kind);
    person = t.browser();
    await person.request('POST', '/api/intake-form', { ...minimalIntake, userId });
  });
  afterAll(() => t.close());
  const checkIn = () =>
    person.request('POST', '/api/weekly-checkin', { userId, message: 'Duermo poco' });

  it('during the trial a check-in is accepted', async () => {
    expect((await checkIn()).statusCode).toBe(200);
  });

  it.each([7, 8, 11])('on day %i a check-in is refused, export still works', async (day) => {
    const start = t.clock.current;
    t.clock.current = start + day * DAY_MS + 1000;
    try {
      const refused = await checkIn();
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ message: expect.any(String) });
      const status = json(await person.request('GET', `/api/trial-status/${userId}`)) as {
        isReadOnly: boolean;
      };
      expect(status.isReadOnly).toBe(true);
      const exported = await person.request('GET', '/api/me/export');
      expect(exported.statusCode).toBe(200);
      expect(JSON.stringify(json(exported))).toContain('Duermo poco');
    } finally {
      t.clock.current = start;
    }
  });
});
