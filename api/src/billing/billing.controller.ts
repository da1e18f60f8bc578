import { Controller, Inject, Req } from '@nestjs/common';
import {
  type BillingConfig,
  type CompleteSetupRequest,
  type CreateSubscriptionResponse,
  ENDPOINTS,
  type PortalSessionRequest,
  type PortalSessionResponse,
  type SubscriptionWithPaymentRequest,
  type SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { API_CONFIG } from '../common/core.module.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import { CurrentIdentity, type Identity, ValidBody } from '../common/request-context.js';
import type { ApiConfig } from '../config/config.js';
import { BillingService } from './billing.service.js';

/** The session's user: the guard already answered 401 on 'session' routes without one. */
export const sessionUserOf = (identity: Identity): string => identity.session!.userId;

@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Endpoint(ENDPOINTS.billingConfig)
  providerConfig(): BillingConfig {
    return this.billing.config();
  }

  @Endpoint(ENDPOINTS.createSubscription)
  createSubscription(@CurrentIdentity() identity: Identity): Promise<CreateSubscriptionResponse> {
    return this.billing.createSubscription(sessionUserOf(identity));
  }

  @Endpoint(ENDPOINTS.createSubscriptionWithPayment)
  createSubscriptionWithPayment(
    @CurrentIdentity() identity: Identity,
    @ValidBody() body: SubscriptionWithPaymentRequest,
  ): Promise<SubscriptionWithPaymentResponse> {
    return this.billing.createSubscriptionWithPayment(sessionUserOf(identity), body);
  }

  @Endpoint(ENDPOINTS.completeSubscriptionSetup)
  completeSubscriptionSetup(
    @CurrentIdentity() identity: Identity,
    @ValidBody() { setupIntentId }: CompleteSetupRequest,
  ): Promise<SubscriptionWithPaymentResponse> {
    return this.billing.completeSubscriptionSetup(sessionUserOf(identity), setupIntentId);
  }

  @Endpoint(ENDPOINTS.createPortalSession)
  createPortalSession(
    @ValidBody() body: PortalSessionRequest,
    @Req() request: FastifyRequest,
  ): Promise<PortalSessionResponse> {
    // Behind the gateway, protocol and host come from its X-Forwarded-* headers (TRUST_PROXY).
    const origin = this.config.billing.publicUrl ?? `${request.protocol}://${request.host}`;
    return this.billing.createPortalSession(body.userId, body, origin);
  }
}
