import { Logger } from '@nestjs/common';
import {
  type PaymentCard,
  type PortalFlow,
  PRICE,
  SANDBOX_CARDS,
} from '@tm/shared-contracts/contracts';
import Stripe from 'stripe';
import type { Clock } from '../../common/clock.js';
import {
  PaymentDeclinedError,
  type NewSubscription,
  type PaymentProvider,
  type ProviderPaymentMethod,
  type ProviderSubscription,
} from '../provider/payment-provider.js';
import { paymentCardOf, subscriptionFromStripe } from '../provider/stripe-objects.js';
import {
  addOneMonth,
  cardBrandOf,
  sandboxId,
  seconds,
  type SandboxCustomer,
  type SandboxPaymentMethod,
  type SandboxPortalSession,
  type SandboxSetupIntent,
  type SandboxSubscription,
} from './sandbox-objects.js';
import type { SandboxRepository } from './sandbox.repository.js';

/** Receives a signed event exactly as the webhook route would (raw body + Stripe-Signature). */
export type WebhookReceiver = (rawBody: string, signature: string) => Promise<unknown>;

/** A sandbox subscription as the billing rules read it. */
export const asStripe = (subscription: SandboxSubscription) =>
  subscriptionFromStripe(subscription as unknown as Stripe.Subscription);

/**
 * The local provider: no network, behaves like Stripe's test mode, keeps its objects in the
 * database, and delivers Stripe-shaped, signed events to the same webhook handling code.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  private receiver: WebhookReceiver | null = null;
  private readonly logger = new Logger('Sandbox de pagos');

  constructor(
    private readonly store: SandboxRepository,
    private readonly clock: Clock,
    private readonly webhookSecret: string,
  ) {}

  /** The webhook service registers itself here at start. */
  deliverEventsTo(receiver: WebhookReceiver): void {
    this.receiver = receiver;
  }

  /** The sandbox's objects carry their owner's user_id and are erased with the person's rows. */
  async deleteCustomer() {}

  async ensureCustomer(input: { userId: string; customerId: string | null; email: string | null }) {
    if (input.customerId && (await this.store.get('customer', input.customerId))) {
      return input.customerId;
    }
    const customer = await this.store.put<SandboxCustomer>('customer', {
      id: sandboxId('cus'),
      object: 'customer',
      email: input.email,
      metadata: { userId: input.userId },
    });
    return customer.id;
  }

  async createSetupIntent(input: { userId: string; customerId: string }) {
    const id = sandboxId('seti');
    const intent = await this.store.put<SandboxSetupIntent>('setup_intent', {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${sandboxId('cs').slice(3)}`,
      customer: input.customerId,
      status: 'requires_payment_method',
      payment_method: null,
      usage: 'off_session',
      metadata: { userId: input.userId },
    });
    return intent.client_secret;
  }

  async retrieveSetupIntent(setupIntentId: string) {
    const intent = await this.store.get<SandboxSetupIntent>('setup_intent', setupIntentId);
    return intent
      ? {
          customerId: intent.customer,
          status: intent.status,
          paymentMethodId: intent.payment_method,
        }
      : null;
  }

  async retrievePaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    const method = await this.store.get<SandboxPaymentMethod>('payment_method', paymentMethodId);
    return method
      ? { id: method.id, customerId: method.customer, email: method.billing_details.email }
      : null;
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const key = `idem_${input.idempotencyKey}`;
    const previous = await this.store.get<{ id: string; subscription: string }>('idempotency', key);
    if (previous) return asStripe((await this.subscription(previous.subscription))!);

    const method = await this.store.get<SandboxPaymentMethod>(
      'payment_method',
      input.paymentMethodId,
    );
    if (!method)
      throw new PaymentDeclinedError('No encontramos ese método de pago.', 'resource_missing');
    await this.store.put('payment_method', { ...method, customer: input.customerId });

    const subscription = this.newSubscription(
      input.userId,
      input.customerId,
      method.id,
      input.trialEnd,
    );
    if (
      !(await this.store.putIfAbsent('idempotency', {
        id: key,
        subscription: subscription.id,
        userId: input.userId,
      }))
    ) {
      // A concurrent retry of the same request won: answer with its subscription.
      const winner = await this.store.get<{ id: string; subscription: string }>('idempotency', key);
      return asStripe((await this.subscription(winner!.subscription))!);
    }
    await this.store.put('subscription', subscription);
    await this.emit('customer.subscription.created', subscription);
    if (subscription.status === 'active') await this.emitInvoicePaid(subscription);
    return asStripe(subscription);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const subscription = await this.subscription(subscriptionId);
    return subscription ? asStripe(subscription) : null;
  }

  async createPortalSession(input: {
    userId: string;
    customerId: string;
    returnUrl: string;
    flow?: PortalFlow;
  }) {
    const id = sandboxId('bps');
    const origin = new URL(input.returnUrl).origin;
    const session = await this.store.put<SandboxPortalSession>('portal_session', {
      id,
      object: 'billing_portal.session',
      customer: input.customerId,
      return_url: input.returnUrl,
      url: `${origin}/portal-de-pagos?sesion=${id}`,
      flow_data: input.flow ? { type: input.flow } : null,
      metadata: { userId: input.userId },
    });
    return session.url;
  }

  async retrieveDefaultCard(input: {
    customerId: string;
    subscriptionId: string | null;
  }): Promise<PaymentCard | null> {
    const subscription = input.subscriptionId
      ? await this.subscription(input.subscriptionId)
      : null;
    const customer = await this.customer(input.customerId);
    const methodId =
      (subscription?.customer === input.customerId ? subscription.default_payment_method : null) ??
      customer?.invoice_settings?.default_payment_method;
    const method = methodId ? await this.paymentMethod(methodId) : null;
    return method ? paymentCardOf(method.card) : null;
  }

  /** The sandbox's portal sets both defaults at once (setDefaultCard), so this rarely moves. */
  async followCustomerCard(input: { customerId: string; subscriptionId: string }) {
    const card = (await this.customer(input.customerId))?.invoice_settings?.default_payment_method;
    const subscription = await this.subscription(input.subscriptionId);
    if (!card || !subscription || subscription.status === 'canceled') return false;
    if (subscription.default_payment_method === card) return false;
    await this.store.put('subscription', { ...subscription, default_payment_method: card });
    return true;
  }

  verifyEvent(rawBody: Buffer | string, signature: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  // --- The card form (in place of Stripe.js confirmSetup) -------------------------------------

  async setupIntentBySecret(clientSecret: string): Promise<SandboxSetupIntent | null> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = await this.store.get<SandboxSetupIntent>('setup_intent', id);
    return intent && intent.client_secret === clientSecret ? intent : null;
  }

  /** Test cards behave as in Stripe: 4242 succeeds, 0002 is declined, 3155 needs confirmation. */
  async confirmSetup(
    intent: SandboxSetupIntent,
    card: { email: string; number: string; expMonth: number; expYear: number },
  ): Promise<SandboxSetupIntent> {
    if (card.number === SANDBOX_CARDS.declined) {
      throw new PaymentDeclinedError('Tu tarjeta fue rechazada.', 'card_declined');
    }
    const method = await this.store.put<SandboxPaymentMethod>('payment_method', {
      id: sandboxId('pm'),
      object: 'payment_method',
      customer: null,
      card: {
        brand: cardBrandOf(card.number),
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
      billing_details: { email: card.email },
      metadata: { userId: intent.metadata.userId },
    });
    if (card.number === SANDBOX_CARDS.needsConfirmation) {
      return this.store.put('setup_intent', {
        ...intent,
        status: 'requires_action' as const,
        payment_method: method.id,
      });
    }
    return this.succeed(intent, method);
  }

  /** The bank's extra step: approved, the card is saved; refused, the intent starts over. */
  async confirmAction(intent: SandboxSetupIntent, approve: boolean): Promise<SandboxSetupIntent> {
    const method =
      intent.payment_method &&
      (await this.store.get<SandboxPaymentMethod>('payment_method', intent.payment_method));
    if (!approve || !method) {
      await this.store.put('setup_intent', {
        ...intent,
        status: 'requires_payment_method' as const,
        payment_method: null,
      });
      throw new PaymentDeclinedError(
        'No pudimos confirmar tu tarjeta con tu banco. Inténtalo de nuevo o usa otra tarjeta.',
        'setup_intent_authentication_failure',
      );
    }
    return this.succeed(intent, method);
  }

  private async succeed(intent: SandboxSetupIntent, method: SandboxPaymentMethod) {
    await this.store.put('payment_method', { ...method, customer: intent.customer });
    return this.store.put('setup_intent', {
      ...intent,
      status: 'succeeded' as const,
      payment_method: method.id,
    });
  }

  // --- The customer portal -----------------------------------------------------------------

  async portalSession(id: string): Promise<SandboxPortalSession | null> {
    return this.store.get<SandboxPortalSession>('portal_session', id);
  }

  /** The customer's newest subscription, after letting time do what Stripe would have done. */
  async currentSubscription(customerId: string, latestId: string | null) {
    if (!latestId) return null;
    const subscription = await this.subscription(latestId);
    if (!subscription || subscription.customer !== customerId) return null;
    return this.settle(subscription);
  }

  async paymentMethod(id: string) {
    return this.store.get<SandboxPaymentMethod>('payment_method', id);
  }

  async customer(id: string) {
    return this.store.get<SandboxCustomer>('customer', id);
  }

  /**
   * The portal's card change: the confirmed card becomes the customer's default for invoices and
   * the subscription's (ended or not, so a reactivation charges it too), as Stripe's portal does.
   */
  async setDefaultCard(
    customer: SandboxCustomer,
    subscription: SandboxSubscription | null,
    method: SandboxPaymentMethod,
  ): Promise<void> {
    await this.store.put('customer', {
      ...customer,
      invoice_settings: { default_payment_method: method.id },
    });
    if (!subscription) return;
    const updated = await this.store.put('subscription', {
      ...subscription,
      default_payment_method: method.id,
    });
    await this.emit('customer.subscription.updated', updated);
  }

  /** Cancels at the end of the paid period, as Stripe's portal does by default. */
  async cancel(subscription: SandboxSubscription): Promise<SandboxSubscription> {
    if (subscription.status === 'canceled' || subscription.cancel_at_period_end)
      return subscription;
    const updated = await this.store.put('subscription', {
      ...subscription,
      cancel_at_period_end: true,
      canceled_at: seconds(this.clock.now()),
    });
    await this.emit('customer.subscription.updated', updated);
    return updated;
  }

  /** Undoes a scheduled cancellation, or starts a new paid subscription when the old one ended. */
  async reactivate(subscription: SandboxSubscription): Promise<SandboxSubscription> {
    if (subscription.status !== 'canceled') {
      if (!subscription.cancel_at_period_end) return subscription;
      const updated = await this.store.put('subscription', {
        ...subscription,
        cancel_at_period_end: false,
        canceled_at: null,
      });
      await this.emit('customer.subscription.updated', updated);
      return updated;
    }
    const renewed = this.newSubscription(
      subscription.metadata.userId,
      subscription.customer,
      subscription.default_payment_method,
      null,
    );
    await this.store.put('subscription', renewed);
    await this.emit('customer.subscription.created', renewed);
    await this.emitInvoicePaid(renewed);
    return renewed;
  }

  /**
   * Test only: the current period (paid or trial) ends now, as Stripe ends it: a cancelled
   * subscription ends; any other renews for a paid month (invoice paid).
   */
  async endPeriodNow(subscription: SandboxSubscription): Promise<SandboxSubscription> {
    const nowMs = this.clock.now();
    const [item] = subscription.items.data;
    if (subscription.cancel_at_period_end) {
      const now = seconds(nowMs) - 1;
      const moved = await this.store.put('subscription', {
        ...subscription,
        trial_end: subscription.trial_end === null ? null : Math.min(subscription.trial_end, now),
        items: { ...subscription.items, data: [{ ...item!, current_period_end: now }] },
      });
      return this.settle(moved);
    }
    const renewed = await this.store.put('subscription', {
      ...subscription,
      status: 'active' as const,
      trial_end: subscription.trial_end === null ? null : seconds(nowMs),
      items: {
        ...subscription.items,
        data: [
          {
            ...item!,
            current_period_start: seconds(nowMs),
            current_period_end: seconds(addOneMonth(nowMs)),
          },
        ],
      },
    });
    await this.emit('customer.subscription.updated', renewed);
    await this.emitInvoicePaid(renewed);
    return renewed;
  }

  // --- Internals ----------------------------------------------------------------------------

  private subscription(id: string) {
    return this.store.get<SandboxSubscription>('subscription', id);
  }

  private newSubscription(
    userId: string,
    customerId: string,
    paymentMethodId: string,
    trialEnd: number | null,
  ): SandboxSubscription {
    const now = this.clock.now();
    const periodEnd = trialEnd ?? addOneMonth(now);
    return {
      id: sandboxId('sub'),
      object: 'subscription',
      customer: customerId,
      status: trialEnd !== null ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: seconds(now),
      trial_end: trialEnd !== null ? seconds(trialEnd) : null,
      default_payment_method: paymentMethodId,
      items: {
        object: 'list',
        data: [
          {
            id: sandboxId('si'),
            object: 'subscription_item',
            current_period_start: seconds(now),
            current_period_end: seconds(periodEnd),
            price: {
              unit_amount: PRICE.amountCents,
              currency: PRICE.currency,
              recurring: { interval: PRICE.interval },
            },
          },
        ],
      },
      metadata: { userId },
    };
  }

  /** A subscription whose cancellation date has passed ends, with the event Stripe would send. */
  private async settle(subscription: SandboxSubscription): Promise<SandboxSubscription> {
    const end = subscription.items.data[0]?.current_period_end ?? 0;
    if (!subscription.cancel_at_period_end || subscription.status === 'canceled')
      return subscription;
    if (seconds(this.clock.now()) < end) return subscription;
    const ended = await this.store.put('subscription', {
      ...subscription,
      status: 'canceled' as const,
      ended_at: end,
    });
    await this.emit('customer.subscription.deleted', ended);
    return ended;
  }

  private async emitInvoicePaid(subscription: SandboxSubscription) {
    const item = subscription.items.data[0]!;
    await this.emit('invoice.paid', {
      id: sandboxId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: PRICE.amountCents,
      currency: PRICE.currency,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
      lines: {
        object: 'list',
        data: [{ period: { start: item.current_period_start, end: item.current_period_end } }],
      },
    });
  }

  /** Signs the event like Stripe and hands it to the webhook code; a failure is logged, not thrown. */
  private async emit(type: string, object: object): Promise<void> {
    const payload = JSON.stringify({
      id: sandboxId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(this.clock.now()),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
    });
    if (!this.receiver) return void this.logger.warn(`Evento ${type} sin receptor de webhooks.`);
    try {
      await this.receiver(payload, signature);
    } catch (error) {
      this.logger.error(error instanceof Error ? error : String(error));
    }
  }
}
