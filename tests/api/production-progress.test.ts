import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalWindow } from '../../src/shared/arrival-window';
import { listAdminCampaigns } from '../../src/shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../src/shared/contracts/admin-campaigns/list-campaign-history';
import { formatDeliveryDate } from '../../src/shared/order';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import type { ReceivedMail } from '../support/smtp';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, markProgress, signIn } from './admin-helpers';

/*
 * Staff mark notes written and mailed (issue 12 §3): ranges of manifest sequence numbers, validation, the
 * 409s, idempotency, and the e-mails a customer receives (here from a real SMTP peer on loopback).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  token = await signIn(t.app);
});
afterAll(() => smtp.close());

let customers = 0;
async function paidCampaign(notes: number) {
  const email = `customer${++customers}@brightsmile.test`;
  const campaign = await insertCampaign(t.database.db, { notes });
  const orderId = await payByTestCard(t, campaign.id, email);
  return { campaignId: campaign.id, orderId, email };
}

const progress = (id: string, payload: object) => markProgress(t.app, token, id, payload);
const patch = (id: string, status: string, reason?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/campaigns/${id}`,
    headers: bearer(token),
    payload: reason ? { status, reason } : { status },
  });
const notesRows = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/campaigns/${id}/history`,
    headers: bearer(token),
  });
  return listCampaignHistory.response
    .parse(res.json())
    .items.filter((r) => r.subject === 'notes')
    .map((r) => `${r.status}: ${r.detail}`);
};

/** Every status mail this customer received so far (the queue drained first), by subject. */
async function inbox(email: string): Promise<ReceivedMail[]> {
  await t.mail.kick();
  return smtp.messages.filter((m) => m.to.includes(email) && !/is confirmed/.test(m.subject));
}

describe('POST /api/admin/campaigns/:id/progress', () => {
  it('marks a range, then the rest, counting only newly marked notes, and completes the campaign', async () => {
    const { campaignId, orderId, email } = await paidCampaign(120);

    const first = await progress(campaignId, { stage: 'written', from: 1, to: 50 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'processing', writtenCount: 50, mailedCount: 0 });

    const overlap = await progress(campaignId, { stage: 'written', from: 41, to: 60 });
    expect(overlap.json()).toMatchObject({ writtenCount: 60, mailedCount: 0 });

    const batch = await progress(campaignId, { stage: 'mailed', from: 1, to: 30 });
    expect(batch.json()).toMatchObject({ status: 'processing', writtenCount: 60, mailedCount: 30 });

    const rest = await progress(campaignId, { stage: 'mailed' });
    expect(rest.json()).toMatchObject({ status: 'completed', writtenCount: 120, mailedCount: 120 });

    expect(await notesRows(campaignId)).toEqual([
      'written: Notes 1–50 of 120',
      'written: Notes 51–60 of 120',
      'mailed: Notes 1–30 of 120',
      'written: Notes 61–120 of 120',
      'mailed: Notes 31–120 of 120',
    ]);

    const mails = await inbox(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is in production$/),
      expect.stringMatching(/is in the mail$/),
      expect.stringMatching(/is in the mail$/),
    ]);
    const track = `https://quillpost.test/account/orders/${orderId}`;
    for (const mail of mails) {
      expect(mail.text).toContain(`Track your order:\n${track}`);
      expect(mail.html).toContain(`href="${track}"`);
    }
    const window = arrivalWindow({ deliveryDate: null, mailedOn: new Date().toISOString().slice(0, 10) })!;
    const expected = `${formatDeliveryDate(window.from)} and ${formatDeliveryDate(window.to)}`;
    expect(mails[1]!.text).toContain('Notes 1–30 of 120 from your campaign');
    expect(mails[1]!.text).toContain(`should arrive between ${expected}`);
    expect(mails[2]!.text).toContain('Notes 31–120 of 120 from your campaign');
    expect(mails[2]!.html).toContain(formatDeliveryDate(window.to)!);
  });

  it('marks the whole campaign mailed at once, written included, with one e-mail saying all notes', async () => {
    const { campaignId, email } = await paidCampaign(3);
    const res = await progress(campaignId, { stage: 'mailed' });
    expect(res.json()).toMatchObject({ status: 'completed', writtenCount: 3, mailedCount: 3 });
    expect(await notesRows(campaignId)).toEqual(['written: Notes 1–3 of 3', 'mailed: Notes 1–3 of 3']);
    const mails = await inbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('All 3 handwritten notes from your campaign');
  });

  it('changes nothing and mails nothing for notes already marked', async () => {
    const { campaignId, email } = await paidCampaign(5);
    await progress(campaignId, { stage: 'mailed', from: 2, to: 3 });
    const before = (await inbox(email)).length;
    for (const payload of [
      { stage: 'mailed', from: 2, to: 3 },
      { stage: 'written', from: 2, to: 2 },
    ]) {
      const again = await progress(campaignId, payload);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ writtenCount: 2, mailedCount: 2 });
    }
    expect(await notesRows(campaignId)).toEqual(['written: Notes 2–3 of 5', 'mailed: Notes 2–3 of 5']);
    expect(await inbox(email)).toHaveLength(before);
  });

  it('says how many notes were new when a range had some marked already', async () => {
    const { campaignId } = await paidCampaign(10);
    await progress(campaignId, { stage: 'written', from: 4, to: 6 });
    await progress(campaignId, { stage: 'written', from: 1, to: 10 });
    await progress(campaignId, { stage: 'written', from: 7, to: 7 });
    expect(await notesRows(campaignId)).toEqual([
      'written: Notes 4–6 of 10',
      'written: 7 notes in 1–10 of 10',
    ]);
  });

  it.each([
    [{ stage: 'written', from: 5, to: 2 }, 'The range must start at or before its end (from ≤ to).'],
    [{ stage: 'written', from: 1, to: 11 }, "The range must lie within the campaign's notes, 1 to 10."],
    [{ stage: 'written', from: 0, to: 3 }, 'Sequence numbers are whole numbers from 1.'],
    [{ stage: 'written', from: 1.5, to: 3 }, 'Sequence numbers are whole numbers from 1.'],
    [
      { stage: 'written', from: 3 },
      'Give both ends of the range (from and to), or neither for the whole campaign.',
    ],
    [{ stage: 'printed' }, 'Stage must be written or mailed.'],
  ])('refuses %j with 400 and a readable message', async (payload, message) => {
    const { campaignId } = await paidCampaign(10);
    const res = await progress(campaignId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await progress(campaignId, { stage: 'written', from: 1, to: 1 })).json().writtenCount).toBe(1);
  });

  it('answers 409 for a campaign not paid or cancelled, and 404 for an unknown one', async () => {
    const unpaid = await insertCampaign(t.database.db, { notes: 2, status: 'pending' });
    const res = await progress(unpaid.id, { stage: 'written' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paid/);

    const { campaignId, email } = await paidCampaign(2);
    expect((await patch(campaignId, 'cancelled')).statusCode).toBe(200);
    const cancelled = await progress(campaignId, { stage: 'mailed' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/cancelled/);
    const row = await patch(campaignId, 'cancelled');
    expect(row.json()).toMatchObject({ writtenCount: 0, mailedCount: 0 });
    expect((await inbox(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/has been cancelled$/),
    ]);

    const unknown = await progress('3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c', { stage: 'written' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('status e-mails from staff status changes', () => {
  it('tells the customer each move: in production, back in review (with the reason), in production again', async () => {
    const { campaignId, email } = await paidCampaign(2);
    expect((await patch(campaignId, 'processing')).statusCode).toBe(200);
    // The same status again, or writing notes while in production, tells nothing new.
    expect((await patch(campaignId, 'processing')).statusCode).toBe(200);
    // A step back needs its reason (campaign-steps.ts), which the customer reads.
    expect((await patch(campaignId, 'pending')).statusCode).toBe(400);
    expect((await patch(campaignId, 'pending', 'Proof check not finished.')).statusCode).toBe(200);
    expect((await patch(campaignId, 'processing')).statusCode).toBe(200);
    await progress(campaignId, { stage: 'written' });
    const mails = await inbox(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is in production$/),
      expect.stringMatching(/is back in review$/),
      expect.stringMatching(/is in production$/),
    ]);
    expect(mails[0]!.text).toContain('is now in production');
    expect(mails[1]!.text).toContain('Proof check not finished.');
  });

  it('e-mails "cancelled" when staff cancel a paid order, once', async () => {
    const { campaignId, email } = await paidCampaign(2);
    await patch(campaignId, 'cancelled');
    await patch(campaignId, 'cancelled');
    const mails = await inbox(email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/has been cancelled$/)]);
    expect(mails[0]!.text).toContain('no notes will be written or mailed');
  });

  it('tells nobody about a draft staff cancel', async () => {
    const draft = await insertCampaign(t.database.db, { notes: 1, customerEmail: 'drafty@brightsmile.test' });
    expect((await patch(draft.id, 'cancelled')).statusCode).toBe(200);
    expect(await inbox('drafty@brightsmile.test')).toEqual([]);
  });
});

describe('the back office list', () => {
  it('shows written and mailed counts on each campaign row', async () => {
    const { campaignId } = await paidCampaign(4);
    await progress(campaignId, { stage: 'mailed', from: 1, to: 1 });
    await progress(campaignId, { stage: 'written', from: 2, to: 3 });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: bearer(token) });
    const row = listAdminCampaigns.response.parse(res.json()).items.find((c) => c.id === campaignId);
    expect(row).toMatchObject({ contactCount: 4, writtenCount: 3, mailedCount: 1 });
  });
});
