import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type RestoreState,
  SIGN_IN_LINK_TTL_MS,
  SIGN_IN_NEUTRAL_MESSAGE,
  type SignInLinkResponse,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import type { Identity } from '../common/request-context.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import { SignInLinksRepository } from './sign-in-links.repository.js';
import { hashOf, SessionsService } from './sessions.service.js';

/** Links one address may ask for per hour, known or not (the limit must not tell which). */
export const SIGN_IN_LINKS_PER_EMAIL = 5;
const PER_EMAIL_WINDOW_MS = 60 * 60 * 1000;

export const emailHashOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

const INVALID_LINK =
  'Este enlace ya no sirve: caducó o ya se usó. Pide uno nuevo en «Entrar con mi correo».';

/**
 * Signing in on another device with a single-use link sent to the account's e-mail. The answer
 * to a request never depends on whether the address is known: the lookup, the link and the
 * e-mail happen after it, in the background, so neither the text nor the timing tells.
 */
@Injectable()
export class SignInService implements OnModuleDestroy {
  private readonly logger = new Logger('Entrar');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly links: SignInLinksRepository,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async requestLink(email: string): Promise<SignInLinkResponse> {
    const emailHash = emailHashOf(email);
    // The count is kept under the address's hash: the counters table holds no address.
    const count = await this.links.countRequest(
      `sign-in-email ${emailHash}`,
      this.clock.now(),
      PER_EMAIL_WINDOW_MS,
    );
    if (count > SIGN_IN_LINKS_PER_EMAIL) {
      throw new ApiError(
        429,
        'Ya pedimos varios enlaces para este correo. Espera un rato antes de pedir otro y revisa tu bandeja (también la de spam).',
      );
    }
    const work = this.issue(email, emailHash).catch((error: unknown) =>
      this.logger.error(error instanceof Error ? error : String(error)),
    );
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return { message: SIGN_IN_NEUTRAL_MESSAGE };
  }

  /** Resolves once every link asked for so far is stored and queued (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async issue(email: string, emailHash: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.links.create({
      tokenHash: hashOf(token),
      userId: user.id,
      emailHash,
      expiresAt: new Date(now + SIGN_IN_LINK_TTL_MS),
      createdAt: new Date(now),
    });
    await this.notifications.queue(user.id, 'sign_in_link', { token: this.cipher.encrypt(token) });
  }

  /** Opens a session on this device for the link's account and returns what to restore. */
  async open(token: string, identity: Identity): Promise<RestoreState> {
    const now = new Date(this.clock.now());
    const link = await this.links.consume(hashOf(token), now);
    if (!link) throw new ApiError(400, INVALID_LINK);
    const user = await this.users.findById(link.userId);
    // The account's address changed since the link was sent: it was not sent to this person.
    if (!user?.email || emailHashOf(user.email) !== link.emailHash)
      throw new ApiError(400, INVALID_LINK);
    await this.users.markEmailVerified(user.id, now);
    identity.grant(await this.sessions.start(user.id, identity.deviceLabel));
    await this.notifications.forgetSignInTokens(user.id);
    return this.usersService.restoreState(user.id);
  }
}
