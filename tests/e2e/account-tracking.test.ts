import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrivalWindow } from '../../src/shared/arrival-window';
import { formatDeliveryDate } from '../../src/shared/order';
import { screenshot, signInByEmailLink } from '../support/account-steps';
import { createCampaignByApi, LATER_DELIVERY_DATE, payCampaignByApi } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';
import { signInAsStaff } from '../support/staff-steps';

/*
 * Status that reaches the customer (issue 12 §3): staff mark a paid campaign written, then mailed, in the
 * back office; the customer's order page and inbox follow, with the expected arrival window.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'dana.whitfield@cedarclinic.test';
const NAME = 'Cedar Clinic welcome notes';
const shot = (page: Page, name: string) => screenshot(page, 'account-tracking', name);

/** In the open expanded row: the whole campaign marked `stage`, confirmed in the dialog. */
async function markWholeCampaign(page: Page, stage: 'written' | 'mailed') {
  expect(await page.getByRole('radio', { name: /The whole campaign \(3 notes\)/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: `Mark ${stage}…` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark all 3 notes ${stage}?` });
  await dialog.getByRole('button', { name: `Mark ${stage}`, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const steps = (page: Page) =>
  page.getByRole('region', { name: 'Where your order is' }).getByRole('listitem').allTextContents();

describe('order tracking in Chromium', () => {
  it("shows staff's written and mailed marks on the customer's timeline and in their inbox", async () => {
    const campaignId = await createCampaignByApi(
      server.url,
      { name: NAME, message: 'Dear {{first_name}}, welcome to Cedar Clinic.', templateId: 1 },
      [1, 2, 3].map((n) => ({
        name: `Sam Patient ${n}`,
        address: `${n} Cedar Ln`,
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      })),
    );
    await payCampaignByApi(server.url, campaignId, EMAIL);

    // The customer signs in from the e-mailed link and opens the order: written and mailed are still ahead.
    const customer = await browser.newPage();
    await signInByEmailLink(customer, server.url, smtp, EMAIL);
    await customer
      .getByRole('list', { name: 'Your orders' })
      .getByRole('link', { name: new RegExp(NAME) })
      .click();
    await customer.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = customer.url();
    const heading = customer.getByRole('heading', { name: /^Order #\d+/ });
    const reference = (await heading.textContent())!.match(/#\d+/)![0];
    await expect
      .poll(() => steps(customer))
      .toEqual([
        expect.stringContaining('Paid, done'),
        expect.stringContaining('In review, in progress'),
        expect.stringContaining('In production, upcoming'),
        expect.stringContaining('Written, upcoming'),
        expect.stringContaining('Mailed, upcoming'),
      ]);

    // Staff, in their own browser, mark the whole campaign written, then mailed.
    const staff = await browser.newPage();
    await signInAsStaff(staff, server.url);
    const row = staff.getByRole('row').filter({ hasText: NAME }).first();
    await row.getByRole('button', { name: new RegExp(NAME) }).click();
    await staff.getByText('Written 0 of 3').waitFor();
    await markWholeCampaign(staff, 'written');
    await staff.getByText('Written 3 of 3').waitFor();
    expect(await staff.getByText('Mailed 0 of 3').count()).toBe(1);
    await markWholeCampaign(staff, 'mailed');
    await staff.getByText('Mailed 3 of 3').waitFor();
    const mailedOn = new Date().toISOString().slice(0, 10);
    await expect.poll(() => row.getByRole('cell').allTextContents()).toContainEqual('Completed');
    const history = staff.getByRole('table', { name: /Status history/ });
    await history.getByRole('row').filter({ hasText: 'Marked mailed' }).waitFor();
    expect(await history.getByRole('cell', { name: 'Processing → Completed' }).count()).toBe(1);
    await shot(staff, 'staff-marked-1280');
    await staff.context().close();

    // The customer's page, read again, shows both steps done and when the notes should arrive.
    const window = arrivalWindow({ deliveryDate: LATER_DELIVERY_DATE, mailedOn })!;
    await customer.reload();
    await expect
      .poll(() => steps(customer))
      .toEqual([
        expect.stringContaining('Paid, done'),
        expect.stringContaining('In review, done'),
        expect.stringContaining('In production, done'),
        expect.stringContaining('Written, done'),
        expect.stringContaining('Mailed, done'),
      ]);
    const short = (day: string) => format(parseISO(day), 'MMM d, yyyy');
    expect(await customer.getByRole('region', { name: 'Where your order is' }).textContent()).toContain(
      `Expected to arrive between ${short(window.from)} and ${short(window.to)}.`,
    );
    expect(await heading.textContent()).toContain('Mailed');
    const customerHistory = await customer.getByRole('region', { name: 'Status history' }).textContent();
    expect(customerHistory).toContain('Notes written');
    expect(customerHistory).toContain('Notes mailed');
    expect(customerHistory).toContain('Quillpost team');
    await shot(customer, 'order-mailed-1280');
    await customer.setViewportSize({ width: 375, height: 812 });
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(customer, 'order-mailed-375');

    // The inbox: "in production" once, then "in the mail" with the same window, each linking to the order.
    const mine = (m: { to: string[]; subject: string }) =>
      m.to.includes(EMAIL) && m.subject.includes(reference);
    const production = await smtp.waitFor((m) => mine(m) && m.subject.endsWith('is in production'));
    expect(production.text).toContain(orderUrl);
    const mailed = await smtp.waitFor((m) => mine(m) && m.subject.endsWith('is in the mail'));
    expect(mailed.text).toContain('All 3 handwritten notes from your campaign');
    expect(mailed.text).toContain(
      `should arrive between ${formatDeliveryDate(window.from)} and ${formatDeliveryDate(window.to)}`,
    );
    expect(mailed.text).toContain(orderUrl);
    expect(smtp.messages.filter((m) => mine(m) && m.subject.endsWith('is in production'))).toHaveLength(1);
  });
});
