import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TContact } from '../../../shared/contacts-csv';
import { createEmptyDraft, type TCampaignDraft } from '../../draft/campaign-draft';
import { buildCreatePayload, payloadFingerprint, SubmitError, submitCampaign } from './submit-campaign';

function draft(): TCampaignDraft {
  const d = createEmptyDraft('Hi {{first_name}}');
  return {
    ...d,
    name: ' Spring ',
    postcard: {
      ...d.postcard,
      selectedTemplate: { id: 3, name: 'Just Listed', category: 'business' },
      selectedVariant: 'Navy',
    },
    contactInfo: [{ type: 'socialMedia', value: '@quill', socialPlatform: 'instagram' }],
  };
}

const contacts: TContact[] = [
  { name: 'Ann Lee', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', customFields: {} },
];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('submitCampaign', () => {
  it('builds the creation payload of the spec', () => {
    const payload = buildCreatePayload(draft(), 150, '2030-01-10');
    expect(payload).toMatchObject({
      name: 'Spring',
      handwritingStyle: 'professional',
      stationeryType: 'postcard',
      designSource: 'template',
      templateId: 3,
      selectedVariantId: 'Navy',
      selectedTemplate: { id: 3, name: 'Just Listed', category: 'business' },
      contactFields: [{ type: 'social', platform: 'instagram', value: '@quill' }],
      deliveryDate: '2030-01-10',
      totalNotes: 150,
      pricePerNote: '3.99',
      totalAmount: '598.50',
    });
    // The fingerprint ignores the figures the server computes.
    expect(payloadFingerprint(buildCreatePayload(draft(), 9, '2030-01-10'))).toBe(
      payloadFingerprint(payload),
    );
  });

  it('reuses the campaign a failed attempt created', async () => {
    const calls: string[] = [];
    let batchFails = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === '/api/campaigns') return json(200, { id: 'c-1' });
        if (batchFails) {
          batchFails = false;
          return json(400, { message: 'Contact 1: Zip code is required' });
        }
        return json(200, { campaignId: 'c-1', count: 1 });
      }),
    );
    let current = draft();
    const onCreated = (created: { id: string; fingerprint: string } | null) => {
      current = { ...current, upload: { ...current.upload, createdCampaign: created } };
    };
    const first = submitCampaign({
      draft: current,
      files: {},
      contacts,
      deliveryDate: '2030-01-10',
      onCreated,
    });
    await expect(first).rejects.toEqual(new SubmitError('Contact 1: Zip code is required'));
    expect(current.upload.createdCampaign?.id).toBe('c-1');

    const id = await submitCampaign({
      draft: current,
      files: {},
      contacts,
      deliveryDate: '2030-01-10',
      onCreated,
    });
    expect(id).toBe('c-1');
    expect(calls.filter((c) => c === 'POST /api/campaigns')).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /api/contacts/batch')).toHaveLength(2);
  });

  it('updates the campaign it created when the customer comes back and changes the message', async () => {
    const calls: { at: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          at: `${init.method} ${url}`,
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        });
        if (url === '/api/campaigns') return json(201, { id: 'c-1' });
        if (url === '/api/campaigns/c-1') return json(200, { id: 'c-1' });
        return json(200, { campaignId: 'c-1', count: 1 });
      }),
    );
    let current = draft();
    const onCreated = (created: { id: string; fingerprint: string } | null) => {
      current = { ...current, upload: { ...current.upload, createdCampaign: created } };
    };
    const input = () => ({ draft: current, files: {}, contacts, deliveryDate: '2030-01-10', onCreated });
    expect(await submitCampaign(input())).toBe('c-1');
    current = { ...current, postcard: { ...current.postcard, message: 'Hello {{first_name}}, thanks!' } };
    expect(await submitCampaign(input())).toBe('c-1');

    expect(calls.map((c) => c.at)).toEqual([
      'POST /api/campaigns',
      'POST /api/contacts/batch',
      'PATCH /api/campaigns/c-1',
      'POST /api/contacts/batch',
    ]);
    expect(calls[2]?.body).toMatchObject({
      message: 'Hello {{first_name}}, thanks!',
      contactFields: [{ type: 'social', platform: 'instagram', value: '@quill' }],
    });
    expect(current.upload.createdCampaign?.id).toBe('c-1');
  });

  it('forgets a campaign paid meanwhile and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'This campaign has been paid for.' })),
    );
    let created: { id: string; fingerprint: string } | null = { id: 'c-1', fingerprint: 'older' };
    const base = draft();
    const run = submitCampaign({
      draft: { ...base, upload: { ...base.upload, createdCampaign: created } },
      files: {},
      contacts,
      deliveryDate: '2030-01-10',
      onCreated: (c) => {
        created = c;
      },
    });
    await expect(run).rejects.toEqual(new SubmitError('This campaign has been paid for.'));
    expect(created).toBeNull();
  });

  it('says what failed: the server message, else the spec fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const run = submitCampaign({
      draft: draft(),
      files: {},
      contacts,
      deliveryDate: '2030-01-10',
      onCreated: () => {},
    });
    await expect(run).rejects.toEqual(new SubmitError('Please try again.'));
  });
});
