import { addDays } from 'date-fns/addDays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates } from '../../src/server/db/schema';
import type { TCampaign } from '../../src/shared/campaign';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import { PARAGRAPHS, prose } from '../fixtures/card-prose';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * One limit the customer can see (issue 23 §6): a message the pen cannot fit on the card is refused where it is
 * written (creation, edit, /v1), with the fit rule's words, never accepted and then refused at upload.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
/** A seeded two-sided template whose back is ruled: fewer lines than the plain back. */
let ruled: typeof designTemplates.$inferSelect;

const FIT_REFUSAL =
  /^Your message does not fit on the card in Casual Notes, even in the smallest handwriting, with long merge values such as “Christopher” for \{\{first_name\}\}\. Shorten it by about \d+ characters or remove a blank line/;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Long thank-yous',
  message: `Dear {{first_name}},\n\n${PARAGRAPHS}`.slice(0, 600),
  handwritingStyle: 'casual',
  designSource: 'upload',
  deliveryDate: nextBusinessDay(toCalendarDate(addDays(new Date(), 14))),
  ...overrides,
});

const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/campaigns', payload: body });
const count = async () => (await t.database.db.select({ id: campaigns.id }).from(campaigns)).length;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const all = await t.database.db.select().from(designTemplates);
  ruled = all.find((x) => x.twoSided && x.backLayout?.message.ruling)!;
  expect(ruled).toBeDefined();
});
afterAll(() => smtp.close());

describe('a message that cannot fit the card', () => {
  it('is refused at creation with the fit message, and nothing is created', async () => {
    const before = await count();
    const res = await create(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(FIT_REFUSAL);
    expect(await count()).toBe(before);
  });

  it('is judged on the chosen card: the same words fit the plain back but not a ruled template', async () => {
    const message = `Dear {{first_name}}, ${prose(480)}`;
    const plain = await create(payload({ message }));
    expect(plain.statusCode, plain.body).toBe(201);
    const onRules = await create(
      payload({ message, designSource: 'template', templateId: ruled.id, contactFields: [] }),
    );
    expect(onRules.statusCode).toBe(400);
    expect(onRules.json().message).toMatch(
      /^Your message does not fit on the card in Casual Notes, even in the smallest handwriting, with long merge values such as “Christopher” for \{\{first_name\}\}\. Shorten it by about \d+ characters\.$/,
    );
  });

  it('is refused when an edit writes it, and the campaign keeps its message', async () => {
    const made = await create(payload({ message: 'Dear {{first_name}},\n\nThank you!\n\nBest regards,' }));
    expect(made.statusCode, made.body).toBe(201);
    const campaign: TCampaign = made.json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      payload: { message: payload().message },
    });
    expect(res.statusCode).toBe(400);
    const said: string = res.json().message;
    expect(said.startsWith('Your changes were not saved. ')).toBe(true);
    expect(said.slice('Your changes were not saved. '.length)).toMatch(FIT_REFUSAL);
    const got = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(got.json().message).toBe(campaign.message);
  });

  it('is refused when an edit moves a message onto a card with less room', async () => {
    const made = await create(payload({ message: prose(480) }));
    expect(made.statusCode, made.body).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${made.json().id}`,
      payload: { designSource: 'template', templateId: ruled.id, contactFields: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Your message does not fit on the card in Casual Notes');
  });

  it('is refused by POST /v1/campaigns in the API error format', async () => {
    const customer = await v1Customer(t, smtp, 'fit@v1.test');
    const res = await v1Call(t, customer.test, 'POST', '/v1/campaigns', {
      name: 'Long thank-yous',
      message: payload().message,
      style: 'casual',
      template_id: ruled.id,
      delivery_date: v1DeliveryDate(),
    });
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error.message).toMatch(FIT_REFUSAL);
  });

  it('keeps the 600-character maximum beside it', async () => {
    const res = await create(payload({ message: 'x'.repeat(601) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Message too long! Please reduce character count.');
  });
});
