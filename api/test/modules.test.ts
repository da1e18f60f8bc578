import { DAY_MS, MODULE_1_LESSON_IDS, moduleProgressSchema } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { reports, users } from '../src/db/schema.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

describeOnEachDatabase('programme modules', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });

  async function person({ report = false } = {}) {
    const someone = await t.trialPerson({}, { startTrial: true });
    if (report)
      await t.database.db
        .insert(reports)
        .values({ userId: someone.userId, moduleNumber: 1, content: { patron: 'Metabólico' } });
    return someone;
  }
  const unlocked = async (browser: Browser, userId: string) =>
    (
      json(await browser.request('GET', `/api/modules/check/${userId}`)) as {
        unlockedModules: number[];
      }
    ).unlockedModules;
  const subscribe = (userId: string) =>
    t.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, userId));

  describe('GET /api/modules/check', () => {
    it('keeps Module 1 closed until the initial report exists', async () => {
      const { browser, userId } = await person();
      expect(await unlocked(browser, userId)).toEqual([]);
      await t.database.db
        .insert(reports)
        .values({ userId, moduleNumber: 1, content: { patron: 'Digestivo' } });
      expect(await unlocked(browser, userId)).toEqual([1]);
    });

    it('opens Module 1 to a trial user with access, through day 7, and closes it after', async () => {
      const { browser, userId } = await person({ report: true });
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      expect(await unlocked(browser, userId)).toEqual([1]);
      t.clock.current = TEST_NOW + 8 * DAY_MS;
      expect(await unlocked(browser, userId)).toEqual([]);
    });

    it('a subscriber needs the report too', async () => {
      const { browser, userId } = await person();
      await subscribe(userId);
      expect(await unlocked(browser, userId)).toEqual([]);
    });

    it('opens Module 2 to subscribers one week after Module 1 opened, never to trial users', async () => {
      const { browser, userId } = await person({ report: true });
      expect(await unlocked(browser, userId)).toEqual([1]);
      t.clock.current = TEST_NOW + 6 * DAY_MS;
      expect(await unlocked(browser, userId)).toEqual([1]);
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      expect(await unlocked(browser, userId)).toEqual([1]); // a week later, but still a trial
      await subscribe(userId);
      expect(await unlocked(browser, userId)).toEqual([1, 2]);
      t.clock.current = TEST_NOW + 30 * DAY_MS; // then one a week (programme.test.ts)
      expect(await unlocked(browser, userId)).toEqual([1, 2, 3, 4, 5]);
      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'canceled' })
        .where(eq(users.id, userId));
      expect(await unlocked(browser, userId)).toEqual([]);
    });
  });

  describe('Module 1 lesson progress', () => {
    const progress = async (browser: Browser, userId: string) =>
      moduleProgressSchema.parse(
        json(await browser.request('GET', `/api/module-progress/${userId}`)),
      ).completedLessons;
    const tick = (browser: Browser, userId: string, lessonId: string, done = true) =>
      browser.request('POST', '/api/module-progress', { userId, lessonId, done });

    it('keeps ticks on the server, in lesson order, idempotent, and unticks', async () => {
      const { browser, userId } = await person({ report: true });
      expect(await progress(browser, userId)).toEqual([]);
      expect(json(await tick(browser, userId, 'respiracion'))).toEqual({
        completedLessons: ['respiracion'],
      });
      await tick(browser, userId, 'plato');
      await tick(browser, userId, 'plato');
      expect(await progress(browser, userId)).toEqual(['plato', 'respiracion']);
      await tick(browser, userId, 'respiracion', false);
      expect(await progress(browser, userId)).toEqual(['plato']);
      for (const id of MODULE_1_LESSON_IDS) await tick(browser, userId, id);
      expect(await progress(browser, userId)).toEqual([...MODULE_1_LESSON_IDS]);
    });

    it('refuses unknown lessons, bad bodies and other people, storing nothing', async () => {
      const { browser, userId } = await person({ report: true });
      const stranger = await person({ report: true });
      const before = await t.counts();
      const unknown = await tick(browser, userId, 'ayuno');
      expect(unknown.statusCode).toBe(400);
      expect((json(unknown) as { message: string }).message).toContain('lessonId');
      const noDone = await browser.request('POST', '/api/module-progress', {
        userId,
        lessonId: 'plato',
      });
      expect(noDone.statusCode).toBe(400);
      expect((await tick(stranger.browser, userId, 'plato')).statusCode).toBe(403);
      expect((await t.browser().request('GET', `/api/module-progress/${userId}`)).statusCode).toBe(
        401,
      );
      expect(await t.counts()).toEqual(before);
    });

    it('refuses a tick while Module 1 is closed, but the progress stays readable', async () => {
      const { browser, userId } = await person();
      const refused = await tick(browser, userId, 'plato');
      expect(refused.statusCode).toBe(403);
      expect((json(refused) as { message: string }).message).toMatch(/^Tu Módulo 1 todavía no/);

      await t.database.db.insert(reports).values({ userId, moduleNumber: 1, content: {} });
      expect((await tick(browser, userId, 'plato')).statusCode).toBe(200);
      t.clock.current = TEST_NOW + 9 * DAY_MS;
      expect((await tick(browser, userId, 'agua')).statusCode).toBe(403);
      expect(await progress(browser, userId)).toEqual(['plato']);
    });
  });
});
