import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '@tm/shared-contracts';
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

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

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
    const userId = await this.repository.findUserId(tokenHash, new Date(this.clock.now()));
    return userId ? { tokenHash, userId } : null;
  }

  /** Opens a session for a user and returns the token to put in the cookie. */
  async start(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now + SESSION_TTL_MS);
    // Sessions start rarely (first save, subscription): a good moment to drop expired ones.
    await this.repository.deleteExpired(new Date(now));
    await this.repository.create({ tokenHash: hashOf(token), userId, expiresAt });
    return token;
  }

  /** Logs this browser out: its session row goes, its cookie is cleared. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const session = await this.resolve(request);
    if (session) await this.repository.delete(session.tokenHash);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return session !== null;
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
