import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type SandboxCardSetup,
  type SandboxConfirmActionRequest,
  type SandboxConfirmSetupRequest,
  type SandboxPortalCardRequest,
  type SandboxPortalRequest,
  type SandboxPortalView,
  type SandboxSetupResult,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../../common/endpoint.decorator.js';
import {
  CurrentIdentity,
  type Identity,
  ValidBody,
  ValidParams,
} from '../../common/request-context.js';
import { sessionUserOf } from '../billing.controller.js';
import { SandboxService } from './sandbox.service.js';

/** Mounted only with the sandbox provider: its card form and its customer portal. */
@Controller()
export class SandboxController {
  constructor(private readonly sandbox: SandboxService) {}

  @Endpoint(ENDPOINTS.sandboxConfirmSetup)
  confirmSetup(
    @CurrentIdentity() identity: Identity,
    @ValidBody() body: SandboxConfirmSetupRequest,
  ): Promise<SandboxSetupResult> {
    return this.sandbox.confirmSetup(sessionUserOf(identity), body);
  }

  @Endpoint(ENDPOINTS.sandboxConfirmAction)
  confirmAction(
    @CurrentIdentity() identity: Identity,
    @ValidBody() body: SandboxConfirmActionRequest,
  ): Promise<SandboxSetupResult> {
    return this.sandbox.confirmAction(sessionUserOf(identity), body);
  }

  @Endpoint(ENDPOINTS.sandboxPortal)
  portal(
    @CurrentIdentity() identity: Identity,
    @ValidParams() { sessionId }: SandboxPortalRequest,
  ): Promise<SandboxPortalView> {
    return this.sandbox.portal(sessionUserOf(identity), sessionId);
  }

  @Endpoint(ENDPOINTS.sandboxPortalCancel)
  cancel(
    @CurrentIdentity() identity: Identity,
    @ValidBody() { sessionId }: SandboxPortalRequest,
  ): Promise<SandboxPortalView> {
    return this.sandbox.portal(sessionUserOf(identity), sessionId, 'cancel');
  }

  @Endpoint(ENDPOINTS.sandboxPortalReactivate)
  reactivate(
    @CurrentIdentity() identity: Identity,
    @ValidBody() { sessionId }: SandboxPortalRequest,
  ): Promise<SandboxPortalView> {
    return this.sandbox.portal(sessionUserOf(identity), sessionId, 'reactivate');
  }

  @Endpoint(ENDPOINTS.sandboxPortalCardSetup)
  cardSetup(
    @CurrentIdentity() identity: Identity,
    @ValidBody() { sessionId }: SandboxPortalRequest,
  ): Promise<SandboxCardSetup> {
    return this.sandbox.cardSetup(sessionUserOf(identity), sessionId);
  }

  @Endpoint(ENDPOINTS.sandboxPortalCard)
  changeCard(
    @CurrentIdentity() identity: Identity,
    @ValidBody() body: SandboxPortalCardRequest,
  ): Promise<SandboxPortalView> {
    return this.sandbox.changeCard(sessionUserOf(identity), body);
  }
}
