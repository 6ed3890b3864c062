import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailQueue } from '../../src/server/db/schema';
import { CONTACT_MESSAGES } from '../../src/shared/contact-message';
import { listContactMessages } from '../../src/shared/contracts/admin-contact-messages/list-contact-messages';
import type { ContractInput } from '../../src/shared/contracts/contract';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@whitfieldmotors.com',
  phone: '(555) 201-7788',
  company: 'Whitfield Motors',
  inquiryType: 'pricing',
  subject: 'Pricing for 2,000 service reminders',
  message: 'We send service reminders every quarter, about 2,000 each time. What would that cost?',
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ipCounter = 0;
/** Each test posts from its own address so the per-IP limit is tested only where it is meant to be. */
const post = (payload: object, ip = `203.0.113.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales@quillpost.test' });
});
afterAll(() => smtp.close());

describe('POST /api/contact', () => {
  it('stores the message and delivers it to sales over SMTP', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const mail = await smtp.waitFor((m) => m.subject.includes('Pricing for 2,000 service reminders'));
    expect(mail.to).toEqual(['sales@quillpost.test']);
    expect(mail.subject).toContain('[Pricing & Plans]');
    expect(mail.text).toContain('Dana Whitfield');
    expect(mail.text).toContain('What would that cost?');
    expect(mail.raw).toMatch(/Reply-To: dana@whitfieldmotors\.com/i);
    // Both parts, from one content: the branded HTML and its plain-text twin.
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.text).toContain('Inquiry type:     Pricing & Plans');
    expect(mail.html).toContain('New message from the Quillpost contact form');
    expect(mail.html).toContain('Whitfield Motors');
    expect(mail.html).toContain('What would that cost?');
    expect(mail.html).toMatch(/<a[^>]+href="http[^"]+\/privacy"/);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(row?.company).toBe('Whitfield Motors');
  });

  it.each([
    ['name', { name: 'D' }, CONTACT_MESSAGES.name],
    ['email', { email: 'dana-at-example' }, CONTACT_MESSAGES.email],
    ['subject', { subject: 'Hi' }, CONTACT_MESSAGES.subject],
    ['message', { message: 'Too short' }, CONTACT_MESSAGES.message],
    ['inquiryType', { inquiryType: 'sales' }, CONTACT_MESSAGES.inquiryType],
    ['missing name', { name: undefined }, CONTACT_MESSAGES.name],
  ])('rejects a bad %s with the spec message', async (_field, change, expected) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(expected);
  });

  it('gives a bot that fills the honeypot a success without storing or sending', async () => {
    const before = await t.database.db.select({ n: count() }).from(contactMessages);
    const res = await post({ ...valid, subject: 'Honeypot subject', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const after = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
    const queued = await t.database.db.select().from(mailQueue);
    expect(queued.some((m) => m.subject.includes('Honeypot subject'))).toBe(false);
  });

  it('allows 5 messages per IP in 10 minutes, then answers 429 with a message', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++)
      expect((await post({ ...valid, subject: `Rate limit ${i}` }, ip)).statusCode).toBe(200);
    const res = await post({ ...valid, subject: 'Rate limit 6' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again in \d+ minutes/i);
    expect((await post(valid, '198.51.100.78')).statusCode).toBe(200);
  });

  it('keeps the message and retries when the SMTP server refuses at first', async () => {
    await t.mail.kick();
    smtp.failNextDeliveries(1);
    const res = await post({ ...valid, subject: 'Retry after a refusal' });
    expect(res.statusCode).toBe(200);
    await t.mail.kick();
    const [queued] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.subject, '[Pricing & Plans] Retry after a refusal'));
    expect(queued?.status).toBe('pending');
    expect(queued?.attempts).toBe(1);
    expect(queued?.lastError).toMatch(/Mailbox temporarily unavailable/);
    // Make the retry due now instead of waiting out the back-off.
    await t.database.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailQueue.id, queued!.id));
    await t.mail.kick();
    await smtp.waitFor((m) => m.subject.includes('Retry after a refusal'));
    const [sent] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.id, queued!.id));
    expect(sent?.status).toBe('sent');
  });
});

describe('the back office Messages list', () => {
  let auth: Record<string, string>;
  let token: string;
  const list = (query: ContractInput<typeof listContactMessages>['query'] = {}) =>
    callApi(t, listContactMessages, { query }, { as: { bearer: token } });
  const setStatus = (id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      headers: auth,
      payload: { status },
    });

  beforeAll(async () => {
    token = await signIn(t.app);
    auth = bearer(token);
  });

  it('lists every stored message newest first, new until marked answered', async () => {
    const later = { ...valid, name: 'Sam Ortiz', email: 'sam@ortiz.example', subject: 'Demo for our team' };
    expect((await post(later)).statusCode).toBe(200);
    const page = await list();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toMatchObject({
      name: 'Sam Ortiz',
      email: 'sam@ortiz.example',
      subject: 'Demo for our team',
      inquiryType: 'pricing',
      message: valid.message,
      status: 'new',
      answeredAt: null,
    });
    expect(page.items.every((m) => m.status === 'new')).toBe(true);
  });

  it('marks a message answered, filters by status and searches, and can set it back to new', async () => {
    const [first] = (await list({ q: 'ortiz' })).items;
    expect(first?.name).toBe('Sam Ortiz');
    const res = await setStatus(first!.id, 'answered');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, status: 'answered' });
    expect(Date.parse(res.json().answeredAt)).toBeGreaterThan(Date.now() - 60_000);

    const answered = await list({ status: 'answered' });
    expect(answered.items.map((m) => m.id)).toEqual([first!.id]);
    const fresh = await list({ status: 'new' });
    expect(fresh.items.map((m) => m.id)).not.toContain(first!.id);

    const undo = await setStatus(first!.id, 'new');
    expect(undo.json()).toMatchObject({ status: 'new', answeredAt: null });
  });

  it('refuses an unknown status or message with a readable 4xx, and anyone without the token', async () => {
    const bad = await setStatus('3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c', 'done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of new, answered.');
    const missing = await setStatus('3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c', 'answered');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Message not found.');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(anonymous.statusCode).toBe(401);
  });
});
