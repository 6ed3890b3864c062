// Over 300 lines: every staff route is checked signed out, as a customer and as staff from one list; it stays whole
// so none is missed.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, contactMessages, designTemplates, testimonials } from '../../src/server/db/schema';
import { hashSessionToken } from '../../src/server/lib/secret-tokens';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { uploadOrderContacts } from '../../src/shared/contracts/manual-orders/upload-order-contacts';
import { uploadOrderFrontDesign } from '../../src/shared/contracts/manual-orders/upload-order-design';
import { createTemplate } from '../../src/shared/contracts/templates/create-template';
import { createTestimonial } from '../../src/shared/contracts/testimonials/create-testimonial';
import { listAdminTestimonials } from '../../src/shared/contracts/testimonials/list-admin-testimonials';
import { callApi } from '../support/call-api';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  bearer,
  FILES,
  insertCampaign,
  insertContacts,
  insertOrder,
  multipart,
  routesWithAuth,
  signIn,
} from './admin-helpers';

let t: TestApp;
let token: string;
const badTokens: Record<string, Record<string, string>> = {};
const ids = {
  campaign: '',
  order: '',
  file: '',
  template: 0,
  doomedTemplate: 0,
  testimonial: 0,
  doomedTestimonial: 0,
  message: '',
  invoiceContacts: '',
  cardContacts: '',
};

const manualOrder = {
  customerEmail: 'buyer@example.com',
  campaignName: 'Phone order',
  message: 'Thanks!',
  totalNotes: 1,
};
const templateBody = {
  name: 'Matrix template',
  category: 'generic',
  preview: 'https://cdn.example.com/matrix.png',
};

/** One request per staff route, valid in every way except (in the 401 cases) its credentials. */
const MATRIX: Record<string, () => InjectOptions> = {
  'GET /api/admin/session': () => ({ method: 'GET', url: '/api/admin/session' }),
  'GET /api/admin/stats': () => ({ method: 'GET', url: '/api/admin/stats' }),
  'GET /api/admin/campaigns': () => ({ method: 'GET', url: '/api/admin/campaigns' }),
  'PATCH /api/admin/campaigns/:id': () => ({
    method: 'PATCH',
    url: `/api/admin/campaigns/${ids.campaign}`,
    payload: { status: 'processing' },
  }),
  'POST /api/admin/campaigns/:id/progress': () => ({
    method: 'POST',
    url: `/api/admin/campaigns/${ids.campaign}/progress`,
    payload: { stage: 'written' },
  }),
  'GET /api/admin/campaigns/:id/history': () => ({
    method: 'GET',
    url: `/api/admin/campaigns/${ids.campaign}/history`,
  }),
  'GET /api/admin/campaigns/:id/contacts/csv': () => ({
    method: 'GET',
    url: `/api/admin/campaigns/${ids.campaign}/contacts/csv`,
  }),
  'POST /api/admin/campaigns/:id/production-pack': () => ({
    method: 'POST',
    url: `/api/admin/campaigns/${ids.campaign}/production-pack`,
  }),
  'GET /api/admin/campaigns/:id/production-pack': () => ({
    method: 'GET',
    url: `/api/admin/campaigns/${ids.campaign}/production-pack`,
  }),
  'GET /api/admin/campaigns/:id/production-pack/status': () => ({
    method: 'GET',
    url: `/api/admin/campaigns/${ids.campaign}/production-pack/status`,
  }),
  'GET /api/admin/jobs/:id': () => ({
    method: 'GET',
    url: '/api/admin/jobs/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  }),
  'GET /api/admin/orders': () => ({ method: 'GET', url: '/api/admin/orders' }),
  'GET /api/admin/programs': () => ({ method: 'GET', url: '/api/admin/programs' }),
  'POST /api/admin/scheduler/run': () => ({
    method: 'POST',
    url: '/api/admin/scheduler/run',
    payload: { asOf: '2026-01-02' },
  }),
  'PATCH /api/admin/orders/:id': () => ({
    method: 'PATCH',
    url: `/api/admin/orders/${ids.order}`,
    payload: { status: 'paid' },
  }),
  'POST /api/admin/orders/:id/refunds': () => ({
    method: 'POST',
    url: `/api/admin/orders/${ids.order}/refunds`,
    payload: { amount: '1.00', reason: 'Authorization matrix' },
  }),
  'GET /api/admin/files/:fileId': () => ({ method: 'GET', url: `/api/admin/files/${ids.file}` }),
  'POST /api/upload-variant-file': () => ({
    method: 'POST',
    url: '/api/upload-variant-file',
    ...multipart([
      { name: 'type', value: 'preview' },
      { name: 'file', filename: 'blue.png', content: FILES.png },
    ]),
  }),
  'POST /api/upload/campaign-front': () => ({
    method: 'POST',
    url: '/api/upload/campaign-front',
    ...multipart([{ name: 'design', filename: 'front.pdf', content: FILES.pdf }]),
  }),
  'POST /api/upload/campaign-back': () => ({
    method: 'POST',
    url: '/api/upload/campaign-back',
    ...multipart([{ name: 'design', filename: 'back.png', content: FILES.png }]),
  }),
  'POST /api/upload/contacts': () => ({
    method: 'POST',
    url: '/api/upload/contacts',
    ...multipart([
      {
        name: 'csv',
        filename: 'list.csv',
        content: 'name,address,city,state,zipcode\nJo,1 Elm St,Austin,TX,73301\n',
      },
    ]),
  }),
  'POST /api/design-templates': () => ({
    method: 'POST',
    url: '/api/design-templates',
    payload: templateBody,
  }),
  'PUT /api/design-templates/reorder': () => ({
    method: 'PUT',
    url: '/api/design-templates/reorder',
    payload: {},
  }),
  'PUT /api/design-templates/:id': () => ({
    method: 'PUT',
    url: `/api/design-templates/${ids.template}`,
    payload: { featured: true },
  }),
  'DELETE /api/design-templates/:id': () => ({
    method: 'DELETE',
    url: `/api/design-templates/${ids.doomedTemplate}`,
  }),
  'GET /api/admin/testimonials': () => ({ method: 'GET', url: '/api/admin/testimonials' }),
  'POST /api/admin/testimonials': () => ({
    method: 'POST',
    url: '/api/admin/testimonials',
    ...multipart([
      { name: 'name', value: 'Matrix Person' },
      { name: 'message', value: 'Great notes.' },
    ]),
  }),
  'PUT /api/admin/testimonials/reorder': () => ({
    method: 'PUT',
    url: '/api/admin/testimonials/reorder',
    payload: {},
  }),
  'PUT /api/admin/testimonials/:id': () => ({
    method: 'PUT',
    url: `/api/admin/testimonials/${ids.testimonial}`,
    ...multipart([
      { name: 'name', value: 'Renamed' },
      { name: 'message', value: 'Still great.' },
    ]),
  }),
  'DELETE /api/admin/testimonials/:id': () => ({
    method: 'DELETE',
    url: `/api/admin/testimonials/${ids.doomedTestimonial}`,
  }),
  'POST /api/admin/create-invoice-order': () => ({
    method: 'POST',
    url: '/api/admin/create-invoice-order',
    payload: { ...manualOrder, contactsFileId: ids.invoiceContacts },
  }),
  'POST /api/admin/create-card-order': () => ({
    method: 'POST',
    url: '/api/admin/create-card-order',
    payload: { ...manualOrder, contactsFileId: ids.cardContacts },
  }),
  'GET /api/admin/contact-messages': () => ({ method: 'GET', url: '/api/admin/contact-messages' }),
  'PATCH /api/admin/contact-messages/:id': () => ({
    method: 'PATCH',
    url: `/api/admin/contact-messages/${ids.message}`,
    payload: { status: 'answered' },
  }),
  'POST /api/admin/logout': () => ({ method: 'POST', url: '/api/admin/logout' }),
};

const call = (route: string, headers: Record<string, string>) => {
  const options = MATRIX[route]!();
  return t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
};

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app);
  const db = t.database.db;

  const expired = await signIn(t.app);
  await db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(adminSessions.tokenHash, hashSessionToken(expired)));
  const revoked = await signIn(t.app);
  await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) });
  badTokens['no token'] = {};
  badTokens['a wrong token'] = bearer(randomBytes(32).toString('base64url'));
  badTokens['an expired token'] = bearer(expired);
  badTokens['a revoked token'] = bearer(revoked);
  badTokens['a non-bearer scheme'] = {
    authorization: `Basic ${Buffer.from('admin:test-admin-password').toString('base64')}`,
  };

  const campaign = await insertCampaign(db);
  await insertContacts(db, campaign.id, [{ name: 'Jo' }]);
  ids.campaign = campaign.id;
  ids.order = (await insertOrder(db, { campaignId: campaign.id })).id;
  const uploadContacts = async () =>
    uploadOrderContacts.response.parse((await call('POST /api/upload/contacts', bearer(token))).json());
  ids.file = uploadOrderFrontDesign.response.parse(
    (await call('POST /api/upload/campaign-front', bearer(token))).json(),
  ).fileId;
  ids.invoiceContacts = (await uploadContacts()).fileId;
  ids.cardContacts = (await uploadContacts()).fileId;
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: 'Jo Visitor',
      email: 'jo@example.com',
      inquiryType: 'general',
      subject: 'A question',
      message: 'How soon can you write 200 notes?',
    })
    .returning();
  ids.message = message!.id;
  const [first] = await db.select().from(designTemplates).limit(1);
  ids.template = first!.id;
  ids.doomedTemplate = createTemplate.response.parse(
    (await call('POST /api/design-templates', bearer(token))).json(),
  ).id;
  const newTestimonial = async () =>
    createTestimonial.response.parse((await call('POST /api/admin/testimonials', bearer(token))).json());
  ids.testimonial = (await newTestimonial()).id;
  ids.doomedTestimonial = (await newTestimonial()).id;
});

describe('authorization matrix', () => {
  it('covers every route registered from a staff contract', () => {
    expect(routesWithAuth(t.app, 'staff').sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cases = Object.keys(MATRIX).flatMap((route) =>
    ['no token', 'a wrong token', 'an expired token', 'a revoked token', 'a non-bearer scheme'].map(
      (kind) => [route, kind] as const,
    ),
  );
  it.each(cases)('%s with %s answers 401 {message}', async (route, kind) => {
    const res = await call(route, badTokens[kind]!);
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('changed nothing while refusing', async () => {
    const db = t.database.db;
    expect(
      await db.select().from(designTemplates).where(eq(designTemplates.id, ids.doomedTemplate)),
    ).toHaveLength(1);
    expect(
      await db.select().from(testimonials).where(eq(testimonials.id, ids.doomedTestimonial)),
    ).toHaveLength(1);
  });

  // The production pack's calls need a paid campaign and a built pack to succeed: production-pack.test.ts.
  // Marking notes needs a paid campaign too: production-progress.test.ts. Refunds need a card payment:
  // admin-refunds.test.ts. A reorder needs the current list: below, and testimonial-order.test.ts.
  const SUCCEEDS_ELSEWHERE = new Set([
    'POST /api/admin/orders/:id/refunds',
    'POST /api/admin/campaigns/:id/progress',
    'PUT /api/design-templates/reorder',
    'PUT /api/admin/testimonials/reorder',
    'POST /api/admin/campaigns/:id/production-pack',
    'GET /api/admin/campaigns/:id/production-pack',
    'GET /api/admin/jobs/:id',
  ]);
  it.each(Object.keys(MATRIX).filter((r) => !SUCCEEDS_ELSEWHERE.has(r)))(
    '%s with a valid token succeeds',
    async (route) => {
      const res = await call(route, bearer(route === 'POST /api/admin/logout' ? await signIn(t.app) : token));
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('PUT /api/design-templates/reorder with a valid token succeeds', async () => {
    const list = await callApi(t, listTemplates, {});
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/design-templates/reorder',
      headers: bearer(token),
      payload: { templateIds: list.map((x) => x.id).reverse() },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('PUT /api/admin/testimonials/reorder with a valid token succeeds', async () => {
    const list = await callApi(t, listAdminTestimonials, {}, { as: { bearer: token } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/testimonials/reorder',
      headers: bearer(token),
      payload: { testimonialIds: list.map((x) => x.id).reverse() },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
