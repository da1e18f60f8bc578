import { DAY_MS } from '@tm/shared-contracts/contracts';
import { type Browser, json } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

// The access rules of §6 hold at the API, whatever a browser shows or hides.
describeOnEachDatabase('access rules without the browser', (t) => {
  let person: Browser;
  let userId: string;
  beforeAll(async () => {
    ({ browser: person, userId } = await t.trialPerson());
  });
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
