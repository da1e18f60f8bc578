import { PRICE, type PaymentCard, type PortalFlow } from '@tm/shared-contracts/contracts';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config/config.js';
import {
  PaymentDeclinedError,
  type NewSubscription,
  type PaymentProvider,
  type ProviderPaymentMethod,
  type ProviderSubscription,
} from './payment-provider.js';
import { customerIdOf, idOf, paymentCardOf, subscriptionFromStripe } from './stripe-objects.js';

/** Found (or created once) by this key when STRIPE_PRICE_ID is not given. */
export const PRICE_LOOKUP_KEY = 'tm_monthly_5usd';

/** The SDK's options; STRIPE_API_BASE points it at a local fake Stripe in tests. */
function sdkOptions(config: BillingConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.stripeApiBase) {
    const base = new URL(config.stripeApiBase);
    options.host = base.hostname;
    options.port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
    options.maxNetworkRetries = 0;
  }
  return options;
}

/** A Stripe object that is gone (deleted, or never existed) reads as null; other errors throw. */
function missingAsNull(error: unknown): null {
  if ((error as { code?: string }).code === 'resource_missing') return null;
  throw error;
}

/** The real provider: Stripe through its official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private priceId: Promise<string> | null;

  constructor(
    config: BillingConfig,
    private readonly webhookSecret: string,
  ) {
    this.stripe = new Stripe(config.stripeSecretKey!, sdkOptions(config));
    this.publishableKey = config.stripePublishableKey!;
    this.priceId = config.stripePriceId ? Promise.resolve(config.stripePriceId) : null;
  }

  async ensureCustomer(input: { userId: string; customerId: string | null; email: string | null }) {
    if (input.customerId) return input.customerId;
    const customer = await this.stripe.customers.create(
      { ...(input.email ? { email: input.email } : {}), metadata: { userId: input.userId } },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  }

  async deleteCustomer(customerId: string) {
    try {
      await this.stripe.customers.del(customerId);
    } catch (error) {
      if ((error as { code?: string }).code !== 'resource_missing') throw error;
    }
  }

  async retrieveSetupIntent(setupIntentId: string) {
    try {
      const intent = await this.stripe.setupIntents.retrieve(setupIntentId);
      return {
        customerId: customerIdOf(intent.customer),
        status: intent.status,
        paymentMethodId:
          typeof intent.payment_method === 'string'
            ? intent.payment_method
            : (intent.payment_method?.id ?? null),
      };
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
  }

  async createSetupIntent(input: { userId: string; customerId: string }) {
    const intent = await this.stripe.setupIntents.create({
      customer: input.customerId,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      metadata: { userId: input.userId },
    });
    if (!intent.client_secret)
      throw new Error('Stripe no devolvió el client_secret del SetupIntent.');
    return intent.client_secret;
  }

  async retrievePaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      return {
        id: method.id,
        customerId: customerIdOf(method.customer),
        email: method.billing_details?.email ?? null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    // A SetupIntent confirmed for a customer already attaches the card; attach again only if not.
    const method = await this.retrievePaymentMethod(input.paymentMethodId);
    if (method && method.customerId !== input.customerId) {
      await this.stripe.paymentMethods.attach(
        input.paymentMethodId,
        { customer: input.customerId },
        { idempotencyKey: `${input.idempotencyKey}-attach` },
      );
    }
    try {
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: await this.price() }],
          default_payment_method: input.paymentMethodId,
          // The person's own 7-day trial, never a second one; without it the first month is charged now.
          ...(input.trialEnd !== null ? { trial_end: Math.floor(input.trialEnd / 1000) } : {}),
          payment_behavior: 'error_if_incomplete',
          off_session: true,
          metadata: { userId: input.userId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return subscriptionFromStripe(subscription);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new PaymentDeclinedError(error.message, error.code ?? 'card_declined');
      }
      throw error;
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    try {
      return subscriptionFromStripe(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async createPortalSession(input: {
    userId: string;
    customerId: string;
    returnUrl: string;
    flow?: PortalFlow;
  }) {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: input.customerId,
      return_url: input.returnUrl,
      locale: 'es',
      // Straight to the card form; once it is saved Stripe sends the person back to /perfil.
      ...(input.flow === 'payment_method_update'
        ? {
            flow_data: {
              type: 'payment_method_update' as const,
              after_completion: {
                type: 'redirect' as const,
                redirect: { return_url: input.returnUrl },
              },
            },
          }
        : {}),
    });
    return session.url;
  }

  async retrieveDefaultCard(input: {
    customerId: string;
    subscriptionId: string | null;
  }): Promise<PaymentCard | null> {
    const subscription = input.subscriptionId
      ? await this.stripe.subscriptions.retrieve(input.subscriptionId).catch(missingAsNull)
      : null;
    let methodId = idOf(subscription?.default_payment_method);
    if (!methodId) {
      const customer = await this.stripe.customers.retrieve(input.customerId).catch(missingAsNull);
      if (customer && !customer.deleted)
        methodId = idOf(customer.invoice_settings?.default_payment_method);
    }
    if (!methodId) return null;
    const method = await this.stripe.paymentMethods.retrieve(methodId).catch(missingAsNull);
    return method?.card ? paymentCardOf(method.card) : null;
  }

  async followCustomerCard(input: { customerId: string; subscriptionId: string }) {
    // Read now, not from the event: a late, older event cannot bring an old card back.
    const customer = await this.stripe.customers.retrieve(input.customerId).catch(missingAsNull);
    const card =
      customer && !customer.deleted
        ? idOf(customer.invoice_settings?.default_payment_method)
        : null;
    if (!card) return false;
    const subscription = await this.stripe.subscriptions
      .retrieve(input.subscriptionId)
      .catch(missingAsNull);
    const current = idOf(subscription?.default_payment_method);
    if (!subscription || current === null || current === card || subscription.status === 'canceled')
      return false;
    await this.stripe.subscriptions.update(input.subscriptionId, { default_payment_method: card });
    return true;
  }

  verifyEvent(rawBody: Buffer | string, signature: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  /** STRIPE_PRICE_ID, or the 5 USD/month price found by lookup key (created the first time). */
  private price(): Promise<string> {
    this.priceId ??= this.findOrCreatePrice().catch((error: unknown) => {
      this.priceId = null; // try again on the next request
      throw error;
    });
    return this.priceId;
  }

  private async findOrCreatePrice(): Promise<string> {
    const found = await this.stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await this.stripe.prices.create(
      {
        currency: PRICE.currency,
        unit_amount: PRICE.amountCents,
        recurring: { interval: PRICE.interval },
        lookup_key: PRICE_LOOKUP_KEY,
        product_data: { name: 'Programa de nutrición funcional (mensual)' },
      },
      { idempotencyKey: `price-${PRICE_LOOKUP_KEY}` },
    );
    return price.id;
  }
}
