import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  DAY_MS,
  ROUTES,
  TRIAL,
  type BillingConfig,
  type CreateSubscriptionResponse,
  type PaymentCardResponse,
  type PortalSessionRequest,
  type PortalSessionResponse,
  type SubscriptionWithPaymentRequest,
  type SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersRepository, type UserRow } from '../users/users.repository.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { ErasureSteps } from '../users/erasure-steps.js';
import { subscriptionStatusOf, UsersService } from '../users/users.service.js';
import {
  PAYMENT_PROVIDER,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderSubscription,
} from './provider/payment-provider.js';
import { eventOrderKey, LIVE_STATUSES, subscriptionUpdateOf } from './subscription-state.js';

const CUSTOMER_ERASURE_FAILED =
  'No pudimos borrar tus datos de pago en este momento, así que no borramos nada todavía. Inténtalo de nuevo en unos minutos.';

/** A trial ending within this margin is over for the provider: the first month is charged now. */
const TRIAL_END_MARGIN_MS = 60 * 60 * 1000;

/** Checkout and portal: the rules around the provider (who pays, when the first charge comes). */
export const ALREADY_SUBSCRIBED =
  'Ya tienes tu suscripción activa. Puedes ver tu plan, cambiar tu tarjeta o cancelar desde tu perfil.';

@Injectable()
export class BillingService implements OnModuleInit {
  private readonly logger = new Logger('Pagos');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly users: UsersService,
    private readonly repository: UsersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly erasureSteps: ErasureSteps,
    @Inject(API_CONFIG) private readonly apiConfig: ApiConfig,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit() {
    this.erasureSteps.add((userId) => this.deleteCustomerOf(userId));
  }

  /** Erasure reaches the provider first: if it cannot, nothing is erased and the person retries. */
  private async deleteCustomerOf(userId: string): Promise<void> {
    const user = await this.repository.findById(userId);
    if (!user?.providerCustomerId) return;
    try {
      await this.provider.deleteCustomer(user.providerCustomerId);
    } catch (error) {
      this.logger.warn(`No se pudo borrar el cliente del proveedor: ${String(error)}`);
      throw new ApiError(503, CUSTOMER_ERASURE_FAILED);
    }
  }

  config(): BillingConfig {
    return { provider: this.provider.kind, publishableKey: this.provider.publishableKey };
  }

  /**
   * The caller's customer (created once) and a new SetupIntent for the card. A person whose
   * subscription is active (or in its provider trial) is not sold a second one: no card is taken.
   */
  async createSubscription(userId: string): Promise<CreateSubscriptionResponse> {
    const user = await this.users.get(userId);
    if (LIVE_STATUSES.has(subscriptionStatusOf(user))) throw new ApiError(409, ALREADY_SUBSCRIBED);
    const customerId = await this.provider.ensureCustomer({
      userId,
      customerId: user.providerCustomerId,
      email: user.email,
    });
    if (customerId !== user.providerCustomerId) {
      await this.subscriptions.setCustomer(userId, customerId, this.now());
    }
    const clientSecret = await this.provider.createSetupIntent({ userId, customerId });
    return { clientSecret, customerId };
  }

  /**
   * The subscription with the confirmed card. Its provider trial ends when the person's 7-day trial
   * ends (no second trial, nothing charged before). A retry answers with the same subscription.
   */
  /** After a bank redirect: the subscription from the SetupIntent the person confirmed. */
  async completeSubscriptionSetup(
    userId: string,
    setupIntentId: string,
  ): Promise<SubscriptionWithPaymentResponse> {
    const user = await this.users.get(userId);
    const intent = await this.provider.retrieveSetupIntent(setupIntentId);
    if (!intent || !user.providerCustomerId || intent.customerId !== user.providerCustomerId)
      throw new ApiError(
        404,
        'No encontramos esa confirmación de pago. Vuelve a introducir tu tarjeta.',
      );
    if (intent.status !== 'succeeded' || !intent.paymentMethodId)
      throw new ApiError(
        402,
        'Tu banco no confirmó la tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
      );
    return this.createSubscriptionWithPayment(userId, {
      customerId: user.providerCustomerId,
      paymentMethodId: intent.paymentMethodId,
    });
  }

  async createSubscriptionWithPayment(
    userId: string,
    { customerId, paymentMethodId }: SubscriptionWithPaymentRequest,
  ): Promise<SubscriptionWithPaymentResponse> {
    const user = await this.users.get(userId);
    if (user.providerCustomerId !== customerId) throw new ApiError(403);
    const method = await this.provider.retrievePaymentMethod(paymentMethodId);
    if (!method || (method.customerId !== null && method.customerId !== customerId)) {
      throw new ApiError(400, 'No encontramos ese método de pago. Vuelve a introducir tu tarjeta.');
    }
    const email = user.email ?? method.email;
    if (!email) throw new ApiError(400, 'Necesitamos tu correo electrónico para la suscripción.');
    if (!user.email) await this.repository.setEmailIfAbsent(userId, email, this.now());

    const current = await this.currentSubscription(user);
    if (!current) {
      const subscription = await this.subscribe(user, customerId, paymentMethodId);
      await this.recordSubscription(userId, subscription);
    }
    return { userId, email };
  }

  async createPortalSession(
    userId: string,
    { currentStatus, flow }: PortalSessionRequest,
  ): Promise<PortalSessionResponse> {
    const user = await this.users.get(userId);
    if (!user.providerCustomerId) {
      throw new ApiError(
        409,
        'Todavía no tienes una suscripción que gestionar. Actívala desde «Activar suscripción».',
      );
    }
    // PUBLIC_URL, never the request's Host: the person comes back to the product, not elsewhere.
    const returnUrl = new URL(ROUTES.perfil, this.apiConfig.publicUrl);
    returnUrl.searchParams.set('from', 'portal');
    returnUrl.searchParams.set('prevStatus', currentStatus);
    const url = await this.provider.createPortalSession({
      userId,
      customerId: user.providerCustomerId,
      returnUrl: returnUrl.toString(),
      flow,
    });
    return { url };
  }

  /** The card the person's subscription charges, as the provider holds it (null before one). */
  async card(userId: string): Promise<PaymentCardResponse> {
    const user = await this.users.get(userId);
    if (!user.providerCustomerId) return { card: null };
    const card = await this.provider.retrieveDefaultCard({
      customerId: user.providerCustomerId,
      subscriptionId: user.providerSubscriptionId,
    });
    return { card };
  }

  /** A subscription the person still has (a retried or double-clicked request creates no second). */
  private async currentSubscription(user: UserRow): Promise<ProviderSubscription | null> {
    if (!user.providerSubscriptionId) return null;
    const subscription = await this.provider.retrieveSubscription(user.providerSubscriptionId);
    return subscription && LIVE_STATUSES.has(subscription.status) ? subscription : null;
  }

  private async subscribe(user: UserRow, customerId: string, paymentMethodId: string) {
    const trialStart = await this.repository.startTrialIfAbsent(user.id, this.now());
    const trialEnd = trialStart.getTime() + TRIAL.days * DAY_MS;
    try {
      return await this.provider.createSubscription({
        userId: user.id,
        customerId,
        paymentMethodId,
        trialEnd: trialEnd > this.clock.now() + TRIAL_END_MARGIN_MS ? trialEnd : null,
        idempotencyKey: `subscription-${user.id}-${paymentMethodId}`,
      });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new ApiError(402, error.message);
      throw error;
    }
  }

  /**
   * A subscription the person created themselves (checkout, or the sandbox portal restarting an
   * ended one) becomes theirs: the provider's answer is trusted server to server, and from now on
   * only this subscription's events apply. Its confirmation e-mail goes once, on the first record.
   */
  async recordSubscription(userId: string, subscription: ProviderSubscription): Promise<void> {
    const orderKey = eventOrderKey(
      Math.floor(this.clock.now() / 1000),
      'customer.subscription.created',
    );
    const first = await this.subscriptions.recordSubscription(
      userId,
      subscriptionUpdateOf(subscription),
      orderKey,
      this.now(),
    );
    if (first) {
      await this.notifications.queue(userId, 'subscription_confirmed', {
        subscriptionId: subscription.id,
        trialEnd: subscription.trialEnd,
      });
    }
  }

  private now(): Date {
    return new Date(this.clock.now());
  }
}
