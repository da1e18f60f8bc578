import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { ApiError } from '../../common/api-error.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import type { UserRow } from '../../users/users.repository.js';
import { SubscriptionsRepository } from '../subscriptions.repository.js';
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
  'customer.updated',
] as const;

export interface WebhookResult {
  received: true;
  duplicate?: true;
  ignored?: true;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer and subscription a subscription or invoice event is about. */
function providerIdsOf(event: Stripe.Event): {
  customerId: string | null;
  subscriptionId: string | null;
} {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'customer') return { customerId: object.id ?? null, subscriptionId: null };
  if (object.object === 'subscription') {
    const subscription = subscriptionFromStripe(event.data.object as Stripe.Subscription);
    return { customerId: subscription.customerId || null, subscriptionId: subscription.id };
  }
  if (object.object === 'invoice') {
    const invoice = event.data.object as Stripe.Invoice;
    return {
      customerId: customerIdOf(invoice.customer),
      subscriptionId: subscriptionIdOfInvoice(invoice),
    };
  }
  return { customerId: null, subscriptionId: null };
}

/**
 * Provider events → our users: signature verified over the raw body, each event id processed once,
 * applied only to the customer and subscription the person's own checkout recorded, and ordered
 * by event time so a late, older event cannot undo a newer one.
 */
@Injectable()
export class WebhookService {
  private readonly logger = new Logger('Webhooks de pago');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsRepository,
    private readonly subscriptions: SubscriptionsRepository,
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
    const { user, ignored } = await this.ownerOf(event);
    // Kept under the customer's owner even when ignored: erasure removes it with their rows.
    const claimed = await this.events.claim({
      id: event.id,
      type: event.type,
      userId: user?.id ?? null,
      payload: event,
    });
    if (!claimed) return { received: true, duplicate: true };
    if (ignored !== undefined || !user) {
      // Provider ids only: the event's object may carry a name or an e-mail.
      const line = `Evento ${event.type} (${event.id}) ${ignored}; se ignora.`;
      // A known customer's new subscription: its event may overtake the checkout that records it.
      if (user) this.logger.log(line);
      else this.logger.warn(line);
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
        const applied = await this.subscriptions.applySubscription(
          user.id,
          subscriptionUpdateOf(subscription),
          orderKey,
          now,
        );
        if (!applied)
          this.logger.log(`Evento ${event.id} más antiguo que el estado actual; ignorado.`);
        // No e-mail here: the checkout that recorded the subscription sent its confirmation once.
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
        await this.subscriptions.setStatusInOrder(user.id, ['past_due'], 'active', orderKey, now);
        return;
      case 'customer.updated':
        // A card changed in Stripe's portal may be set on the customer only: the subscription,
        // which names its own card, is made to charge the new one.
        if (user.providerCustomerId && user.providerSubscriptionId)
          await this.provider.followCustomerCard({
            customerId: user.providerCustomerId,
            subscriptionId: user.providerSubscriptionId,
          });
        return;
      case 'invoice.payment_failed':
        await this.subscriptions.setStatusInOrder(user.id, ['active'], 'past_due', orderKey, now);
        await this.notifications.queue(user.id, 'payment_failed', {
          amountUsd: (event.data.object.amount_due ?? 0) / 100,
        });
        return;
    }
  }

  /**
   * Whose event this is: the person whose checkout created this customer and, for a subscription
   * or its invoice, recorded this very subscription. `metadata.userId` is never read: whoever signs
   * an event chooses it, and it must not move anyone to another customer or subscription.
   */
  private async ownerOf(event: Stripe.Event): Promise<{ user?: UserRow; ignored?: string }> {
    const { customerId, subscriptionId } = providerIdsOf(event);
    const user = customerId ? await this.subscriptions.findByCustomerId(customerId) : undefined;
    if (!user) return { ignored: 'de un cliente desconocido' };
    // A customer event is about the customer the person's checkout created, nothing more.
    if (event.type === 'customer.updated') return { user };
    if (subscriptionId === null || subscriptionId !== user.providerSubscriptionId) {
      return { user, ignored: 'de una suscripción que su pago no registró' };
    }
    return { user };
  }
}
