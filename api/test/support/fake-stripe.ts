import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the Stripe SDK sent it: form body flattened (`items[0][price]`). */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, string>;
}

type Json = Record<string, unknown>;

/**
 * A local HTTP server that plays Stripe for the real `stripe` SDK: customers, setup intents,
 * payment methods, prices, subscriptions (with idempotency keys, as Stripe replays them) and
 * billing portal sessions (with their flow_data). It records every call for assertions.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const objects = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  const declinedPaymentMethods = new Set<string>();
  /** Requests ('DELETE customers') that answer 500, as when Stripe has an outage. */
  const failing = new Set<string>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;

  const handle = (call: StripeCall): { status: number; body: Json } => {
    const { method, path, body } = call;
    const [, , resource, id, action] = path.split('/'); // /v1/<resource>/<id>/<action>
    const notFound = () => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${resource}: '${id}'`,
        },
      },
    });
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: { userId: body['metadata[userId]'] },
      };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && resource === 'setup_intents' && !id) {
      const setupId = newId('seti');
      const intent = {
        id: setupId,
        object: 'setup_intent',
        client_secret: `${setupId}_secret_fake`,
        customer: body.customer,
        usage: body.usage,
        status: 'requires_payment_method',
      };
      objects.set(setupId, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && resource === 'setup_intents' && id) {
      return objects.get(id) ? { status: 200, body: objects.get(id)! } : notFound();
    }
    if (resource === 'payment_methods' && id) {
      const methodObject = objects.get(id);
      if (!methodObject) return notFound();
      if (method === 'POST' && action === 'attach') methodObject.customer = body.customer;
      return { status: 200, body: methodObject };
    }
    if (method === 'GET' && resource === 'prices') {
      const key = body['lookup_keys[0]'];
      const data = [...objects.values()].filter(
        (o) => o.object === 'price' && o.lookup_key === key,
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && resource === 'prices') {
      const price = {
        id: newId('price'),
        object: 'price',
        lookup_key: body.lookup_key,
        unit_amount: Number(body.unit_amount),
        currency: body.currency,
      };
      objects.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && resource === 'subscriptions' && !id) {
      if (declinedPaymentMethods.has(body.default_payment_method ?? '')) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
        };
      }
      const now = Math.floor(Date.now() / 1000);
      const trialEnd = body.trial_end ? Number(body.trial_end) : null;
      const subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: body.customer,
        status: trialEnd ? 'trialing' : 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: trialEnd,
        default_payment_method: body.default_payment_method,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              current_period_end: trialEnd ?? now + 30 * 86_400,
            },
          ],
        },
        metadata: { userId: body['metadata[userId]'] },
      };
      objects.set(subscription.id, subscription);
      return { status: 200, body: subscription };
    }
    if (method === 'GET' && resource === 'customers' && id) {
      return objects.get(id) ? { status: 200, body: objects.get(id)! } : notFound();
    }
    if (method === 'DELETE' && resource === 'customers' && id) {
      if (failing.has('DELETE customers'))
        return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } };
      if (!objects.delete(id)) return notFound();
      return { status: 200, body: { id, object: 'customer', deleted: true } };
    }
    if (method === 'POST' && resource === 'subscriptions' && id) {
      const subscription = objects.get(id);
      if (!subscription) return notFound();
      if (body.default_payment_method)
        subscription.default_payment_method = body.default_payment_method;
      return { status: 200, body: subscription };
    }
    if (method === 'GET' && resource === 'subscriptions' && id) {
      return objects.get(id) ? { status: 200, body: objects.get(id)! } : notFound();
    }
    if (method === 'POST' && resource === 'billing_portal') {
      return {
        status: 200,
        body: {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/test_${counter}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = req.method === 'GET' ? url.searchParams : new URLSearchParams(raw);
      const path =
        url.pathname === '/v1/billing_portal/sessions' ? '/v1/billing_portal' : url.pathname;
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        body: Object.fromEntries(form.entries()),
      };
      calls.push(call);
      // Stripe answers a repeated idempotency key with the first answer, creating nothing.
      const replayKey =
        call.method === 'POST' && call.idempotencyKey ? `${path}|${call.idempotencyKey}` : null;
      const answer = (replayKey && replays.get(replayKey)) || handle({ ...call, path });
      if (replayKey && !replays.has(replayKey)) replays.set(replayKey, answer);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${calls.length}`,
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** What Stripe.js leaves behind after confirmSetup: a card attached to the customer. */
    addPaymentMethod(
      customer: string | null,
      email: string,
      options: { declines?: boolean; brand?: string; last4?: string } = {},
    ) {
      const id = newId('pm');
      objects.set(id, {
        id,
        object: 'payment_method',
        customer,
        billing_details: { email },
        card: {
          brand: options.brand ?? 'visa',
          last4: options.last4 ?? '4242',
          exp_month: 12,
          exp_year: 2034,
        },
      });
      if (options.declines) declinedPaymentMethods.add(id);
      return id;
    },
    failing,
    /**
     * What Stripe's portal does when the person saves a new card: the customer's default for
     * invoices, and (unless `customerOnly`) the default of each of the customer's subscriptions.
     */
    changeDefaultCard(customer: string, paymentMethodId: string, { customerOnly = false } = {}) {
      const stored = objects.get(customer)!;
      stored.invoice_settings = { default_payment_method: paymentMethodId };
      objects.get(paymentMethodId)!.customer = customer;
      if (customerOnly) return;
      for (const object of objects.values())
        if (object.object === 'subscription' && object.customer === customer)
          object.default_payment_method = paymentMethodId;
    },
    /** A subscription made without its own default card (the customer's default pays). */
    clearSubscriptionCard(subscriptionId: string) {
      objects.get(subscriptionId)!.default_payment_method = null;
    },
    /** What Stripe.js and the bank leave behind after a redirect: the SetupIntent's outcome. */
    finishSetupIntent(setupIntentId: string, paymentMethodId: string | null) {
      const intent = objects.get(setupIntentId)!;
      intent.status = paymentMethodId ? 'succeeded' : 'requires_payment_method';
      intent.payment_method = paymentMethodId;
    },
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The API's environment for Stripe through the fake: test keys, the webhook secret, its address. */
export const fakeStripeEnv = (url: string, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: url,
  PUBLIC_URL: 'https://programa.example',
});
