import { Inject, Injectable } from '@nestjs/common';
import {
  PRICE,
  type SandboxCardSetup,
  type SandboxConfirmActionRequest,
  type SandboxConfirmSetupRequest,
  type SandboxPortalCardRequest,
  type SandboxPortalView,
  type SandboxSetupResult,
  type TestEndPeriodResponse,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../../common/api-error.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { UsersService } from '../../users/users.service.js';
import { BillingService } from '../billing.service.js';
import {
  PAYMENT_PROVIDER,
  PaymentDeclinedError,
  type PaymentProvider,
} from '../provider/payment-provider.js';
import {
  passesLuhn,
  type SandboxPortalSession,
  type SandboxSetupIntent,
} from './sandbox-objects.js';
import { asStripe, SandboxProvider } from './sandbox-provider.js';

const resultOf = (intent: SandboxSetupIntent): SandboxSetupResult => ({
  status: intent.status === 'succeeded' ? 'succeeded' : 'requires_action',
  paymentMethodId: intent.status === 'succeeded' ? intent.payment_method : null,
});

/** Declined cards answer 402 with the provider's message, as Stripe.js would show it. */
async function declinedAs402<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw new ApiError(402, error.message);
    throw error;
  }
}

@Injectable()
export class SandboxService {
  private readonly sandbox: SandboxProvider;

  constructor(
    @Inject(PAYMENT_PROVIDER) provider: PaymentProvider,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly billing: BillingService,
  ) {
    this.sandbox = provider as SandboxProvider;
  }

  async confirmSetup(
    userId: string,
    body: SandboxConfirmSetupRequest,
  ): Promise<SandboxSetupResult> {
    const intent = await this.intentOf(userId, body.clientSecret);
    if (intent.status === 'succeeded') return resultOf(intent);
    if (!passesLuhn(body.number)) {
      throw new ApiError(402, 'El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.');
    }
    const [month, year] = body.expiry.split('/').map(Number) as [number, number];
    const expYear = 2000 + year;
    const now = new Date(this.clock.now());
    const expired =
      expYear < now.getUTCFullYear() ||
      (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (expired) throw new ApiError(402, 'Tu tarjeta está vencida. Usa otra tarjeta.');
    const confirmed = await declinedAs402(() =>
      this.sandbox.confirmSetup(intent, {
        email: body.email,
        number: body.number,
        expMonth: month,
        expYear,
      }),
    );
    return resultOf(confirmed);
  }

  async confirmAction(
    userId: string,
    { clientSecret, approve }: SandboxConfirmActionRequest,
  ): Promise<SandboxSetupResult> {
    const intent = await this.intentOf(userId, clientSecret);
    if (intent.status === 'succeeded') return resultOf(intent);
    if (intent.status !== 'requires_action') {
      throw new ApiError(409, 'Esta tarjeta no necesita confirmación. Vuelve a introducirla.');
    }
    return resultOf(await declinedAs402(() => this.sandbox.confirmAction(intent, approve)));
  }

  async portal(
    userId: string,
    sessionId: string,
    action?: 'cancel' | 'reactivate',
  ): Promise<SandboxPortalView> {
    const session = await this.ownSession(userId, sessionId);
    const user = await this.users.get(userId);
    let subscription = await this.sandbox.currentSubscription(
      session.customer,
      user.providerSubscriptionId,
    );
    if (action && !subscription) {
      throw new ApiError(409, 'No tienes una suscripción que cambiar.');
    }
    if (action === 'cancel') subscription = await this.sandbox.cancel(subscription!);
    if (action === 'reactivate') {
      subscription = await this.sandbox.reactivate(subscription!);
      // An ended subscription is replaced by a new one, which the person chose here as at checkout.
      await this.billing.recordSubscription(userId, asStripe(subscription));
    }

    const customer = await this.sandbox.customer(session.customer);
    const card = await this.sandbox.retrieveDefaultCard({
      customerId: session.customer,
      subscriptionId: subscription?.id ?? null,
    });
    const method =
      subscription && (await this.sandbox.paymentMethod(subscription.default_payment_method));
    const periodEnd = subscription?.items.data[0]?.current_period_end ?? null;
    return {
      email: user.email ?? customer?.email ?? method?.billing_details.email ?? null,
      status: subscription?.status ?? null,
      cancelAtPeriodEnd: subscription?.cancel_at_period_end ?? false,
      currentPeriodEnd: periodEnd === null ? null : periodEnd * 1000,
      trialEnd: subscription?.trial_end ? subscription.trial_end * 1000 : null,
      cardLast4: card?.last4 ?? null,
      cardBrand: card?.brand ?? null,
      amountUsd: PRICE.amountUsd,
      returnUrl: session.return_url,
      flow: session.flow_data?.type ?? null,
    };
  }

  /** The portal's card change, step 1: a SetupIntent the card form confirms (test cards apply). */
  async cardSetup(userId: string, sessionId: string): Promise<SandboxCardSetup> {
    const session = await this.ownSession(userId, sessionId);
    return {
      clientSecret: await this.sandbox.createSetupIntent({ userId, customerId: session.customer }),
    };
  }

  /** Step 2: the confirmed card (saved to this customer by the form) is the one charged from now. */
  async changeCard(
    userId: string,
    { sessionId, paymentMethodId }: SandboxPortalCardRequest,
  ): Promise<SandboxPortalView> {
    const session = await this.ownSession(userId, sessionId);
    const method = await this.sandbox.paymentMethod(paymentMethodId);
    const customer = await this.sandbox.customer(session.customer);
    if (!method || !customer || method.customer !== session.customer) {
      throw new ApiError(400, 'No encontramos esa tarjeta. Vuelve a introducirla.');
    }
    const user = await this.users.get(userId);
    const subscription = await this.sandbox.currentSubscription(
      session.customer,
      user.providerSubscriptionId,
    );
    await this.sandbox.setDefaultCard(customer, subscription, method);
    return this.portal(userId, sessionId);
  }

  /** Test only (see SandboxTestController): the subscription's current period ends now. */
  async endPeriodNow(userId: string): Promise<TestEndPeriodResponse> {
    const user = await this.users.get(userId);
    const subscription = user.providerCustomerId
      ? await this.sandbox.currentSubscription(user.providerCustomerId, user.providerSubscriptionId)
      : null;
    if (!subscription || subscription.status === 'canceled')
      throw new ApiError(409, 'No tienes una suscripción en curso.');
    const ended = await this.sandbox.endPeriodNow(subscription);
    return { status: ended.status };
  }

  private async ownSession(userId: string, sessionId: string): Promise<SandboxPortalSession> {
    const session = await this.sandbox.portalSession(sessionId);
    if (!session)
      throw new ApiError(
        404,
        'Este enlace del portal ya no es válido. Ábrelo de nuevo desde tu perfil.',
      );
    if (session.metadata.userId !== userId) throw new ApiError(403);
    return session;
  }

  private async intentOf(userId: string, clientSecret: string): Promise<SandboxSetupIntent> {
    const intent = await this.sandbox.setupIntentBySecret(clientSecret);
    if (!intent) throw new ApiError(404, 'No encontramos esta sesión de pago. Recarga la página.');
    if (intent.metadata.userId !== userId) throw new ApiError(403);
    return intent;
  }
}
