import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { ApiError } from '../../common/api-error.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { UsersRepository, type UserRow } from '../../users/users.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';
import {
  customerIdOf,
  subscriptionFromStripe,
  subscriptionIdOfInvoice,
} from '../provider/stripe-objects.js';
import { SandboxProvider } from '../sandbox/sandbox-provider.js';
import { eventOrderKey, subscriptionUpdateOf } from '../subscription-state.js';
import { PaymentEventsRepository } from './payment-events.repository.js';

/** The events we act on; any other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookResult {
  received: true;
  duplicate?: true;
  ignored?: true;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Provider events → our users: signature verified over the raw body, each event id processed once,
 * and state changes ordered by event time so a late, older event cannot undo a newer one.
 */
@Injectable()
export class WebhookService {
  private readonly logger = new Logger('Webhooks de pago');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsRepository,
    private readonly users: UsersRepository,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // The sandbox delivers its events through this very code, as Stripe does over HTTP.
    if (provider instanceof SandboxProvider) {
      provider.deliverEventsTo((rawBody, signature) => this.receive(rawBody, signature));
    }
  }

  async receive(rawBody: Buffer | string | undefined, signature: string | undefined) {
    if (!rawBody || !signature) {
      throw new ApiError(400, 'Falta la firma del evento (Stripe-Signature) o su cuerpo.');
    }
    let event: Stripe.Event;
    try {
      event = this.provider.verifyEvent(rawBody, signature);
    } catch {
      throw new ApiError(400, 'La firma del evento no es válida.');
    }
    return this.handle(event);
  }

  private async handle(event: Stripe.Event): Promise<WebhookResult> {
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
      return { received: true, ignored: true };
    }
    const user = await this.userOf(event);
    const claimed = await this.events.claim({
      id: event.id,
      type: event.type,
      userId: user?.id ?? null,
      payload: event,
    });
    if (!claimed) return { received: true, duplicate: true };
    if (!user) {
      this.logger.warn(`Evento ${event.type} (${event.id}) sin usuario conocido; se ignora.`);
      return { received: true, ignored: true };
    }
    try {
      await this.apply(event, user);
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    return { received: true };
  }

  private async apply(event: Stripe.Event, user: UserRow): Promise<void> {
    const now = new Date(this.clock.now());
    const orderKey = eventOrderKey(event.created, event.type);
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = subscriptionFromStripe(event.data.object);
        const applied = await this.users.applySubscription(
          user.id,
          subscriptionUpdateOf(subscription),
          orderKey,
          now,
        );
        if (!applied)
          this.logger.log(`Evento ${event.id} más antiguo que el estado actual; ignorado.`);
        // Once per subscription (event ids are processed once), even if the API recorded it first.
        if (event.type === 'customer.subscription.created') {
          await this.notifications.queue(user.id, 'subscription_confirmed', {
            subscriptionId: subscription.id,
            trialEnd: subscription.trialEnd,
          });
        }
        return;
      }
      case 'customer.subscription.trial_will_end': {
        const trialEnd = subscriptionFromStripe(event.data.object).trialEnd;
        const daysLeft = trialEnd ? Math.max(1, Math.ceil((trialEnd - now.getTime()) / DAY_MS)) : 2;
        await this.notifications.queue(user.id, 'trial_ending', { daysLeft, trialEnd });
        return;
      }
      case 'invoice.paid':
        // A payment recovered after a failure gives access back; other paid invoices change nothing.
        await this.users.setStatusInOrder(user.id, ['past_due'], 'active', orderKey, now);
        return;
      case 'invoice.payment_failed':
        await this.users.setStatusInOrder(user.id, ['active'], 'past_due', orderKey, now);
        await this.notifications.queue(user.id, 'payment_failed', {
          amountUsd: (event.data.object.amount_due ?? 0) / 100,
        });
        return;
    }
  }

  /** The user an event is about: our id in the metadata, else the subscription or customer id. */
  private async userOf(event: Stripe.Event): Promise<UserRow | undefined> {
    const object = event.data.object as { object?: string };
    if (object.object === 'subscription') {
      const subscription = subscriptionFromStripe(event.data.object as Stripe.Subscription);
      return (
        (subscription.userId ? await this.users.findById(subscription.userId) : undefined) ??
        (await this.users.findBySubscriptionId(subscription.id)) ??
        (await this.users.findByCustomerId(subscription.customerId))
      );
    }
    if (object.object === 'invoice') {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      const customerId = customerIdOf(invoice.customer);
      return (
        (subscriptionId ? await this.users.findBySubscriptionId(subscriptionId) : undefined) ??
        (customerId ? await this.users.findByCustomerId(customerId) : undefined)
      );
    }
    return undefined;
  }
}
