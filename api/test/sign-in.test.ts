import { SIGN_IN_LINK_TTL_MS, SIGN_IN_NEUTRAL_MESSAGE } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { outboxEmails, signInLinks, users } from '../src/db/schema.js';
import { SIGN_IN_LINKS_PER_EMAIL, SignInService } from '../src/identity/sign-in.service.js';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { describeOnEachDatabase } from './support/each-database.js';
import { startSmtpPeer } from './support/smtp-peer.js';
import { type Browser, json, minimalIntake, TEST_NOW } from './support/test-app.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

// The mailbox the links go to: a real SMTP peer, up before any suite's API starts (file-level
// hooks run before the harness's), one for the whole file.
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(() => smtp.close());

const smtpEnv = () => ({ SMTP_URL: smtp.url });

describeOnEachDatabase('signing in with the e-mail', { env: smtpEnv }, (t, kind) => {
  beforeEach(() => {
    smtp.received.length = 0;
    t.clock.current = TEST_NOW;
  });

  let emails = 0;
  /** A person whose phone holds the session: intake saved with a fresh address. */
  async function person(): Promise<{ phone: Browser; userId: string; email: string }> {
    emails += 1;
    const email = `ana.${emails}.${kind.name}@example.com`;
    const { browser: phone, userId } = await t.trialPerson(
      { email },
      { headers: { 'user-agent': ANDROID } },
    );
    return { phone, userId, email };
  }

  const askLink = (browser: Browser, email: string) =>
    browser.request('POST', '/api/sign-in/link', { email });

  /** Waits for the background work, sends the outbox through SMTP, returns the link's token. */
  async function tokenFromMailbox(): Promise<string> {
    await t.api.app.get(SignInService).settled();
    await t.api.app.get(OutboxDispatcher).kick();
    const mail = smtp.received.at(-1);
    expect(mail).toBeDefined();
    const match = /\/entrar\/enlace\?token=([A-Za-z0-9_-]{43})/.exec(mail!.decoded);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  const open = (browser: Browser, token: string) =>
    browser.request('POST', '/api/sign-in/open', { token }, { 'user-agent': DESKTOP });

  it('sends a single-use link through SMTP that opens the account on another device', async () => {
    const { userId, email } = await person();
    const computer = t.browser();
    const res = await askLink(computer, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: SIGN_IN_NEUTRAL_MESSAGE });

    const token = await tokenFromMailbox();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    expect(smtp.received[0]!.decoded).toContain('Tu enlace para entrar');
    // Stored only as a hash; in the outbox only encrypted.
    const stored = JSON.stringify(await t.database.db.select().from(signInLinks));
    expect(stored).not.toContain(token);
    const [outbox] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId));
    expect(JSON.stringify(outbox)).not.toContain(token);

    const opened = await open(computer, token);
    expect(opened.statusCode).toBe(200);
    expect(json(opened)).toEqual({
      userId,
      email,
      trialStart: TEST_NOW,
      intakeDone: true,
      reportReady: false,
      subscribedAt: null,
    });
    expect((await computer.request('GET', `/api/trial-status/${userId}`)).statusCode).toBe(200);
    expect(json(await computer.request('GET', '/api/me/restore'))).toMatchObject({ userId });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.emailVerifiedAt?.getTime()).toBe(TEST_NOW);

    // One use: the same link again, from anywhere, opens nothing.
    const again = await open(t.browser(), token);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ message: expect.stringContaining('ya no sirve') });
  });

  it('expires after 15 minutes (test clock)', async () => {
    const { email } = await person();
    await askLink(t.browser(), email);
    const token = await tokenFromMailbox();
    t.clock.current = TEST_NOW + SIGN_IN_LINK_TTL_MS;
    const late = t.browser();
    const res = await open(late, token);
    expect(res.statusCode).toBe(400);
    expect(late.cookie).toBeUndefined();
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const linksBefore = (await t.database.db.select().from(signInLinks)).length;
    const res = await askLink(t.browser(), `nadie.${kind.name}@example.com`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: SIGN_IN_NEUTRAL_MESSAGE });
    await t.api.app.get(SignInService).settled();
    await t.api.app.get(OutboxDispatcher).kick();
    expect(smtp.received).toHaveLength(0);
    expect(await t.database.db.select().from(signInLinks)).toHaveLength(linksBefore);
  });

  it('refuses bad input with a Spanish 400', async () => {
    const res = await t.browser().request('POST', '/api/sign-in/link', { email: 'no-es-correo' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: expect.stringContaining('email') });
    const bad = await t.browser().request('POST', '/api/sign-in/open', { token: '../x' });
    expect(bad.statusCode).toBe(400);
  });

  it(`limits links per address (${SIGN_IN_LINKS_PER_EMAIL} an hour), known or not`, async () => {
    for (const email of [(await person()).email, `desconocida.${kind.name}@example.com`]) {
      for (let i = 0; i < SIGN_IN_LINKS_PER_EMAIL; i += 1)
        expect((await askLink(t.browser(), email)).statusCode).toBe(200);
      const refused = await askLink(t.browser(), email);
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toEqual({ message: expect.stringContaining('varios enlaces') });
    }
    await t.api.app.get(SignInService).settled();
  });

  it('lists the devices, signs out here, then everywhere', async () => {
    const { phone, userId, email } = await person();
    await askLink(t.browser(), email);
    const computer = t.browser();
    t.clock.current = TEST_NOW + 60_000;
    await open(computer, await tokenFromMailbox());

    const devices = json(await computer.request('GET', '/api/me/devices'));
    expect(devices).toEqual([
      {
        label: 'Firefox en Linux',
        createdAt: TEST_NOW + 60_000,
        lastSeenAt: TEST_NOW + 60_000,
        current: true,
      },
      { label: 'Chrome en Android', createdAt: TEST_NOW, lastSeenAt: TEST_NOW, current: false },
    ]);

    // Here: the computer's session ends, the phone keeps hers.
    const tablet = t.browser();
    await askLink(tablet, email);
    await open(tablet, await tokenFromMailbox());
    expect(json(await tablet.request('POST', '/api/session/end'))).toEqual({ ended: true });
    expect((await tablet.request('GET', `/api/trial-status/${userId}`)).statusCode).toBe(401);
    expect((await phone.request('GET', `/api/trial-status/${userId}`)).statusCode).toBe(200);

    // Everywhere: the phone loses access too.
    const all = await computer.request('POST', '/api/session/end-all');
    expect(json(all)).toEqual({ ended: 2 });
    expect((await computer.request('GET', `/api/trial-status/${userId}`)).statusCode).toBe(401);
    expect((await phone.request('GET', `/api/trial-status/${userId}`)).statusCode).toBe(401);
    expect((await phone.request('GET', '/api/me/devices')).statusCode).toBe(401);
  });

  it('opens only the account the link was sent to: a changed address voids it', async () => {
    const { phone, userId, email } = await person();
    await askLink(t.browser(), email);
    const token = await tokenFromMailbox();
    await phone.request('POST', '/api/intake-form', {
      ...minimalIntake,
      email: `otra.${kind.name}@example.com`,
      userId,
    });
    expect((await open(t.browser(), token)).statusCode).toBe(400);
  });

  it('export lists the sessions without their hashes; erasure removes sessions and links', async () => {
    const { phone, userId, email } = await person();
    await askLink(t.browser(), email);
    await tokenFromMailbox();
    const exported = json(await phone.request('GET', '/api/me/export')) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.tables.sessions).toEqual([
      expect.objectContaining({ label: 'Chrome en Android', user_id: userId }),
    ]);
    expect(exported.tables.sign_in_links).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain('token_hash');

    expect((await phone.request('DELETE', '/api/me')).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(signInLinks)
      .where(eq(signInLinks.userId, userId));
    expect(left).toEqual([]);
  });
});

describeOnEachDatabase(
  'the per-client limit of the link request',
  { databases: 'first', env: { RATE_LIMIT_COSTLY: '3' } },
  (t) => {
    it('answers 429 after RATE_LIMIT_COSTLY requests from one client, whatever the address', async () => {
      const browser = t.browser();
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push(
          (await browser.request('POST', '/api/sign-in/link', { email: `p${i}@example.com` }))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
      await t.api.app.get(SignInService).settled();
    });
  },
);
