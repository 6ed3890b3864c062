// Over 300 lines: one table holds every guest (link) route and the checks run over it; the table stays whole so no
// route is missed.
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  campaigns,
  contacts,
  designTemplates,
  orders,
  paymentIntents,
  uploadedFiles,
} from '../../src/server/db/schema';
import { createCampaign } from '../../src/shared/contracts/campaigns/create-campaign';
import type { Contract } from '../../src/shared/contracts/contract';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { TEST_CARDS } from '../../src/shared/payments';
import { accountIdOf, giveCard } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { payByTestCard } from '../support/pay-by-test-card';
import { fileUpload, ONE_PIXEL_PNG, recipients, siteCalls } from '../support/site-calls';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { SITE_ORIGIN, type V1Customer, v1CampaignWith, v1Customer } from '../support/v1-client';
import { routesWithAuth } from './admin-helpers';

/*
 * Issue 27, hole 2: a campaign id alone opened the site's routes of any campaign. Alice has a campaign made
 * in her account (with an order), a /v1 live draft and a /v1 test draft. Every site route that names a
 * campaign or an order is a `link` route and in ROUTES (the first test fails when a route is added without
 * being classified, read from the routes' contracts), and each answers 404 to a guest and to Bob, as for an id that does not exist, changing and showing
 * nothing. Alice's own session still works on her account's campaigns; /v1 test data opens for nobody here.
 */

interface Target {
  /** Which of Alice's campaigns. */
  label: string;
  campaignId: string;
  /** A recipient of it (the proof route). */
  contactId: string;
  /** An order of it (GET /api/orders/:id). */
  orderId: string;
  /** An open test-provider payment of it, with its secret (the confirm route). */
  intent: { paymentIntentId: string; clientSecret: string };
  /** Whether Alice's own session may use the site's routes on it (not for test-mode data). */
  ownerMayUse: boolean;
}

type Req = InjectOptions;

const card = { number: TEST_CARDS.success, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/**
 * One request per site route that names a campaign or an order, valid in every way but whose it is, and what
 * it answers Alice on her account's campaign.
 */
const ROUTES: Record<string, { req: (x: Target, cookie?: string) => Req; ownerStatus: number }> = {
  'GET /api/campaigns/:id': {
    req: (x) => ({ method: 'GET', url: `/api/campaigns/${x.campaignId}` }),
    ownerStatus: 200,
  },
  'PATCH /api/campaigns/:id': {
    req: (x) => ({
      method: 'PATCH',
      url: `/api/campaigns/${x.campaignId}`,
      payload: { message: 'Dear {{first_name}}, this card was rewritten by a stranger.' },
    }),
    ownerStatus: 200,
  },
  'GET /api/campaigns/:id/contacts': {
    req: (x) => ({ method: 'GET', url: `/api/campaigns/${x.campaignId}/contacts` }),
    ownerStatus: 200,
  },
  'POST /api/contacts/batch': {
    req: (x) => ({
      method: 'POST',
      url: '/api/contacts/batch',
      payload: { campaignId: x.campaignId, contacts: recipients(2, 'Swapped') },
    }),
    ownerStatus: 200,
  },
  'POST /api/campaigns/:id/front-design': {
    req: (x, cookie) => ({
      method: 'POST',
      url: `/api/campaigns/${x.campaignId}/front-design`,
      ...fileUpload('frontDesign', 'front.png', ONE_PIXEL_PNG, cookie),
    }),
    ownerStatus: 200,
  },
  'POST /api/campaigns/:id/back-design': {
    req: (x, cookie) => ({
      method: 'POST',
      url: `/api/campaigns/${x.campaignId}/back-design`,
      ...fileUpload('backDesign', 'back.png', ONE_PIXEL_PNG, cookie),
    }),
    ownerStatus: 200,
  },
  'POST /api/campaigns/:id/logo': {
    req: (x, cookie) => ({
      method: 'POST',
      url: `/api/campaigns/${x.campaignId}/logo`,
      ...fileUpload('logoFile', 'logo.png', ONE_PIXEL_PNG, cookie),
    }),
    ownerStatus: 200,
  },
  'GET /api/campaigns/:id/design/:side': {
    req: (x) => ({ method: 'GET', url: `/api/campaigns/${x.campaignId}/design/front` }),
    ownerStatus: 200,
  },
  'GET /api/campaigns/:id/proofs': {
    req: (x) => ({ method: 'GET', url: `/api/campaigns/${x.campaignId}/proofs` }),
    ownerStatus: 200,
  },
  'GET /api/campaigns/:id/proofs/:contactId.svg': {
    req: (x) => ({ method: 'GET', url: `/api/campaigns/${x.campaignId}/proofs/${x.contactId}.svg` }),
    ownerStatus: 200,
  },
  'GET /api/orders/:id': {
    req: (x) => ({ method: 'GET', url: `/api/orders/${x.orderId}` }),
    ownerStatus: 200,
  },
  'POST /api/create-payment-intent': {
    req: (x) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { campaignId: x.campaignId },
    }),
    ownerStatus: 200,
  },
  'POST /api/test-payments/confirm': {
    req: (x) => ({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { ...x.intent, card, receiptEmail: 'mallory@example.com' },
    }),
    ownerStatus: 200,
  },
  'POST /api/orders': {
    req: (x) => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        campaignId: x.campaignId,
        paymentIntentId: x.intent.paymentIntentId,
        customerEmail: 'mallory@example.com',
      },
    }),
    ownerStatus: 200,
  },
};

/** Site routes open to anyone (`public`) that name no campaign and no order. */
const NOT_ABOUT_A_CAMPAIGN = new Set([
  'GET /api/health',
  'GET /api/design-templates',
  'GET /api/catalog-files/:id',
  'GET /api/catalog-files/:id/:name',
  'GET /api/placeholder/:width/:height',
  'GET /api/testimonials',
  'POST /api/calculate-pricing',
  'POST /api/contact',
  'POST /api/address-checks',
  // Makes a new campaign: nobody else's is named.
  'POST /api/campaigns',
  // Stripe's, checked by its signature (payments-stripe.test.ts).
  'POST /api/stripe/webhook',
  // Sign-in: what they take is the credential itself (admin-auth.test.ts, account-sign-in.test.ts).
  'POST /api/admin/login',
  'POST /api/account/sign-in',
  'POST /api/account/sign-in-link',
  'POST /api/account/verify',
]);

const contractModules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*/*.ts', {
  eager: true,
});
const contracts = Object.values(contractModules).flatMap((m) =>
  Object.values(m).filter(
    (v): v is Contract =>
      typeof v === 'object' && v !== null && 'path' in v && typeof v.path === 'string' && 'method' in v,
  ),
);

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer & { email: string };
let bob: string;
let bobId: string;
let targets: Target[];
let before: unknown;

/** Everything of Alice's campaigns the routes could change. */
async function snapshot() {
  const db = t.database.db;
  const ids = targets.map((x) => x.campaignId);
  return {
    campaigns: await db.select().from(campaigns).where(inArray(campaigns.id, ids)).orderBy(campaigns.id),
    contacts: await db.select().from(contacts).where(inArray(contacts.campaignId, ids)).orderBy(contacts.id),
    files: await db.select().from(uploadedFiles).where(inArray(uploadedFiles.campaignId, ids)),
    intents: await db
      .select()
      .from(paymentIntents)
      .where(inArray(paymentIntents.campaignId, ids))
      .orderBy(paymentIntents.id),
    orders: await db.select().from(orders).where(inArray(orders.campaignId, ids)).orderBy(orders.id),
  };
}

/** What of Alice's must never show in an answer to someone else. */
async function markers(): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(campaigns)
    .where(
      inArray(
        campaigns.id,
        targets.map((x) => x.campaignId),
      ),
    );
  return [
    alice.email,
    alice.accountId,
    ...rows.flatMap((r) => [r.name, r.message]),
    'Alice Recipient',
    ...targets.map((x) => x.intent.paymentIntentId),
  ];
}

async function firstContact(campaignId: string): Promise<string> {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.campaignId, campaignId));
  return row!.id;
}

/** An order waiting for payment, as staff's invoice orders are. */
async function pendingOrderOf(campaignId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      campaignId,
      customerEmail: alice.email,
      amountCents: 998,
      status: 'pending',
      paymentMethod: 'invoice',
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** An open payment of the test provider, written as the server writes one (nobody may open one for test data). */
async function testIntentOf(campaignId: string) {
  const intent = {
    paymentIntentId: `pi_test_${campaignId.slice(0, 8)}`,
    clientSecret: `pi_secret_${campaignId}`,
  };
  await t.database.db.insert(paymentIntents).values({
    id: intent.paymentIntentId,
    provider: 'test',
    campaignId,
    amountCents: 998,
    clientSecret: intent.clientSecret,
  });
  return intent;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const db = t.database.db;
  const site = siteCalls(t);
  alice = { ...(await v1Customer(t, smtp, 'alice@harbor-owners.test')), email: 'alice@harbor-owners.test' };
  bob = await signInAs(t, smtp, 'bob@harbor-strangers.test');
  bobId = await accountIdOf(db, 'bob@harbor-strangers.test');
  // Bob keeps a card, so the saved-card payment reaches its campaign check.
  await giveCard(db, bobId, '1881');
  const [template] = await db.select().from(designTemplates).limit(1);

  // Made in Alice's account at the builder, with her recipients and a front design, then one paid.
  const made = async (name: string) => {
    const res = await site.create({ name }, alice.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = createCampaign.response.parse(res.json());
    expect((await site.batch(id, recipients(2, 'Alice Recipient'), alice.cookie)).statusCode).toBe(200);
    expect((await site.uploadFront(id, alice.cookie)).statusCode).toBe(200);
    return id;
  };
  const accountCampaign = await made('Alice account draft');
  const paidCampaign = await made('Alice account order');
  const orderId = await payByTestCard(t, paidCampaign, alice.email, alice.cookie);
  const ownIntent = (campaignId: string) =>
    callApi(t, createPaymentIntent, { body: { campaignId } }, { as: { cookie: alice.cookie } });

  const v1Live = await v1CampaignWith(t, alice.live, template!.id, 2);
  const v1Test = await v1CampaignWith(t, alice.test, template!.id, 2);
  targets = [
    {
      label: 'account campaign',
      campaignId: accountCampaign,
      contactId: await firstContact(accountCampaign),
      orderId,
      intent: await ownIntent(accountCampaign),
      ownerMayUse: true,
    },
    {
      label: '/v1 live draft',
      campaignId: v1Live,
      contactId: await firstContact(v1Live),
      orderId: await pendingOrderOf(v1Live),
      intent: await ownIntent(v1Live),
      ownerMayUse: true,
    },
    {
      label: '/v1 test draft',
      campaignId: v1Test,
      contactId: await firstContact(v1Test),
      orderId: await pendingOrderOf(v1Test),
      intent: await testIntentOf(v1Test),
      ownerMayUse: false,
    },
  ];
  before = await snapshot();
});
afterAll(() => smtp.close());

describe('every site route that names a campaign or an order', () => {
  it('has a row here for every link route, and classifies every public one as naming none', () => {
    expect(routesWithAuth(t.app, 'link').sort()).toEqual(Object.keys(ROUTES).sort());
    expect(routesWithAuth(t.app, 'public').sort()).toEqual([...NOT_ABOUT_A_CAMPAIGN].sort());
  });

  it('classifies as naming none only routes whose path and body carry no campaign or payment', () => {
    for (const route of NOT_ABOUT_A_CAMPAIGN) {
      const contract = contracts.find((c) => `${c.method} ${c.path}` === route);
      expect(contract, route).toBeDefined();
      expect(contract!.path, route).not.toMatch(/^\/api\/(campaigns|orders)\/:/);
      const body = contract!.body instanceof z.ZodObject ? Object.keys(contract!.body.shape) : [];
      expect(
        body.filter((key) => /campaign|payment|order/i.test(key)),
        route,
      ).toEqual([]);
    }
  });

  const cases = Object.keys(ROUTES).flatMap((route) =>
    ['a guest', 'Bob'].map((who) => [route, who] as const),
  );
  it.each(cases)('%s answers 404 to %s for each of Alice’s campaigns', async (route, who) => {
    const cookie = who === 'Bob' ? bob : undefined;
    const secrets = await markers();
    for (const target of targets) {
      const req = ROUTES[route]!.req(target, cookie);
      const res = await t.app.inject({
        ...req,
        headers: { ...(cookie ? { cookie } : {}), ...req.headers },
      });
      expect(res.statusCode, `${target.label}: ${res.body}`).toBe(404);
      expect(typeof res.json().message).toBe('string');
      for (const secret of secrets) expect(res.body, target.label).not.toContain(secret);
    }
  });

  it('Bob’s saved card pays none of Alice’s campaigns', async () => {
    for (const target of targets) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/card/pay',
        headers: { ...SITE_ORIGIN, cookie: bob },
        payload: { campaignId: target.campaignId },
      });
      expect(res.statusCode, `${target.label}: ${res.body}`).toBe(404);
    }
  });

  it('left all of Alice’s campaigns as they were', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it.each(Object.keys(ROUTES))(
    '%s works for Alice on her own campaigns, never on test data',
    async (route) => {
      for (const target of targets) {
        // Her own list may have been replaced by the route before: name a recipient it holds now.
        const now = { ...target, contactId: await firstContact(target.campaignId) };
        const req = ROUTES[route]!.req(now, alice.cookie);
        const res = await t.app.inject({
          ...req,
          headers: { cookie: alice.cookie, ...req.headers },
        });
        const expected = target.ownerMayUse ? ROUTES[route]!.ownerStatus : 404;
        expect(res.statusCode, `${target.label}: ${res.body}`).toBe(expected);
      }
    },
  );
});
