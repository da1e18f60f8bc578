import { PassThrough } from 'node:stream';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { openPortal, subscribe } from './support/billing-flow.js';
import { postEvent, stripeEvent, stripeSubscription } from './support/stripe-events.js';
import { localTrialId, minimalIntake, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase, type SuiteOptions } from './support/each-database.js';

/** Values only this test sends: if any shows up in a log line, health data leaked into logs. */
const SECRETS = {
  nombre: 'Zacarías Quintanilla',
  email: 'zacarias.quintanilla@example.org',
  sistemaHormonal: 'Glibenclamida 5 mg y Lantus 20 UI',
  sistemaGastrointestinal: 'Estreñimiento crónico tipo Bristol 2',
  checkin: 'Tuve hipoglucemia de 52 mg/dL anoche',
};

const lines: string[] = [];
const log = () => lines.join('\n');
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));

/** Every log line, at the most detailed level, into `lines`. */
const traced: SuiteOptions = { databases: 'first', env: { LOG_LEVEL: 'trace' }, logStream };

describeOnEachDatabase('logs during a whole journey', traced, (t) => {
  beforeEach(() => {
    lines.length = 0;
  });

  it('carry no health field, name or e-mail, even when requests fail', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    const intake = {
      ...minimalIntake,
      userId,
      nombre: SECRETS.nombre,
      email: SECRETS.email,
      sistemaHormonal: SECRETS.sistemaHormonal,
      sistemaGastrointestinal: SECRETS.sistemaGastrointestinal,
    };
    expect((await browser.request('POST', '/api/intake-form', intake)).statusCode).toBe(200);
    await browser.request('POST', '/api/intake-form', { ...intake, edad: 'cincuenta' }); // 400
    await browser.request('POST', '/api/intake-form', `{"nombre":"${SECRETS.nombre}"`); // bad JSON
    await browser.request('GET', `/api/intake-form/${userId}`);
    await browser.request('POST', '/api/weekly-checkin', { userId, message: SECRETS.checkin });
    await browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
    await browser.request('GET', '/api/me/export');
    await browser.request('DELETE', '/api/me');

    expect(lines.filter(Boolean).length).toBeGreaterThan(10); // the logs were really captured
    for (const value of Object.values(SECRETS)) expect(log()).not.toContain(value);
    expect(log()).not.toMatch(/Glibenclamida|Lantus|Bristol|hipoglucemia/i);
  });

  it('carry no e-mail address or raw user id through checkout, e-mails, webhooks and user paths', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    const intake = { ...minimalIntake, userId, nombre: SECRETS.nombre, email: SECRETS.email };
    await browser.request('POST', '/api/intake-form', intake);
    await browser.request('GET', `/api/trial-status/${userId}`);
    await browser.request('GET', `/api/users/id/${userId}`);
    await browser.request('GET', `/api/users/id/${userId}/nada`); // 404
    await browser.request('GET', `/api/trial-status/${localTrialId()}`); // 403, someone else's
    const { customerId } = await subscribe(browser);
    await openPortal(browser, userId);
    await browser.request('POST', '/api/notify-reactivation', { userId });
    const stranger = stripeSubscription({
      id: 'sub_stranger',
      customer: customerId,
      status: 'active',
      userId,
      periodEnd: Math.floor(TEST_NOW / 1000) + 86_400,
    });
    await postEvent(browser, stripeEvent('customer.subscription.updated', stranger, 1));
    // A person without an address: queuing their e-mail is skipped, and logged.
    const noEmail = t.browser();
    const noEmailId = localTrialId();
    await noEmail.request('POST', '/api/trial-start', { userId: noEmailId });
    await noEmail.request('POST', '/api/notify-reactivation', { userId: noEmailId });
    await t.api.app.get(OutboxDispatcher).kick();

    expect(log()).toContain('Correo guardado en la bandeja de salida'); // the e-mails were logged
    expect(log()).toContain('/api/users/id/:userId');
    for (const value of [SECRETS.email, SECRETS.nombre, userId, noEmailId]) {
      expect(log()).not.toContain(value);
    }
    expect(log()).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(log()).not.toMatch(/trial_\d+_[a-z0-9]+/);
  });
});
