import { Controller } from '@nestjs/common';
import {
  type CreateSubscriptionResponse,
  ENDPOINTS,
  type PortalSessionRequest,
  type PortalSessionResponse,
  type SubscriptionWithPaymentRequest,
  type SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
import { BillingService } from './billing.service.js';

@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Endpoint(ENDPOINTS.createSubscription)
  createSubscription(): Promise<CreateSubscriptionResponse> {
    return this.billing.createSubscription();
  }

  @Endpoint(ENDPOINTS.createSubscriptionWithPayment)
  createSubscriptionWithPayment(
    @ValidBody() body: SubscriptionWithPaymentRequest,
  ): Promise<SubscriptionWithPaymentResponse> {
    return this.billing.createSubscriptionWithPayment(body);
  }

  @Endpoint(ENDPOINTS.createPortalSession)
  createPortalSession(@ValidBody() body: PortalSessionRequest): Promise<PortalSessionResponse> {
    return this.billing.createPortalSession(body);
  }
}
