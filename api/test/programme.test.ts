import {
  CURRICULUM,
  DAY_MS,
  moduleDetailSchema,
  programmeSchema,
  type ModuleDetail,
  type Programme,
} from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import {
  moduleCheckAnswers,
  moduleLessonProgress,
  moduleReflections,
  reports,
  users,
} from '../src/db/schema.js';
import { ReminderSchedule } from '../src/reminders/reminder-schedule.js';
import { describeOnEachDatabase } from './support/each-database.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';

const module2 = CURRICULUM[0]!;

describeOnEachDatabase('the programme after Module 1', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });

  /** A person with her initial report (Module 1 opens on her first look, at the test clock). */
  async function subscriber({ subscribed = true, intake = {} as Record<string, unknown> } = {}) {
    const { browser, userId } = await t.trialPerson(intake, { startTrial: true });
    await t.database.db.insert(reports).values({ userId, moduleNumber: 1, content: {} });
    if (subscribed)
      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'active' })
        .where(eq(users.id, userId));
    // Her first look records Module 1's opening at the test clock's day 0.
    await browser.request('GET', `/api/modules/check/${userId}`);
    return { browser, userId };
  }
  const programme = async (browser: Browser, userId: string): Promise<Programme> => {
    const res = await browser.request('GET', `/api/programme/${userId}`);
    if (res.statusCode !== 200) throw new Error(res.body);
    return programmeSchema.parse(json(res));
  };
  const detail = async (browser: Browser, userId: string, n: number): Promise<ModuleDetail> =>
    moduleDetailSchema.parse(
      json(await browser.request('GET', `/api/programme/${userId}/modules/${n}`)),
    );
  const states = (p: Programme) => p.modules.map((m) => m.state);
  const act = (browser: Browser, userId: string, lessonId: string, done = true, module = 2) =>
    browser.request('POST', '/api/programme/action', { userId, module, lessonId, done });
  const answer = (browser: Browser, userId: string, question: number, option: number, module = 2) =>
    browser.request('POST', '/api/programme/answer', { userId, module, question, answer: option });

  describe('unlock dates on the test clock', () => {
    it('opens Module 1 on day 0, then one module a week: day 7, 14, … 84', async () => {
      const { browser, userId } = await subscriber();
      const day0 = await programme(browser, userId);
      expect(states(day0)).toEqual(['open', ...Array(12).fill('locked')]);
      day0.modules.forEach((m) => expect(m.opensAt).toBe(TEST_NOW + (m.number - 1) * 7 * DAY_MS));
      expect(day0.current).toBe(1);
      expect(day0.needsSubscription).toBe(false);

      for (let week = 1; week <= 12; week += 1) {
        t.clock.current = TEST_NOW + week * 7 * DAY_MS - 60_000;
        expect(states(await programme(browser, userId)).lastIndexOf('open')).toBe(week - 1);
        t.clock.current = TEST_NOW + week * 7 * DAY_MS;
        const now = await programme(browser, userId);
        expect(states(now).lastIndexOf('open')).toBe(week);
        expect(json(await browser.request('GET', `/api/modules/check/${userId}`))).toEqual({
          unlockedModules: Array.from({ length: week + 1 }, (_, i) => i + 1),
        });
      }
      t.clock.current = TEST_NOW + 89 * DAY_MS; // week 13: still Module 13 (sessions last 90 days)
      expect(states(await programme(browser, userId))).toEqual(Array(13).fill('open'));
    });

    it('never opens Module 2 or later to a trial user, and says they need a subscription', async () => {
      const { browser, userId } = await subscriber({ subscribed: false });
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      const p = await programme(browser, userId);
      expect(states(p)).toEqual(['open', ...Array(12).fill('locked')]);
      expect(p.needsSubscription).toBe(true);
      expect((await act(browser, userId, 'leccion-1')).statusCode).toBe(403);
    });

    it('closes every module when the subscription lapses; what was done stays done', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      for (const lesson of module2.lessons) await act(browser, userId, lesson.id);
      for (const [q, right] of module2.answers.entries()) await answer(browser, userId, q, right);
      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'canceled' })
        .where(eq(users.id, userId));
      t.clock.current = TEST_NOW + 30 * DAY_MS;
      const p = await programme(browser, userId);
      expect(states(p).slice(0, 3)).toEqual(['locked', 'done', 'locked']);
      const refused = await act(browser, userId, 'leccion-1', false);
      expect(refused.statusCode).toBe(403);
      expect((json(refused) as { message: string }).message).toMatch(/^Este módulo todavía no/);
    });
  });

  describe('progress', () => {
    it('a module is done only with every action and every check answer right', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      expect(await detail(browser, userId, 2)).toEqual({
        number: 2,
        state: 'open',
        opensAt: TEST_NOW + 7 * DAY_MS,
        actionsDone: [],
        answers: [
          { answer: null, correct: null },
          { answer: null, correct: null },
          { answer: null, correct: null },
        ],
        reflection: null,
      });
      const lessons = module2.lessons.map((lesson) => lesson.id);
      for (const id of [...lessons].reverse()) await act(browser, userId, id);
      const wrong = (module2.answers[0]! + 1) % module2.optionCounts[0]!;
      const afterWrong = moduleDetailSchema.parse(json(await answer(browser, userId, 0, wrong)));
      expect(afterWrong.actionsDone).toEqual(lessons);
      expect(afterWrong.answers[0]).toEqual({ answer: wrong, correct: false });
      await answer(browser, userId, 1, module2.answers[1]!);
      await answer(browser, userId, 2, module2.answers[2]!);
      let p = await programme(browser, userId);
      expect(p.modules[1]).toMatchObject({ state: 'open', actionsDone: 5, checkPassed: false });

      // Tried again: the latest answer counts.
      await answer(browser, userId, 0, module2.answers[0]!);
      p = await programme(browser, userId);
      expect(p.modules[1]).toMatchObject({ state: 'done', actionsDone: 5, checkPassed: true });
      // Module 1 is not done (no actions), so it is where "Finalizar" leads.
      expect(p.current).toBe(1);

      await act(browser, userId, lessons[0]!, false);
      expect((await programme(browser, userId)).modules[1]!.state).toBe('open');
    });

    it('keeps the reflection encrypted at rest and gives it back as written', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      const text = 'El arroz de la cena: me sirvo dos puños sin darme cuenta.';
      const saved = await browser.request('POST', '/api/programme/reflection', {
        userId,
        module: 2,
        text,
      });
      expect(moduleDetailSchema.parse(json(saved)).reflection).toBe(text);
      const [row] = await t.database.db
        .select()
        .from(moduleReflections)
        .where(eq(moduleReflections.userId, userId));
      expect(row!.text).toMatch(/^enc:v1:/);
      expect(row!.text).not.toContain('arroz');
      expect((await detail(browser, userId, 2)).reflection).toBe(text);
    });

    it('"current" is the first open module not done', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 14 * DAY_MS;
      for (const id of ['plato', 'etiquetas', 'caminar', 'agua', 'sueno', 'respiracion', 'repaso'])
        await browser.request('POST', '/api/module-progress', { userId, lessonId: id, done: true });
      const p = await programme(browser, userId);
      expect(states(p).slice(0, 4)).toEqual(['done', 'open', 'open', 'locked']);
      expect(p.current).toBe(2);
    });
  });

  describe('authorisation and bad input', () => {
    it('answers 401 without a session and 403 for another person, changing nothing', async () => {
      const { userId } = await subscriber();
      const stranger = await subscriber();
      const before = await t.counts();
      expect((await t.browser().request('GET', `/api/programme/${userId}`)).statusCode).toBe(401);
      for (const url of [
        `/api/programme/${userId}`,
        `/api/programme/${userId}/modules/2`,
        `/api/programme/${userId}/cautions`,
      ])
        expect((await stranger.browser.request('GET', url)).statusCode).toBe(403);
      expect((await act(stranger.browser, userId, 'leccion-1')).statusCode).toBe(403);
      expect(
        (
          await stranger.browser.request('POST', '/api/programme/emails', {
            userId,
            enabled: false,
          })
        ).statusCode,
      ).toBe(403);
      expect(await t.counts()).toEqual(before);
    });

    it('refuses modules, lessons and options that do not exist with a Spanish 400', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      const cases: [string, unknown, string][] = [
        ['GET', `/api/programme/${userId}/modules/14`, 'number'],
        ['GET', `/api/programme/${userId}/modules/1`, 'number'],
        ['GET', `/api/programme/${userId}/modules/dos`, 'number'],
        ['POST', { userId, module: 2, lessonId: 'leccion-9', done: true }, 'lessonId'],
        ['POST', { userId, module: 2, lessonId: 'plato', done: true }, 'lessonId'],
        ['ANSWER', { userId, module: 2, question: 0, answer: 3 }, 'answer'],
        ['ANSWER', { userId, module: 2, question: 3, answer: 0 }, 'question'],
      ];
      for (const [kindOf, target, field] of cases) {
        const res =
          kindOf === 'GET'
            ? await browser.request('GET', target as string)
            : await browser.request(
                'POST',
                kindOf === 'POST' ? '/api/programme/action' : '/api/programme/answer',
                target,
              );
        expect(res.statusCode).toBe(400);
        expect((json(res) as { message: string }).message).toContain(`«${field}»`);
      }
    });
  });

  describe('cautions', () => {
    it('sends the flags her intake reports, never the words', async () => {
      const { browser, userId } = await subscriber({
        intake: { informacionAdicional: 'Me inyecto insulina glargina y tomo Jardiance.' },
      });
      const res = await browser.request('GET', `/api/programme/${userId}/cautions`);
      expect(json(res)).toEqual({ cautions: ['insulin', 'sglt2'] });
      expect(res.body).not.toMatch(/Jardiance|glargina/);
    });
  });

  describe('export and erasure', () => {
    it('exports her actions, answers and reflection (as written) and erases them', async () => {
      const { browser, userId } = await subscriber();
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      await act(browser, userId, 'leccion-1');
      await answer(browser, userId, 0, 1);
      await browser.request('POST', '/api/programme/reflection', {
        userId,
        module: 2,
        text: 'Caminar con mi hermana',
      });
      const exported = JSON.stringify(json(await browser.request('GET', '/api/me/export')));
      expect(exported).toContain('module_check_answers');
      expect(exported).toContain('Caminar con mi hermana');
      expect(exported).toContain('leccion-1');

      expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
      for (const table of [moduleReflections, moduleCheckAnswers, moduleLessonProgress])
        expect(await t.database.db.select().from(table).where(eq(table.userId, userId))).toEqual(
          [],
        );
    });
  });

  describe('e-mail when a new module opens', () => {
    const outbox = async (browser: Browser, userId: string) =>
      (
        json(await browser.request('GET', `/api/test/outbox/${userId}`)) as {
          template: string;
          subject: string;
        }[]
      ).filter((email) => email.template === 'module_opened');

    it('once per module, the newest one, with programme e-mails on', async () => {
      const { browser, userId } = await subscriber();
      const quiet = await subscriber();
      await programme(browser, userId);
      await programme(quiet.browser, quiet.userId);
      // 13:00 in Madrid on the test clock: outside her quiet hours.
      await browser.request('POST', '/api/reminders', { userId, zonaHoraria: 'Europe/Madrid' });
      const off = await quiet.browser.request('POST', '/api/programme/emails', {
        userId: quiet.userId,
        enabled: false,
      });
      expect(json(off)).toEqual({ programmeEmails: false });
      expect(
        json(await quiet.browser.request('GET', `/api/users/id/${quiet.userId}`)),
      ).toMatchObject({ programmeEmails: false });
      const job = t.api.app.get(ReminderSchedule);

      await job.run();
      expect(await outbox(browser, userId)).toEqual([]);
      t.clock.current = TEST_NOW + 7 * DAY_MS;
      await job.run();
      await job.run();
      expect((await outbox(browser, userId)).map((e) => e.subject)).toEqual([
        'Ya puedes empezar tu Módulo 2',
      ]);
      t.clock.current = TEST_NOW + 21 * DAY_MS; // two weeks without a run: only Module 4
      await job.run();
      expect((await outbox(browser, userId)).map((e) => e.subject)).toEqual([
        'Ya puedes empezar tu Módulo 2',
        'Ya puedes empezar tu Módulo 4',
      ]);
      expect(await outbox(quiet.browser, quiet.userId)).toEqual([]);
    });
  });
});
