import { type DynamicModule, Module } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { resolveWebhookSecret } from '../config/webhook-secret.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { PAYMENT_PROVIDER } from './provider/payment-provider.js';
import { StripeProvider } from './provider/stripe-provider.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxProvider } from './sandbox/sandbox-provider.js';
import { SandboxTestController } from './sandbox/sandbox-test.controller.js';
import { SandboxRepository } from './sandbox/sandbox.repository.js';
import { SandboxService } from './sandbox/sandbox.service.js';
import { PaymentEventsRepository } from './webhook/payment-events.repository.js';
import { WebhookController } from './webhook/webhook.controller.js';
import { WebhookService } from './webhook/webhook.service.js';

/** The provider chosen by configuration: Stripe with both keys, otherwise the local sandbox. */
const paymentProvider = {
  provide: PAYMENT_PROVIDER,
  inject: [API_CONFIG, SandboxRepository, CLOCK],
  useFactory: (config: ApiConfig, store: SandboxRepository, clock: Clock) => {
    const webhookSecret = resolveWebhookSecret(config.billing);
    return config.billing.provider === 'stripe'
      ? new StripeProvider(config.billing, webhookSecret)
      : new SandboxProvider(store, clock, webhookSecret);
  },
};

@Module({})
export class BillingModule {
  static with(provider: ApiConfig['billing']['provider'], testMode = false): DynamicModule {
    const sandbox = provider === 'sandbox';
    return {
      module: BillingModule,
      imports: [UsersModule, NotificationsModule],
      // The sandbox's card form and portal routes exist only when the sandbox is the provider.
      controllers: [
        BillingController,
        WebhookController,
        ...(sandbox ? [SandboxController] : []),
        ...(sandbox && testMode ? [SandboxTestController] : []),
      ],
      providers: [
        SandboxRepository,
        paymentProvider,
        BillingService,
        PaymentEventsRepository,
        SubscriptionsRepository,
        WebhookService,
        ...(sandbox ? [SandboxService] : []),
      ],
    };
  }
}
