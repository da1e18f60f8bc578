// The baseline of bench/api-trial-status.mjs (kept out of bench/, whose runner starts every file there): node:http + the same database, the same cookie check,
// the same two SQL queries (trial-status-sql.mjs) and the same JSON as GET /api/trial-status/{id}, without any framework.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { computeTrialStatus, subscriptionStatusSchema } from '@tm/shared-contracts/contracts';
import pg from 'pg';
import { SESSION_SQL, TRIAL_SQL } from './trial-status-sql.mjs';

const { BARE_PORT, DATABASE_URL, PGLITE_DIR, SESSION_SECRET } = process.env;
const storedStatus = subscriptionStatusSchema.catch('unknown');

const database = DATABASE_URL
  ? new pg.Pool({ connectionString: DATABASE_URL, max: 10 })
  : await PGlite.create(PGLITE_DIR);
// Named statements on PostgreSQL, like the API's prepared queries: parsed once per connection.
const query = async (name, text, values) =>
  (DATABASE_URL ? await database.query({ name, text, values }) : await database.query(text, values))
    .rows;

function unsign(signed) {
  const dot = signed.lastIndexOf('.');
  const value = signed.slice(0, dot);
  const expected = createHmac('sha256', SESSION_SECRET)
    .update(value)
    .digest('base64')
    .replace(/=+$/, '');
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
    ? value
    : null;
}

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

http
  .createServer(async (req, res) => {
    const match = /^\/api\/trial-status\/([A-Za-z0-9_-]{1,64})$/.exec(req.url ?? '');
    if (!match) return send(res, 404, { message: 'No encontramos lo que buscas.' });
    const raw = /(?:^|;\s*)tm_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const token = raw ? unsign(decodeURIComponent(raw)) : null;
    if (!token) return send(res, 401, { message: 'Necesitas una sesión.' });
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const [session] = await query('session_owner', SESSION_SQL, [
      tokenHash,
      new Date().toISOString(),
      1,
    ]);
    if (!session) return send(res, 401, { message: 'Necesitas una sesión.' });
    if (session.user_id !== match[1]) return send(res, 403, { message: 'Sin permiso.' });
    const [user] = await query('user_trial', TRIAL_SQL, [match[1], 1]);
    if (!user) return send(res, 404, { message: 'No encontramos este usuario.' });
    const subscriptionStatus = storedStatus.parse(user.subscription_status);
    const periodEnd = user.current_period_end;
    send(
      res,
      200,
      computeTrialStatus({
        trialStart: user.trial_start ? new Date(user.trial_start).getTime() : null,
        subscriptionStatus,
        now: Date.now(),
        paidUntil:
          subscriptionStatus === 'active' || !periodEnd ? null : new Date(periodEnd).getTime(),
      }),
    );
  })
  .listen(Number(BARE_PORT), '127.0.0.1', () => process.send?.('ready'));
