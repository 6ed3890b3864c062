// Over 300 lines: one local double of Stripe's REST API; its endpoints share the intents, customers and webhooks it
// keeps, so they stay in one module.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import { z } from 'zod';
import { StripePaymentProvider } from '../../src/server/features/payments/stripe-provider';
import { listeningAddress } from './listening-address';
import { createTestApp, type TestApp } from './test-app';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_double',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_double_secret',
};

/**
 * The fields of Stripe's objects that the double keeps and answers (the ones the server's provider reads),
 * typed as Stripe types them; ids of other objects are never expanded here.
 */
type Intent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'client_secret'
  | 'description'
  | 'metadata'
  | 'receipt_email'
  | 'setup_future_usage'
  | 'livemode'
  | 'created'
> & {
  customer: string | null;
  payment_method: string | null;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
};
type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'status' | 'metadata' | 'created'
> & {
  payment_intent: string;
};
type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'email' | 'metadata'>;
type PaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'metadata'> & {
  customer: string | null;
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
};

/** Parses Stripe's form encoding (`metadata[campaignId]=…`) one level deep, which is all we send. */
function parseForm(body: string): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    const [name, field] = [m?.[1], m?.[2]];
    if (name && field) {
      const known = out[name];
      out[name] = { ...(typeof known === 'object' ? known : {}), [field]: value };
    } else out[key] = value;
  }
  return out;
}

/** The form fields the double reads from the server's requests; others are kept, unread. */
const stripeForm = z.looseObject({
  amount: z.string().optional(),
  currency: z.string().optional(),
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  receipt_email: z.string().optional(),
  email: z.string().optional(),
  customer: z.string().optional(),
  setup_future_usage: z.enum(['on_session', 'off_session', '']).optional(),
  payment_method: z.string().optional(),
  payment_intent: z.string().optional(),
  confirm: z.string().optional(),
});
type StripeForm = z.infer<typeof stripeForm>;

/**
 * A local HTTP double of the few Stripe REST endpoints the server calls (create, retrieve and update a
 * PaymentIntent), so the real SDK runs against it with `host`/`port`/`protocol: 'http'`. Tests then play
 * the customer's browser (`succeed`, `fail`) and Stripe's webhook sender (`webhook`).
 */
export async function startStripeDouble() {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  /** Refunds by idempotency key, as Stripe keeps them: the same key answers the same refund again. */
  const refundsByKey = new Map<string, Refund>();
  const requests: { method: string; path: string; body: StripeForm }[] = [];
  const customers = new Map<string, Customer>();
  const paymentMethods = new Map<string, PaymentMethod>();
  /** Card on file: payment methods whose off-session charges the bank refuses, with the reason. */
  const declining = new Map<string, { code: string; message: string }>();
  /** Answers of customer and off-session charge requests by idempotency key, replayed as Stripe does. */
  const answersByKey = new Map<string, [number, unknown]>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };
      const form = stripeForm.safeParse(parseForm(raw));
      if (!form.success) {
        return send(400, { error: { type: 'invalid_request_error', message: z.prettifyError(form.error) } });
      }
      const body = form.data;
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (url.pathname === '/v1/refunds' && req.method === 'POST') {
        const key = req.headers['idempotency-key'];
        return send(...refund(body, typeof key === 'string' ? key : undefined));
      }
      const cardAnswer = cardOnFile(req.method ?? '', url, body, req.headers['idempotency-key']);
      if (cardAnswer) return send(...cardAnswer);
      const match = /^\/v1\/payment_intents(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match)
        return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const id = match[1];
      if (!id && req.method === 'POST') {
        const intent = newIntent(body);
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      const intent = id ? intents.get(decodeURIComponent(id)) : undefined;
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
          },
        });
      }
      if (req.method === 'POST') {
        if (intent.status === 'succeeded') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'This PaymentIntent has already succeeded.',
            },
          });
        }
        if (body.amount !== undefined) intent.amount = Number(body.amount);
        if (typeof body.receipt_email === 'string') intent.receipt_email = body.receipt_email;
        if (typeof body.customer === 'string') intent.customer = body.customer;
        if (body.setup_future_usage !== undefined) {
          intent.setup_future_usage = body.setup_future_usage || null;
        }
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = listeningAddress(server);

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The double has no intent ${id}`);
    return intent;
  };

  return {
    port,
    intents,
    refunds,
    requests,
    customers,
    paymentMethods,
    /**
     * Stripe.js confirmPayment with a card (brand and last four from its number): the intent succeeds and,
     * when it was opened with setup_future_usage, the card is attached to the intent's customer.
     */
    succeedWithCard(id: string, number = '4242424242424242', receiptEmail = 'buyer@example.com'): Intent {
      const intent = find(id);
      const method = newPaymentMethod(number, intent.setup_future_usage ? intent.customer : null);
      paymentMethods.set(method.id, method);
      return Object.assign(intent, {
        status: 'succeeded',
        receipt_email: receiptEmail,
        last_payment_error: null,
        payment_method: method.id,
      });
    },
    /** The bank refuses later charges of this card (off-session), e.g. the card was reported lost. */
    declineCard(paymentMethodId: string, code = 'card_declined', message = 'Your card was declined.') {
      declining.set(paymentMethodId, { code, message });
    },
    /** The SDK client the server's provider uses, pointed at this double. */
    provider: () =>
      new StripePaymentProvider({
        secretKey: STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
        host: '127.0.0.1',
        port,
        protocol: 'http',
      }),
    /** What Stripe.js confirmPayment does with a good card. */
    succeed(id: string, receiptEmail = 'buyer@example.com'): Intent {
      return Object.assign(find(id), {
        status: 'succeeded',
        receipt_email: receiptEmail,
        last_payment_error: null,
      });
    },
    fail(id: string, message: string): Intent {
      return Object.assign(find(id), {
        status: 'requires_payment_method',
        last_payment_error: { message, code: 'card_declined', type: 'card_error' },
      });
    },
    /** Stripe's webhook delivery: an event around the intent, signed with the SDK's own test helper. */
    webhook(
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
      intent: Intent,
      eventId?: string,
    ) {
      const payload = JSON.stringify({
        id: eventId ?? `evt_${randomBytes(10).toString('hex')}`,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(intent) },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** POST /v1/refunds: only a succeeded intent, never more than what is left of it. */
  function refund(body: StripeForm, key: string | undefined): [number, unknown] {
    const known = key ? refundsByKey.get(key) : undefined;
    if (known) return [200, known];
    const intent = intents.get(String(body.payment_intent));
    if (!intent) {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        },
      ];
    }
    const given = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? intent.amount - given : Number(body.amount);
    if (intent.status !== 'succeeded' || amount <= 0 || given + amount > intent.amount) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - given) / 100).toFixed(2)})`,
          },
        },
      ];
    }
    const created: Refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: body.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(created.id, created);
    if (key) refundsByKey.set(key, created);
    return [200, created];
  }

  /** Customers, payment methods and off-session charges of a kept card; null for any other request. */
  function cardOnFile(
    method: string,
    url: URL,
    body: StripeForm,
    key: string | string[] | undefined,
  ): [number, unknown] | null {
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const remember = (answer: [number, unknown]) => {
      if (idempotencyKey) answersByKey.set(idempotencyKey, answer);
      return answer;
    };
    const missing = (what: string, id: string): [number, unknown] => [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${id}'`,
        },
      },
    ];
    if (url.pathname === '/v1/customers' && method === 'GET') {
      const email = url.searchParams.get('email');
      const data = [...customers.values()].filter((c) => !email || c.email === email);
      return [200, { object: 'list', data, has_more: false, url: '/v1/customers' }];
    }
    if (url.pathname === '/v1/customers' && method === 'POST') {
      const known = idempotencyKey ? answersByKey.get(idempotencyKey) : undefined;
      if (known) return known;
      const customer: Customer = {
        id: `cus_${randomBytes(10).toString('hex')}`,
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return remember([200, customer]);
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(url.pathname);
    if (pm) {
      const found = paymentMethods.get(decodeURIComponent(pm[1]!));
      if (!found) return missing('payment_method', pm[1]!);
      if (pm[2] && method === 'POST') {
        if (!found.customer) {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                code: 'payment_method_unexpected_state',
                message:
                  'The payment method you provided is not attached to a customer so detachment is impossible.',
              },
            },
          ];
        }
        found.customer = null;
      }
      return [200, found];
    }
    if (url.pathname !== '/v1/payment_intents' || method !== 'POST' || body.confirm !== 'true') return null;
    const known = idempotencyKey ? answersByKey.get(idempotencyKey) : undefined;
    if (known) return known;
    const card = paymentMethods.get(String(body.payment_method));
    if (!card) return remember(missing('payment_method', String(body.payment_method)));
    if (card.customer !== body.customer) {
      return remember([
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: 'The provided PaymentMethod was previously used or detached and may not be used again.',
          },
        },
      ]);
    }
    const intent: Intent = {
      ...newIntent(body),
      payment_method: card.id,
      receipt_email: body.receipt_email ?? null,
    };
    intents.set(intent.id, intent);
    const refusal = declining.get(card.id);
    if (refusal) {
      intent.last_payment_error = { ...refusal, type: 'card_error' };
      return remember([
        402,
        { error: { type: 'card_error', ...refusal, decline_code: refusal.code, payment_intent: intent } },
      ]);
    }
    intent.status = 'succeeded';
    return remember([200, intent]);
  }

  function newPaymentMethod(number: string, customer: string | null): PaymentMethod {
    const brand = number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'amex';
    return {
      id: `pm_${randomBytes(10).toString('hex')}`,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand, last4: number.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      metadata: {},
    };
  }

  function newIntent(body: StripeForm): Intent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    return {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      receipt_email: null,
      last_payment_error: null,
      customer: body.customer ?? null,
      setup_future_usage: body.setup_future_usage || null,
      payment_method: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  }
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** Like createTestApp, with Stripe keys set and the Stripe provider pointed at the double. */
export function createStripeTestApp(
  double: StripeDouble,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createTestApp({ PAYMENTS: 'stripe', ...STRIPE_TEST_KEYS, ...env }, { payments: double.provider() });
}
