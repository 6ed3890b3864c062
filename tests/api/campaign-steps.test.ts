import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, designTemplates } from '../../src/server/db/schema';
import type { TAccountOrder } from '../../src/shared/account-orders';
import {
  ALL_MAILED_NOT_CANCELLABLE,
  CANCELLED_IS_FINAL,
  NEVER_BACK_TO_DRAFT,
  STEP_BACK_REASON_REQUIRED,
} from '../../src/shared/campaign-steps';
import { signInAs } from '../support/account-session';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, markProgress, signIn } from './admin-helpers';

/**
 * Issue 22 §5: staff status changes go through the one step rule (campaign-steps.ts); a step back needs a
 * reason, tells the customer through the mail queue, and leaves their order page consistent.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let adminToken: string;
let templateId: number;
let customer: { email: string; cookie: string; id: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  adminToken = await signIn(t.app);
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  const email = 'dana@maple-dental.test';
  const cookie = await signInAs(t, smtp, email);
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  customer = { email, cookie, id: row!.id };
});
afterAll(() => smtp.close());

async function paidOrder(name: string) {
  const campaign = await insertCampaign(t.database.db, {
    notes: 3,
    accountId: customer.id,
    templateId,
    name,
  });
  const orderId = await payByTestCard(t, campaign.id, customer.email, customer.cookie);
  return { campaignId: campaign.id, orderId };
}

const setStatus = (campaignId: string, payload: { status: string; reason?: string }) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/campaigns/${campaignId}`,
    headers: bearer(adminToken),
    payload,
  });
const progress = (campaignId: string, payload: object) =>
  markProgress(t.app, adminToken, campaignId, payload);
const orderPage = async (orderId: string): Promise<TAccountOrder> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/account/orders/${orderId}`,
    headers: { cookie: customer.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const mailsAbout = (name: string) => smtp.messages.filter((m) => m.text.includes(name));

/** The badge (stage), the timeline's current step, the history's last campaign row and Cancel, together. */
function pageState(order: TAccountOrder) {
  const lastCampaignRow = order.history.filter((h) => h.subject === 'campaign').at(-1);
  return {
    campaignStatus: order.campaignStatus,
    stage: order.stage,
    current: order.timeline.find((s) => s.state === 'current')?.stage ?? null,
    reached: order.timeline.filter((s) => s.state !== 'upcoming').map((s) => s.stage),
    lastHistory: lastCampaignRow && [lastCampaignRow.status, lastCampaignRow.detail],
    canCancel: order.canCancel,
  };
}

describe('a staff step back', () => {
  it('needs a reason, tells the customer by e-mail, and leaves their page consistent', async () => {
    const name = 'Spring cleaning reminders';
    const { campaignId, orderId } = await paidOrder(name);
    expect(pageState(await orderPage(orderId))).toMatchObject({
      stage: 'in_review',
      current: 'in_review',
      canCancel: true,
    });

    // Forward: the customer is told "in production" and can no longer cancel.
    expect((await setStatus(campaignId, { status: 'processing' })).statusCode).toBe(200);
    await smtp.waitFor((m) => m.subject.includes('is in production') && m.text.includes(name));
    expect(pageState(await orderPage(orderId))).toMatchObject({
      campaignStatus: 'processing',
      stage: 'in_production',
      current: 'in_production',
      lastHistory: ['processing', null],
      canCancel: false,
    });

    // Back without a reason: refused, nothing changes, nobody is told.
    const before = mailsAbout(name).length;
    const bare = await setStatus(campaignId, { status: 'pending', reason: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ message: STEP_BACK_REASON_REQUIRED });
    expect((await orderPage(orderId)).campaignStatus).toBe('processing');

    // Back with a reason: the customer hears it, and badge, timeline, history and Cancel agree.
    const reason = 'Started by mistake: your artwork is still being checked.';
    const back = await setStatus(campaignId, { status: 'pending', reason });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().status).toBe('pending');
    const mail = await smtp.waitFor((m) => m.subject.includes('is back in review') && m.text.includes(name));
    expect(mail.to).toEqual([customer.email]);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('cancel it from your order page');
    expect(mailsAbout(name).length).toBe(before + 1);

    const page = await orderPage(orderId);
    expect(pageState(page)).toEqual({
      campaignStatus: 'pending',
      stage: 'in_review',
      current: 'in_review',
      reached: ['paid', 'in_review'],
      lastHistory: ['pending', reason],
      canCancel: true,
    });
    const stepBack = page.history.findLast((h) => h.subject === 'campaign');
    expect(stepBack).toMatchObject({ fromStatus: 'processing', status: 'pending', actor: 'staff' });

    // Forward again: told again (the last word they had was "back in review").
    expect((await setStatus(campaignId, { status: 'processing' })).statusCode).toBe(200);
    await smtp.waitFor(
      (m) =>
        m.subject.includes('is in production') &&
        m.text.includes(name) &&
        mailsAbout(name).length === before + 2,
    );
    const again = await orderPage(orderId);
    expect(pageState(again)).toMatchObject({
      stage: 'in_production',
      current: 'in_production',
      canCancel: false,
    });
    // The timeline shows when production last started, not the first (undone) start.
    const lastStart = again.history.findLast((h) => h.subject === 'campaign' && h.status === 'processing');
    expect(again.timeline[2]!.at).toBe(lastStart!.at);
  });

  it('never goes below what the notes prove, never to draft, and a cancelled campaign stays cancelled', async () => {
    const { campaignId, orderId } = await paidOrder('Open house thank-yous');
    expect((await setStatus(campaignId, { status: 'draft', reason: 'oops' })).json()).toEqual({
      message: NEVER_BACK_TO_DRAFT,
    });
    expect((await progress(campaignId, { stage: 'written', from: 1, to: 1 })).statusCode).toBe(200);
    const refused = await setStatus(campaignId, { status: 'pending', reason: 'Wrong batch' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 note of this campaign is already marked written, so it stays in production.',
    );
    expect(pageState(await orderPage(orderId))).toMatchObject({ stage: 'in_production', canCancel: false });

    // Every note mailed: completed, and it can neither be cancelled nor stepped back.
    expect((await progress(campaignId, { stage: 'mailed' })).statusCode).toBe(200);
    expect((await orderPage(orderId)).campaignStatus).toBe('completed');
    expect((await setStatus(campaignId, { status: 'cancelled' })).json()).toEqual({
      message: ALL_MAILED_NOT_CANCELLABLE,
    });
    expect((await setStatus(campaignId, { status: 'processing', reason: 'Recount' })).statusCode).toBe(409);

    const other = await paidOrder('Welcome cards');
    expect(
      (await setStatus(other.campaignId, { status: 'cancelled', reason: 'Duplicate order' })).statusCode,
    ).toBe(200);
    await smtp.waitFor((m) => m.subject.includes('has been cancelled') && m.text.includes('Duplicate order'));
    expect((await setStatus(other.campaignId, { status: 'pending', reason: 'Undo' })).json()).toEqual({
      message: CANCELLED_IS_FINAL,
    });
  });

  it('from completed back to production tells the customer, while not every note is mailed', async () => {
    const name = 'Holiday greetings';
    const { campaignId, orderId } = await paidOrder(name);
    expect((await setStatus(campaignId, { status: 'completed' })).statusCode).toBe(200);
    await smtp.waitFor((m) => m.subject.includes('is in the mail') && m.text.includes(name));
    expect((await orderPage(orderId)).stage).toBe('mailed');
    const reason = 'Marked mailed too early: the notes leave on Monday.';
    expect((await setStatus(campaignId, { status: 'processing', reason })).statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.subject.includes('is back in production') && m.text.includes(name),
    );
    expect(mail.text).toContain(reason);
    expect(pageState(await orderPage(orderId))).toMatchObject({
      campaignStatus: 'processing',
      stage: 'in_production',
      current: 'in_production',
      reached: ['paid', 'in_review', 'in_production'],
      lastHistory: ['processing', reason],
      canCancel: false,
    });
  });
});
