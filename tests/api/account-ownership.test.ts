// Over 300 lines: one table (ROUTES) holds every account route and its first test fails when a route lacks a row; the
// table is the point, so it stays whole.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates } from '../../src/server/db/schema';
import { emitEvent } from '../../src/server/features/webhooks/emit-event';
import { createApiKey } from '../../src/shared/contracts/account-api-keys/create-api-key';
import { createProgram } from '../../src/shared/contracts/account-programs/create-program';
import { getProgramUpcoming } from '../../src/shared/contracts/account-programs/get-program-upcoming';
import { createWebhookEndpoint } from '../../src/shared/contracts/account-webhooks/create-webhook-endpoint';
import { addCalendarDays, nextBusinessDay } from '../../src/shared/delivery-date';
import { accountIdOf, giveCard, giveSavedList } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { startSmtpServer } from '../support/smtp';
import { syntheticEvent } from '../support/synthetic-event';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, routesWithAuth, signIn } from './admin-helpers';

/**
 * Ownership everywhere (issue 12 §8): two customers, Alice and Bob, each with an order, a saved list with a
 * contact, a card on file and an unpaid campaign. Every route registered from an `account` contract is in ROUTES;
 * the first test fails when a route is added without its row, so a new route cannot skip these checks.
 */

interface Party {
  email: string;
  cookie: string;
  accountId: string;
  orderId: string;
  draftCampaignId: string;
  listId: string;
  listName: string;
  contactId: string;
  contactName: string;
  programId: string;
  /** One upcoming note of the program, as the skip and proof calls name it. */
  note: { contactKey: string; occurrence: string };
  apiKeyId: string;
  webhookEndpointId: string;
  /** A test-mode event of the account, for Resend. */
  webhookEventId: string;
}

type Req = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

interface RouteCase {
  /** The request as its owner sends it (Alice with her own ids) and what it answers her. */
  own: (a: Party) => Req;
  ownStatus: number;
  /** Bob aiming at Alice's things (her ids in the path or body, her address) and what he must get. */
  cross: (a: Party, b: Party) => Array<{ req: Req; status: number }>;
  /** Removes or spends what other rows use: run after the rest. */
  destructive?: boolean;
  /** Ends the session it is sent with: sent with a session of its own. */
  endsSession?: boolean;
  /** Ends every session of the caller's account: the party signs in again afterwards. */
  endsAllSessions?: boolean;
  /** What must be true before the owner's call can succeed (e.g. her orders all mailed). */
  beforeOwn?: (a: Party) => Promise<void>;
}

const NEW_CONTACT = {
  name: 'Paula Newman',
  address: '7 Birch Road',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
};
const deliveryDate = () => nextBusinessDay(addCalendarDays(new Date().toISOString().slice(0, 10), 30));

/** Bob's answer is his own; `status` for reads of his own data. */
const sameForBob = (req: Req, status = 200) => [{ req, status }];
/** Bob sends Alice's request, her ids and all: 404, as for an id that does not exist. */
const notFoundForBob = (own: (a: Party) => Req) => (a: Party) => [{ req: own(a), status: 404 }];

const noteQuery = (p: Party) =>
  `contactKey=${encodeURIComponent(p.note.contactKey)}&occurrence=${encodeURIComponent(p.note.occurrence)}`;
const programBody = (p: Pick<Party, 'listId'>) => ({
  name: 'Client birthdays',
  savedListId: p.listId,
  dateColumn: 'birthday',
  templateId,
  message: 'Happy birthday, {{first_name}}!',
  timeZone: 'UTC',
});

const bookingCheckUrl = (p: Party) =>
  `/api/account/booked-recipients/program?savedListId=${p.listId}&dateColumn=birthday&timeZone=UTC`;

const listContact = (p: Party, list = p.listId, contact = p.contactId) =>
  `/api/account/lists/${list}/contacts/${contact}`;

// A public host of the tests' resolver, which the tests' connector refuses: Resend's delivery fails fast and
// harmlessly.
const HOOK = { url: 'https://hooks.example.com/quillpost', events: ['order.paid'], mode: 'test' };
const resendUrl = (endpointId: string, eventId: string) =>
  `/api/account/webhook-endpoints/${endpointId}/deliveries/${eventId}/resend`;

const ROUTES: Record<string, RouteCase> = {
  'GET /api/account/me': {
    own: () => ({ method: 'GET', url: '/api/account/me' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/me' }),
  },
  'POST /api/account/sign-out': {
    own: () => ({ method: 'POST', url: '/api/account/sign-out' }),
    ownStatus: 204,
    cross: () => sameForBob({ method: 'POST', url: '/api/account/sign-out' }, 204),
    endsSession: true,
  },
  'POST /api/account/sign-out-everywhere': {
    own: () => ({ method: 'POST', url: '/api/account/sign-out-everywhere' }),
    ownStatus: 204,
    // Bob ends his own sessions, never Alice's ("left all of Alice's data as it was" reads with her cookie).
    cross: () => sameForBob({ method: 'POST', url: '/api/account/sign-out-everywhere' }, 204),
    endsSession: true,
    endsAllSessions: true,
  },
  'GET /api/account/orders': {
    own: () => ({ method: 'GET', url: '/api/account/orders' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/orders' }),
  },
  'GET /api/account/orders/:id': {
    own: (a) => ({ method: 'GET', url: `/api/account/orders/${a.orderId}` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'GET', url: `/api/account/orders/${a.orderId}` })),
  },
  'POST /api/account/orders/:id/reorder': {
    own: (a) => ({
      method: 'POST',
      url: `/api/account/orders/${a.orderId}/reorder`,
      payload: { deliveryDate: deliveryDate(), savedListId: a.listId },
    }),
    ownStatus: 201,
    cross: (a, b) => [
      {
        req: {
          method: 'POST',
          url: `/api/account/orders/${a.orderId}/reorder`,
          payload: { deliveryDate: deliveryDate() },
        },
        status: 404,
      },
      // His own order, to her saved list.
      {
        req: {
          method: 'POST',
          url: `/api/account/orders/${b.orderId}/reorder`,
          payload: { deliveryDate: deliveryDate(), savedListId: a.listId },
        },
        status: 404,
      },
    ],
  },
  'GET /api/account/programs': {
    own: () => ({ method: 'GET', url: '/api/account/programs' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/programs' }),
  },
  'POST /api/account/programs': {
    own: (a) => ({ method: 'POST', url: '/api/account/programs', payload: programBody(a) }),
    ownStatus: 201,
    // A program on her saved list.
    cross: notFoundForBob((a) => ({ method: 'POST', url: '/api/account/programs', payload: programBody(a) })),
  },
  'GET /api/account/programs/:id': {
    own: (a) => ({ method: 'GET', url: `/api/account/programs/${a.programId}` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'GET', url: `/api/account/programs/${a.programId}` })),
  },
  'PATCH /api/account/programs/:id': {
    own: (a) => ({
      method: 'PATCH',
      url: `/api/account/programs/${a.programId}`,
      payload: { name: 'Renamed' },
    }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'PATCH',
      url: `/api/account/programs/${a.programId}`,
      payload: { status: 'paused' },
    })),
  },
  'GET /api/account/programs/:id/upcoming': {
    own: (a) => ({ method: 'GET', url: `/api/account/programs/${a.programId}/upcoming` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'GET', url: `/api/account/programs/${a.programId}/upcoming` })),
  },
  'GET /api/account/programs/:id/upcoming/proof': {
    own: (a) => ({
      method: 'GET',
      url: `/api/account/programs/${a.programId}/upcoming/proof?${noteQuery(a)}`,
    }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'GET',
      url: `/api/account/programs/${a.programId}/upcoming/proof?${noteQuery(a)}`,
    })),
  },
  'POST /api/account/programs/:id/skips': {
    own: (a) => ({ method: 'POST', url: `/api/account/programs/${a.programId}/skips`, payload: a.note }),
    ownStatus: 201,
    cross: notFoundForBob((a) => ({
      method: 'POST',
      url: `/api/account/programs/${a.programId}/skips`,
      payload: a.note,
    })),
  },
  'DELETE /api/account/programs/:id/skips': {
    own: (a) => ({ method: 'DELETE', url: `/api/account/programs/${a.programId}/skips?${noteQuery(a)}` }),
    ownStatus: 204,
    cross: notFoundForBob((a) => ({
      method: 'DELETE',
      url: `/api/account/programs/${a.programId}/skips?${noteQuery(a)}`,
    })),
    destructive: true,
  },
  'DELETE /api/account/programs/:id': {
    own: (a) => ({ method: 'DELETE', url: `/api/account/programs/${a.programId}` }),
    ownStatus: 204,
    cross: notFoundForBob((a) => ({ method: 'DELETE', url: `/api/account/programs/${a.programId}` })),
    destructive: true,
  },
  'GET /api/account/booked-recipients/campaigns/:id': {
    own: (a) => ({ method: 'GET', url: `/api/account/booked-recipients/campaigns/${a.draftCampaignId}` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'GET',
      url: `/api/account/booked-recipients/campaigns/${a.draftCampaignId}`,
    })),
  },
  'GET /api/account/booked-recipients/program': {
    own: (a) => ({ method: 'GET', url: bookingCheckUrl(a) }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'GET', url: bookingCheckUrl(a) })),
  },
  'POST /api/account/orders/:id/cancel': {
    own: (a) => ({ method: 'POST', url: `/api/account/orders/${a.orderId}/cancel` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'POST', url: `/api/account/orders/${a.orderId}/cancel` })),
    destructive: true,
  },
  'GET /api/account/lists': {
    own: () => ({ method: 'GET', url: '/api/account/lists' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/lists' }),
  },
  'POST /api/account/lists': {
    own: () => ({
      method: 'POST',
      url: '/api/account/lists',
      payload: { name: 'New list', contacts: [NEW_CONTACT] },
    }),
    ownStatus: 201,
    cross: () =>
      sameForBob(
        { method: 'POST', url: '/api/account/lists', payload: { name: 'Bob new', contacts: [NEW_CONTACT] } },
        201,
      ),
  },
  'GET /api/account/lists/:id': {
    own: (a) => ({ method: 'GET', url: `/api/account/lists/${a.listId}` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({ method: 'GET', url: `/api/account/lists/${a.listId}` })),
  },
  'PATCH /api/account/lists/:id': {
    own: (a) => ({
      method: 'PATCH',
      url: `/api/account/lists/${a.listId}`,
      payload: { name: 'Renamed by owner' },
    }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'PATCH',
      url: `/api/account/lists/${a.listId}`,
      payload: { name: 'Taken' },
    })),
  },
  'DELETE /api/account/lists/:id/contacts/:contactId': {
    own: (a) => ({ method: 'DELETE', url: listContact(a) }),
    ownStatus: 204,
    cross: (a, b) => [
      { req: { method: 'DELETE', url: listContact(a) }, status: 404 },
      { req: { method: 'DELETE', url: listContact(b, b.listId, a.contactId) }, status: 404 },
    ],
    destructive: true,
  },
  'DELETE /api/account/lists/:id': {
    own: (a) => ({ method: 'DELETE', url: `/api/account/lists/${a.listId}` }),
    ownStatus: 204,
    cross: notFoundForBob((a) => ({ method: 'DELETE', url: `/api/account/lists/${a.listId}` })),
    destructive: true,
  },
  'POST /api/account/lists/:id/contacts': {
    own: (a) => ({ method: 'POST', url: `/api/account/lists/${a.listId}/contacts`, payload: NEW_CONTACT }),
    ownStatus: 201,
    cross: notFoundForBob((a) => ({
      method: 'POST',
      url: `/api/account/lists/${a.listId}/contacts`,
      payload: NEW_CONTACT,
    })),
  },
  'PATCH /api/account/lists/:id/contacts/:contactId': {
    own: (a) => ({
      method: 'PATCH',
      url: listContact(a),
      payload: { ...NEW_CONTACT, name: 'Fixed by owner' },
    }),
    ownStatus: 200,
    cross: (a, b) => [
      { req: { method: 'PATCH', url: listContact(a), payload: NEW_CONTACT }, status: 404 },
      // Her contact through his own list.
      {
        req: { method: 'PATCH', url: listContact(b, b.listId, a.contactId), payload: NEW_CONTACT },
        status: 404,
      },
    ],
  },
  'GET /api/account/api-keys': {
    own: () => ({ method: 'GET', url: '/api/account/api-keys' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/api-keys' }),
  },
  'POST /api/account/api-keys': {
    own: () => ({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'CRM', mode: 'test' } }),
    ownStatus: 201,
    cross: () =>
      sameForBob(
        { method: 'POST', url: '/api/account/api-keys', payload: { name: 'Bob CRM', mode: 'live' } },
        201,
      ),
  },
  'GET /api/account/api-requests': {
    own: () => ({ method: 'GET', url: '/api/account/api-requests?mode=test' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/api-requests?mode=test' }),
  },
  'DELETE /api/account/api-keys/:id': {
    own: (a) => ({ method: 'DELETE', url: `/api/account/api-keys/${a.apiKeyId}` }),
    ownStatus: 204,
    cross: notFoundForBob((a) => ({ method: 'DELETE', url: `/api/account/api-keys/${a.apiKeyId}` })),
    destructive: true,
  },
  'GET /api/account/webhook-endpoints': {
    own: () => ({ method: 'GET', url: '/api/account/webhook-endpoints' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/webhook-endpoints' }),
  },
  'POST /api/account/webhook-endpoints': {
    own: () => ({ method: 'POST', url: '/api/account/webhook-endpoints', payload: HOOK }),
    ownStatus: 201,
    cross: () => sameForBob({ method: 'POST', url: '/api/account/webhook-endpoints', payload: HOOK }, 201),
  },
  'GET /api/account/webhook-endpoints/:id/deliveries': {
    own: (a) => ({ method: 'GET', url: `/api/account/webhook-endpoints/${a.webhookEndpointId}/deliveries` }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'GET',
      url: `/api/account/webhook-endpoints/${a.webhookEndpointId}/deliveries`,
    })),
  },
  'POST /api/account/webhook-endpoints/:id/deliveries/:eventId/resend': {
    own: (a) => ({ method: 'POST', url: resendUrl(a.webhookEndpointId, a.webhookEventId) }),
    ownStatus: 202,
    // Alice's endpoint, and Bob's own endpoint with Alice's event.
    cross: (a, b) => [
      { req: { method: 'POST', url: resendUrl(a.webhookEndpointId, a.webhookEventId) }, status: 404 },
      { req: { method: 'POST', url: resendUrl(b.webhookEndpointId, a.webhookEventId) }, status: 404 },
    ],
  },
  'DELETE /api/account/webhook-endpoints/:id': {
    own: (a) => ({ method: 'DELETE', url: `/api/account/webhook-endpoints/${a.webhookEndpointId}` }),
    ownStatus: 204,
    cross: notFoundForBob((a) => ({
      method: 'DELETE',
      url: `/api/account/webhook-endpoints/${a.webhookEndpointId}`,
    })),
    destructive: true,
  },
  'GET /api/account/card': {
    own: () => ({ method: 'GET', url: '/api/account/card' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/card' }),
  },
  'POST /api/account/card/pay': {
    own: (a) => ({
      method: 'POST',
      url: '/api/account/card/pay',
      payload: { campaignId: a.draftCampaignId },
    }),
    ownStatus: 200,
    cross: notFoundForBob((a) => ({
      method: 'POST',
      url: '/api/account/card/pay',
      payload: { campaignId: a.draftCampaignId },
    })),
  },
  'DELETE /api/account/card': {
    own: () => ({ method: 'DELETE', url: '/api/account/card' }),
    ownStatus: 204,
    // Removes his own card only.
    cross: () => sameForBob({ method: 'DELETE', url: '/api/account/card' }, 204),
    destructive: true,
  },
  'GET /api/account/export': {
    own: () => ({ method: 'GET', url: '/api/account/export' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/export' }),
  },
  'GET /api/account/export/contacts.csv': {
    own: () => ({ method: 'GET', url: '/api/account/export/contacts.csv' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/export/contacts.csv' }),
  },
  'GET /api/account/export/orders.csv': {
    own: () => ({ method: 'GET', url: '/api/account/export/orders.csv' }),
    ownStatus: 200,
    cross: () => sameForBob({ method: 'GET', url: '/api/account/export/orders.csv' }),
  },
  'DELETE /api/account': {
    own: (a) => ({ method: 'DELETE', url: '/api/account', payload: { confirm: a.email } }),
    ownStatus: 204,
    // Typing her address does not delete her account, nor his.
    cross: (a) => [
      { req: { method: 'DELETE', url: '/api/account', payload: { confirm: a.email } }, status: 400 },
    ],
    destructive: true,
    // Her orders must all be mailed or cancelled first (account-data.test.ts covers the refusal).
    beforeOwn: async (a) => {
      await t.database.db
        .update(campaigns)
        .set({ status: 'completed' })
        .where(eq(campaigns.accountId, a.accountId));
    },
  },
};

/** Non-destructive rows first, each group in table order (deleting the account comes last). */
const ORDERED = [
  ...Object.keys(ROUTES).filter((r) => !ROUTES[r]!.destructive),
  ...Object.keys(ROUTES).filter((r) => ROUTES[r]!.destructive),
];

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: Party;
let bob: Party;
let aliceBefore: object;
let adminToken: string;
let templateId: number;

async function party(email: string, tag: string, last4: string): Promise<Party> {
  const db = t.database.db;
  const cookie = await signInAs(t, smtp, email);
  const accountId = await accountIdOf(db, email);
  // A real order: paid through checkout with the test provider, so cancel can refund it.
  const [template] = await db.select().from(designTemplates).limit(1);
  const ordered = await insertCampaign(db, {
    notes: 2,
    accountId,
    name: `${tag} thank-yous`,
    templateId: template!.id,
    templateName: template!.name,
  });
  const orderId = await payByTestCard(t, ordered.id, email, cookie);
  const draft = await insertCampaign(db, { notes: 2, accountId, name: `${tag} next batch` });
  const contactName = `${tag} Contactperson`;
  const [, month, day] = addCalendarDays(new Date().toISOString().slice(0, 10), 20).split('-').map(Number);
  const { list, contacts } = await giveSavedList(db, accountId, `${tag} clients`, [
    { name: contactName, customFields: { birthday: `${month}/${day}/1980` } },
  ]);
  await giveCard(db, accountId, last4);
  const made = await send(
    { method: 'POST', url: '/api/account/programs', payload: programBody({ listId: list.id }) },
    { cookie },
  );
  if (made.statusCode !== 201) throw new Error(`program: ${made.statusCode} ${made.body}`);
  const programId = createProgram.response.parse(made.json()).id;
  const upcoming = await callApi(t, getProgramUpcoming, { params: { id: programId } }, { as: { cookie } });
  const [note] = upcoming.notes;
  if (!note) throw new Error(`no upcoming note: ${JSON.stringify(upcoming)}`);
  const key = await send(
    { method: 'POST', url: '/api/account/api-keys', payload: { name: `${tag} CRM`, mode: 'live' } },
    { cookie },
  );
  if (key.statusCode !== 201) throw new Error(`api key: ${key.statusCode} ${key.body}`);
  const hook = await send(
    { method: 'POST', url: '/api/account/webhook-endpoints', payload: HOOK },
    { cookie },
  );
  if (hook.statusCode !== 201) throw new Error(`webhook endpoint: ${hook.statusCode} ${hook.body}`);
  const webhookEventId = await emitEvent(
    db,
    syntheticEvent({ accountId, livemode: false, type: 'order.paid', sourceKey: `ownership:${tag}` }),
  );
  return {
    webhookEndpointId: createWebhookEndpoint.response.parse(hook.json()).id,
    webhookEventId: webhookEventId!,
    apiKeyId: createApiKey.response.parse(key.json()).id,
    programId,
    note: { contactKey: note.contactKey, occurrence: note.occurrence },
    email,
    cookie,
    accountId,
    orderId,
    draftCampaignId: draft.id,
    listId: list.id,
    listName: list.name,
    contactId: contacts[0]!.id,
    contactName,
  };
}

/** What of Alice's must never show in an answer to Bob. */
const markersOf = (p: Party) => [
  p.email,
  p.apiKeyId,
  p.webhookEndpointId,
  p.webhookEventId,
  p.programId,
  p.accountId,
  p.orderId,
  p.draftCampaignId,
  p.listId,
  p.listName,
  p.contactId,
  p.contactName,
];

const send = (req: Req, headers: Record<string, string>) =>
  t.app.inject({ ...req, headers: { origin: 'https://quillpost.test', ...headers } });

/** The raw export, every field of it compared (not only those its contract names). */
const snapshot = async (p: Party): Promise<object> =>
  (await send({ method: 'GET', url: '/api/account/export' }, { cookie: p.cookie })).json();

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  alice = await party('alice@owners.test', 'Alice', '4242');
  bob = await party('bob@owners.test', 'Bob', '1881');
  aliceBefore = await snapshot(alice);
  adminToken = await signIn(t.app);
});
afterAll(() => smtp.close());

describe('every account route checks whose things it touches', () => {
  it('has a row for every account route the app serves', () => {
    expect(routesWithAuth(t.app, 'account').sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(ORDERED)('%s answers 401 signed out', async (route) => {
    const res = await send(ROUTES[route]!.own(alice), {});
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it.each(ORDERED)('%s answers 401 to an admin token', async (route) => {
    const res = await send(ROUTES[route]!.own(alice), bearer(adminToken));
    expect(res.statusCode).toBe(401);
  });

  it.each(ORDERED)('%s gives Bob nothing of Alice’s', async (route) => {
    const row = ROUTES[route]!;
    for (const { req, status } of row.cross(alice, bob)) {
      const cookie = row.endsSession ? await signInAs(t, smtp, bob.email) : bob.cookie;
      const res = await send(req, { cookie });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(status);
      for (const marker of markersOf(alice)) expect(res.body).not.toContain(marker);
      if (row.endsAllSessions) bob.cookie = await signInAs(t, smtp, bob.email);
    }
  });

  it('left all of Alice’s data as it was', async () => {
    expect(await snapshot(alice)).toEqual({ ...aliceBefore, exportedAt: expect.any(String) });
    expect((await send({ method: 'GET', url: '/api/account/me' }, { cookie: alice.cookie })).json()).toEqual({
      email: alice.email,
    });
  });

  it.each(ORDERED)('%s works for the owner', async (route) => {
    const row = ROUTES[route]!;
    await row.beforeOwn?.(alice);
    const cookie = row.endsSession ? await signInAs(t, smtp, alice.email) : alice.cookie;
    const res = await send(row.own(alice), { cookie });
    expect(res.statusCode, res.body).toBe(row.ownStatus);
    if (row.endsAllSessions) {
      expect(
        (await send({ method: 'GET', url: '/api/account/me' }, { cookie: alice.cookie })).statusCode,
      ).toBe(401);
      alice.cookie = await signInAs(t, smtp, alice.email);
    }
  });
});
