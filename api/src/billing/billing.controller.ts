import { Controller } from '@nestjs/common';
import {
  type BillingConfig,
  type CompleteSetupRequest,
  type CreateSubscriptionResponse,
  ENDPOINTS,
  type PaymentCardResponse,
  type PortalSessionRequest,
  type PortalSessionResponse,
  type SubscriptionWithPaymentRequest,
  type SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { CurrentIdentity, type Identity, ValidBody } from '../common/request-context.js';
import { BillingService } from './billing.service.js';

/** The session's user: the guard already answered 401 on 'session' routes without one. */
export const sessionUserOf = (identity: Identity): string => identity.session!.userId;

@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Endpoint(ENDPOINTS.billingConfig)
  providerConfig(): BillingConfig {
    return this.billing.config();
  }

  @Endpoint(ENDPOINTS.paymentCard)
  card(@CurrentIdentity() identity: Identity): Promise<PaymentCardResponse> {
    return this.billing.card(sessionUserOf(identity));
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
  createPortalSession(@ValidBody() body: PortalSessionRequest): Promise<PortalSessionResponse> {
    return this.billing.createPortalSession(body.userId, body);
  }
}
