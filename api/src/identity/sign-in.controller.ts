import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type RestoreState,
  type SignInLinkRequest,
  type SignInLinkResponse,
  type SignInOpenRequest,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { CurrentIdentity, type Identity, ValidBody } from '../common/request-context.js';
import { UsersService } from '../users/users.service.js';
import { SignInService } from './sign-in.service.js';

@Controller()
export class SignInController {
  constructor(
    private readonly signIn: SignInService,
    private readonly users: UsersService,
  ) {}

  @Endpoint(ENDPOINTS.signInLink)
  link(@ValidBody() { email }: SignInLinkRequest): Promise<SignInLinkResponse> {
    return this.signIn.requestLink(email);
  }

  @Endpoint(ENDPOINTS.signInOpen)
  open(
    @ValidBody() { token }: SignInOpenRequest,
    @CurrentIdentity() identity: Identity,
  ): Promise<RestoreState> {
    return this.signIn.open(token, identity);
  }

  @Endpoint(ENDPOINTS.restoreState)
  restore(@CurrentIdentity() identity: Identity): Promise<RestoreState> {
    return this.users.restoreState(identity.session!.userId);
  }
}
