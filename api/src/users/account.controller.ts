import { Controller, Res } from '@nestjs/common';
import {
  type AccountDeleteResponse,
  type AccountExport,
  ENDPOINTS,
  type Profile,
  SESSION_COOKIE,
} from '@tm/shared-contracts/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint.decorator.js';
import { CurrentIdentity, type Identity } from '../common/request-context.js';
import { AccountService } from './account.service.js';
import { UsersService } from './users.service.js';

/** The session's own user: profile, export and erasure (`me`, never an id from the URL). */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly users: UsersService,
  ) {}

  @Endpoint(ENDPOINTS.profile)
  profile(@CurrentIdentity() identity: Identity): Promise<Profile> {
    return this.users.profile(identity.session!.userId);
  }

  @Endpoint(ENDPOINTS.accountExport)
  export(@CurrentIdentity() identity: Identity): Promise<AccountExport> {
    return this.account.export(identity.session!.userId);
  }

  @Endpoint(ENDPOINTS.accountDelete)
  async erase(
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeleteResponse> {
    const result = await this.account.erase(identity.session!.userId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return result;
  }
}
