import { Injectable } from '@nestjs/common';
import type {
  CreateSubscriptionResponse,
  PortalSessionRequest,
  PortalSessionResponse,
  SubscriptionWithPaymentRequest,
  SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts';
import { notYetAvailable } from '../common/api-error.js';

/** The payment provider arrives with the billing issue; until then every call answers 501. */
@Injectable()
export class BillingService {
  async createSubscription(): Promise<CreateSubscriptionResponse> {
    throw notYetAvailable();
  }

  async createSubscriptionWithPayment(
    _request: SubscriptionWithPaymentRequest,
  ): Promise<SubscriptionWithPaymentResponse> {
    throw notYetAvailable();
  }

  async createPortalSession(_request: PortalSessionRequest): Promise<PortalSessionResponse> {
    throw notYetAvailable();
  }
}
