import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_COOKIE, type Devices } from '@tm/shared-contracts/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLOCK, type Clock } from '../common/clock.js';
import type { ActiveSession } from '../common/request-context.js';
import { SessionsRepository } from './sessions.repository.js';

export const SESSION_COOKIE_OPTIONS = Symbol('SESSION_COOKIE_OPTIONS');
export interface SessionCookieOptions {
  secure: boolean;
}

/** Sessions last 90 days: the 7-day trial, then the paid months on the same browser. */
export const SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The devices list is about days, not seconds: one write per session every few minutes at most. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SESSION_COOKIE_OPTIONS) private readonly cookie: SessionCookieOptions,
  ) {}

  /** The caller's session from its signed cookie; null when absent, forged or expired. */
  async resolve(request: FastifyRequest): Promise<ActiveSession | null> {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const tokenHash = hashOf(unsigned.value);
    const now = this.clock.now();
    const owner = await this.repository.findOwner(tokenHash, new Date(now));
    if (!owner) return null;
    if (now - owner.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS)
      await this.repository.touch(tokenHash, new Date(now));
    return { tokenHash, userId: owner.userId };
  }

  /** Opens a session for a user and returns the token to put in the cookie. */
  async start(userId: string, label: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now + SESSION_TTL_MS);
    // Sessions start rarely (first save, subscription): a good moment to drop expired ones.
    await this.repository.deleteExpired(new Date(now));
    await this.repository.create({
      tokenHash: hashOf(token),
      userId,
      expiresAt,
      label,
      lastSeenAt: new Date(now),
    });
    return token;
  }

  /** Logs this browser out: its session row goes, its cookie is cleared. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const session = await this.resolve(request);
    if (session) await this.repository.delete(session.tokenHash);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return session !== null;
  }

  /** Logs the user out everywhere (a lost phone): every session row goes, this cookie too. */
  async endAll(session: ActiveSession, reply: FastifyReply): Promise<number> {
    const ended = await this.repository.deleteAllOf(session.userId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ended;
  }

  /** The devices where the user is signed in, the caller's marked. */
  async devices(session: ActiveSession): Promise<Devices> {
    const rows = await this.repository.ofUser(session.userId, new Date(this.clock.now()));
    return rows.map((row) => ({
      label: row.label,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      current: row.tokenHash === session.tokenHash,
    }));
  }

  setCookie(reply: FastifyReply, token: string): void {
    void reply.setCookie(SESSION_COOKIE, token, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.cookie.secure,
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
  }
}
