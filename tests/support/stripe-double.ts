import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { StripePaymentProvider } from '../../src/server/features/payments/stripe-provider';
import { createServer } from '../../src/server/server';
import type { TestApp } from './test-app';
import { createTestDatabase } from './test-db';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_double',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_double_secret',
};

type Intent = Stripe.PaymentIntent;

/** Parses Stripe's form encoding (`metadata[campaignId]=…`) one level deep, which is all we send. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (m) {
      out[m[1]!] = { ...(out[m[1]!] as Record<string, string> | undefined), [m[2]!]: value };
    } else out[key] = value;
  }
  return out;
}

/**
 * A local HTTP double of the few Stripe REST endpoints the server calls (create, retrieve and update a
 * PaymentIntent), so the real SDK runs against it with `host`/`port`/`protocol: 'http'`. Tests then play
 * the customer's browser (`succeed`, `fail`) and Stripe's webhook sender (`webhook`).
 */
export async function startStripeDouble() {
  const intents = new Map<string, Intent>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = parseForm(raw);
      const url = new URL(req.url ?? '/', 'http://double');
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
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
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The double has no intent ${id}`);
    return intent;
  };

  return {
    port,
    intents,
    requests,
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

  function newIntent(body: Record<string, unknown>): Intent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    return {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: (body.description as string) ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      receipt_email: null,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    } as unknown as Intent;
  }
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** Like createTestApp, with Stripe keys set and the Stripe provider pointed at the double. */
export async function createStripeTestApp(
  double: StripeDouble,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...STRIPE_TEST_KEYS, ...env });
  const database = await createTestDatabase();
  const { app, mail } = await createServer(
    config,
    { web: 'none', quiet: true, payments: double.provider() },
    database,
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, database, mail, dataDir };
}
