import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v1GetCampaign } from '../../src/shared/contracts/v1/get-campaign';
import { v1ListCampaigns } from '../../src/shared/contracts/v1/list-campaigns';
import { v1ListOrders } from '../../src/shared/contracts/v1/list-orders';
import { v1ListPrograms } from '../../src/shared/contracts/v1/list-programs';
import { v1ListRecipients } from '../../src/shared/contracts/v1/list-recipients';
import { v1SubmitCampaign } from '../../src/shared/contracts/v1/submit-campaign';
import { METADATA_LIMITS } from '../../src/shared/v1-metadata';
import { giveSavedList } from '../support/account-holdings';
import type { TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1CampaignWith, v1DeliveryDate } from '../support/v1-client';
import { v1BedWithCard } from './v1-bed';

/*
 * Issue 25 §3: an integrator ties Quillpost's objects to their CRM's. `metadata` on campaigns, recipients and
 * programs (orders show their campaign's) round-trips and merges on update; lists filter by it, by status,
 * campaign and creation time, and page both ways; a submitted campaign names its order.
 */

let smtp: Awaited<ReturnType<typeof v1BedWithCard>>['smtp'];
let t: TestApp;
let templateId: number;
let alice: V1Customer;

beforeAll(async () => {
  ({ smtp, t, templateId, alice } = await v1BedWithCard('alice@metadata.test'));
});
afterAll(async () => {
  await smtp?.close();
});

const call = (method: 'GET' | 'POST', url: string, body?: object) => v1Call(t, alice.test, method, url, body);
const ok = async (method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const ids = (page: { data: { id: string }[] }) => page.data.map((item) => item.id);

const campaignBody = (metadata?: Record<string, string>) => ({
  name: 'Renewal thanks',
  message: 'Thank you for renewing with us, {{first_name}}!',
  template_id: templateId,
  delivery_date: v1DeliveryDate(),
  ...(metadata && { metadata }),
});

describe('campaign metadata', () => {
  it('is kept as sent, shown on every read, and {} when none was set', async () => {
    const made = await ok('POST', '/v1/campaigns', campaignBody({ crm_id: 'hs_1', deal_stage: 'won' }));
    expect(made.metadata).toEqual({ crm_id: 'hs_1', deal_stage: 'won' });
    const read = v1GetCampaign.response.parse(await ok('GET', `/v1/campaigns/${made.id}`));
    expect(read.metadata).toEqual({ crm_id: 'hs_1', deal_stage: 'won' });
    const plain = await ok('POST', '/v1/campaigns', campaignBody());
    expect(plain.metadata).toEqual({});
  });

  it('merges an update: keys sent replace, "" removes, the others stay', async () => {
    const { id } = await ok('POST', '/v1/campaigns', campaignBody({ crm_id: 'hs_2', deal_stage: 'open' }));
    const updated = await ok('POST', `/v1/campaigns/${id}`, {
      metadata: { deal_stage: 'won', owner: 'sam', crm_id: '' },
    });
    expect(updated.metadata).toEqual({ deal_stage: 'won', owner: 'sam' });
    expect((await ok('GET', `/v1/campaigns/${id}`)).metadata).toEqual({ deal_stage: 'won', owner: 'sam' });
  });

  it('refuses more keys than the limit, a bad key and a long value, naming metadata, and changes nothing', async () => {
    const full = Object.fromEntries(
      Array.from({ length: METADATA_LIMITS.keys }, (_, i) => [`key_${i}`, String(i)]),
    );
    const { id } = await ok('POST', '/v1/campaigns', campaignBody(full));
    const tooMany = await call('POST', `/v1/campaigns/${id}`, { metadata: { one_more: 'x' } });
    expect(expectV1Error(tooMany, 400, 'invalid_request_error')).toMatchObject({
      code: 'parameter_invalid',
      param: 'metadata',
      message: expect.stringContaining(`at most ${METADATA_LIMITS.keys} keys`),
    });
    expect((await ok('GET', `/v1/campaigns/${id}`)).metadata).toEqual(full);
    // Removing one key makes room for another in the same update.
    const swapped = await ok('POST', `/v1/campaigns/${id}`, { metadata: { key_0: '', one_more: 'x' } });
    expect(Object.keys(swapped.metadata)).toHaveLength(METADATA_LIMITS.keys);

    const refusals: Record<string, string>[] = [
      { 'bad key': 'x' },
      { crm_id: 'x'.repeat(METADATA_LIMITS.valueLength + 1) },
    ];
    for (const metadata of refusals) {
      const refused = await call('POST', '/v1/campaigns', campaignBody(metadata));
      expect(expectV1Error(refused, 400, 'invalid_request_error').param).toMatch(/^metadata/);
    }
    const notText = await call('POST', `/v1/campaigns/${id}`, { metadata: { crm_id: 42 } });
    expect(expectV1Error(notText, 400, 'invalid_request_error').param).toMatch(/^metadata/);
  });

  it("is another account's campaign: 404, nothing changed", async () => {
    const res = await v1Call(t, alice.live, 'POST', '/v1/campaigns/3f2b8a4e-7c1d-4e5f-9a6b-0c8d7e6f5a4b', {
      metadata: { crm_id: 'x' },
    });
    expectV1Error(res, 404, 'invalid_request_error');
  });
});

describe('orders and order_id', () => {
  it('names the order of a submitted campaign; the order shows its campaign metadata; both filter', async () => {
    const tagged = await v1CampaignWith(t, alice.test, templateId, 2);
    await ok('POST', `/v1/campaigns/${tagged}`, { metadata: { crm_id: 'deal-77' } });
    const other = await v1CampaignWith(t, alice.test, templateId, 1);
    const draft = await ok('GET', `/v1/campaigns/${tagged}`);
    expect(draft.order_id).toBeNull();

    const submitted = v1SubmitCampaign.response.parse(await ok('POST', `/v1/campaigns/${tagged}/submit`));
    await ok('POST', `/v1/campaigns/${other}/submit`);
    const campaign = await ok('GET', `/v1/campaigns/${tagged}`);
    expect(campaign.order_id).toBe(submitted.order_id);
    expect(campaign.order_id).toEqual(expect.any(String));
    const order = await ok('GET', `/v1/orders/${campaign.order_id}`);
    expect(order).toMatchObject({ campaign_id: tagged, metadata: { crm_id: 'deal-77' } });

    const byMetadata = v1ListOrders.response.parse(await ok('GET', '/v1/orders?metadata[crm_id]=deal-77'));
    expect(ids(byMetadata)).toEqual([submitted.order_id]);
    const byCampaign = v1ListOrders.response.parse(await ok('GET', `/v1/orders?campaign_id=${other}`));
    expect(byCampaign.data.map((o) => o.campaign_id)).toEqual([other]);
    expect((await ok('GET', '/v1/orders?status=refunded')).data).toEqual([]);
    expect((await ok('GET', '/v1/orders?status=paid&limit=100')).data.length).toBeGreaterThanOrEqual(2);
    const badStatus = await call('GET', '/v1/orders?status=shipped');
    expect(expectV1Error(badStatus, 400, 'invalid_request_error').param).toBe('status');
    const badCampaign = await call('GET', '/v1/orders?campaign_id=nope');
    expect(expectV1Error(badCampaign, 400, 'invalid_request_error').param).toBe('campaign_id');
  });
});

describe('list filters', () => {
  it('filters campaigns by metadata (every key given), status and creation time', async () => {
    const a = await ok('POST', '/v1/campaigns', campaignBody({ crm_id: 'f-1', region: 'west' }));
    const b = await ok('POST', '/v1/campaigns', campaignBody({ crm_id: 'f-2', region: 'west' }));
    const west = v1ListCampaigns.response.parse(await ok('GET', '/v1/campaigns?metadata[region]=west'));
    expect(ids(west)).toEqual([b.id, a.id]);
    const one = await ok('GET', '/v1/campaigns?metadata[region]=west&metadata[crm_id]=f-1');
    expect(ids(one)).toEqual([a.id]);
    expect((await ok('GET', '/v1/campaigns?metadata[region]=east')).data).toEqual([]);

    const drafts = v1ListCampaigns.response.parse(await ok('GET', '/v1/campaigns?status=draft&limit=100'));
    expect(drafts.data.every((c) => c.status === 'draft')).toBe(true);
    expect(ids(drafts)).toEqual(expect.arrayContaining([a.id, b.id]));

    const since = encodeURIComponent(a.created);
    const from = v1ListCampaigns.response.parse(
      await ok('GET', `/v1/campaigns?created[gte]=${since}&limit=100`),
    );
    expect(ids(from)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(from.data.every((c) => c.created >= a.created)).toBe(true);
    const before = await ok('GET', `/v1/campaigns?created[lt]=${since}&limit=100`);
    expect(ids(before)).not.toContain(a.id);
    expect(ids(before)).not.toContain(b.id);

    const loose = await call('GET', '/v1/campaigns?created[gte]=yesterday');
    expect(expectV1Error(loose, 400, 'invalid_request_error')).toMatchObject({
      param: 'created.gte',
      message: expect.stringContaining('ISO 8601'),
    });
  });

  it("filters a campaign's recipients by metadata", async () => {
    const { id } = await ok('POST', '/v1/campaigns', campaignBody());
    const person = (name: string, crm: string) => ({
      name,
      address: '12 Main St',
      city: 'Boston',
      state: 'MA',
      zip: '02134',
      metadata: { crm_id: crm },
    });
    await ok('POST', `/v1/campaigns/${id}/recipients`, {
      recipients: [person('Ann Lee', 'r-1'), person('Bo Chan', 'r-2')],
    });
    const found = v1ListRecipients.response.parse(
      await ok('GET', `/v1/campaigns/${id}/recipients?metadata[crm_id]=r-2`),
    );
    expect(found.data.map((r) => [r.name, r.metadata])).toEqual([['Bo Chan', { crm_id: 'r-2' }]]);
  });

  it('tags programs, merges their metadata on update and filters by it and by status', async () => {
    const { list } = await giveSavedList(t.database.db, alice.accountId, 'Birthdays', [
      { name: 'Maria Diaz', customFields: { birthday: 'March 14' } },
    ]);
    const program = await ok('POST', '/v1/programs', {
      name: 'Birthdays',
      list_id: list.id,
      date_column: 'birthday',
      template_id: templateId,
      message: 'Happy birthday!',
      time_zone: 'UTC',
      metadata: { crm_id: 'p-1', team: 'care' },
    });
    expect(program.metadata).toEqual({ crm_id: 'p-1', team: 'care' });
    const renamed = await ok('POST', `/v1/programs/${program.id}`, {
      name: 'Birthdays 2027',
      metadata: { team: '' },
    });
    expect(renamed).toMatchObject({ name: 'Birthdays 2027', metadata: { crm_id: 'p-1' } });
    const found = v1ListPrograms.response.parse(await ok('GET', '/v1/programs?metadata[crm_id]=p-1'));
    expect(ids(found)).toEqual([program.id]);
    await ok('POST', `/v1/programs/${program.id}/pause`);
    expect(ids(await ok('GET', '/v1/programs?status=paused&metadata[crm_id]=p-1'))).toEqual([program.id]);
    expect((await ok('GET', '/v1/programs?status=active&metadata[crm_id]=p-1')).data).toEqual([]);

    // Updates at once each merge into what the others committed (on PostgreSQL they truly overlap).
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    await Promise.all(
      keys.map((key) => ok('POST', `/v1/programs/${program.id}`, { metadata: { [key]: key } })),
    );
    const merged = await ok('GET', `/v1/programs/${program.id}`);
    expect(merged.metadata).toEqual({ crm_id: 'p-1', ...Object.fromEntries(keys.map((key) => [key, key])) });
  });
});

describe('ending_before', () => {
  it('pages back from a cursor in the list order, and refuses both cursors at once', async () => {
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      made.push((await ok('POST', '/v1/campaigns', campaignBody({ batch: 'paging' }))).id);
    }
    const newestFirst = [...made].reverse();
    const all = await ok('GET', '/v1/campaigns?metadata[batch]=paging');
    expect(ids(all)).toEqual(newestFirst);
    // The page before the oldest, two at a time: the two just newer than it, newest first.
    const back = await ok('GET', `/v1/campaigns?metadata[batch]=paging&limit=2&ending_before=${made[0]}`);
    expect(ids(back)).toEqual([made[2], made[1]]);
    expect(back.has_more).toBe(true);
    const top = await ok('GET', `/v1/campaigns?metadata[batch]=paging&limit=2&ending_before=${made[2]}`);
    expect(ids(top)).toEqual([made[3]]);
    expect(top.has_more).toBe(false);

    const both = await call('GET', `/v1/campaigns?starting_after=${made[0]}&ending_before=${made[1]}`);
    expect(expectV1Error(both, 400, 'invalid_request_error')).toMatchObject({
      param: 'ending_before',
      message: 'Use starting_after or ending_before, not both.',
    });
    const unknown = await call('GET', '/v1/campaigns?ending_before=3f2b8a4e-7c1d-4e5f-9a6b-0c8d7e6f5a4b');
    expect(expectV1Error(unknown, 400, 'invalid_request_error').param).toBe('ending_before');
  });

  it('pages back through a list held in memory (templates) as through the database', async () => {
    const all = await ok('GET', '/v1/templates?limit=5');
    const back = await ok('GET', `/v1/templates?limit=2&ending_before=${all.data[3].id}`);
    expect(ids(back)).toEqual([all.data[1].id, all.data[2].id]);
  });
});

describe('the document', () => {
  it('documents object filters as deepObject query parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const parameters: { name: string; style?: string; explode?: boolean }[] =
      doc.paths['/v1/campaigns'].get.parameters;
    const byName = new Map(parameters.map((p) => [p.name, p]));
    expect(byName.get('metadata')).toMatchObject({ style: 'deepObject', explode: true });
    expect(byName.get('created')).toMatchObject({ style: 'deepObject', explode: true });
    // The format says what a value is; no regular expression beside it.
    const gte = doc.paths['/v1/campaigns'].get.parameters.find((p: { name: string }) => p.name === 'created')
      .schema.properties.gte;
    expect(gte).toMatchObject({ type: 'string', format: 'date-time' });
    expect(gte.pattern).toBeUndefined();
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['limit', 'starting_after', 'ending_before', 'status']),
    );
  });
});
