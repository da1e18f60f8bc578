import type { PaymentCard, PortalFlow } from '@tm/shared-contracts/contracts';
import type Stripe from 'stripe';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** A subscription as the rules need it, whichever provider holds it (times in ms). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete… */
  status: string;
  cancelAtPeriodEnd: boolean;
  /** End of the paid period (or of the provider trial). */
  currentPeriodEnd: number | null;
  trialEnd: number | null;
}

export interface NewSubscription {
  userId: string;
  customerId: string;
  paymentMethodId: string;
  /** End of the person's 7-day trial in ms; null: charge now (the trial is over). */
  trialEnd: number | null;
  /** The same key for a retried request: the provider answers with the first subscription. */
  idempotencyKey: string;
}

/** A SetupIntent as billing needs it: whose it is, whether it succeeded, the card it saved. */
export interface ProviderSetupIntent {
  customerId: string | null;
  status: string;
  paymentMethodId: string | null;
}

/** The payment method the browser confirmed, and the e-mail captured with it. */
export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  email: string | null;
}

/**
 * What billing needs from a card payment provider. `stripe` talks to Stripe with its SDK;
 * `sandbox` keeps everything local and behaves like Stripe's test mode. Both deliver
 * Stripe-shaped events to the same webhook handling code.
 */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  /** Creates the customer for a user, or returns the one we already have. */
  ensureCustomer(input: {
    userId: string;
    customerId: string | null;
    email: string | null;
  }): Promise<string>;
  /** A SetupIntent (off-session use) whose client secret the browser confirms with the card. */
  createSetupIntent(input: { userId: string; customerId: string }): Promise<string>;
  retrievePaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null>;
  /** A SetupIntent the browser confirmed (possibly after a bank redirect); null when unknown. */
  retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null>;
  /** Attaches the card to the customer and creates the 5 USD/month subscription. */
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer portal's address; with `flow`, opened on that one task (Stripe's flow_data). */
  createPortalSession(input: {
    userId: string;
    customerId: string;
    returnUrl: string;
    flow?: PortalFlow;
  }): Promise<string>;
  /**
   * The card the subscription charges: the subscription's default payment method, else the
   * customer's default for invoices; null when neither is a card.
   */
  retrieveDefaultCard(input: {
    customerId: string;
    subscriptionId: string | null;
  }): Promise<PaymentCard | null>;
  /**
   * Makes the subscription charge the customer's current default card (for invoices) when it names
   * another one: a subscription's own default outranks the customer's, so a card changed on the
   * customer alone would not be charged. True when it changed something.
   */
  followCustomerCard(input: { customerId: string; subscriptionId: string }): Promise<boolean>;
  /** Deletes the customer with its cards and subscriptions (erasure); a missing one is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature over the raw body and parses the event; throws when it does not match. */
  verifyEvent(rawBody: Buffer | string, signature: string): Stripe.Event;
}

/** A provider error the person can act on (declined card, bad input): its message is shown. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
