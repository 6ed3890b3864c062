import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { TEST_CARDS } from '../../src/shared/payments';
import { followSignInLink, signInLinkIn } from '../support/account-steps';
import { createCampaignByApi, fillCard } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * My orders (issue 12 §1–2), driven as a customer would: a guest order, "Track this order", the e-mailed
 * sign-in link, the order list and the order's page at phone and desktop widths.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'rosa.delgado@harborlight.test';
const SHOTS = path.join(REPO_ROOT, 'test-results');

/** A screenshot in test-results/: the full page, or (an open dialog) what the viewport shows. */
async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `account-orders-${name}.png`), fullPage });
}

/** A guest pays a two-contact campaign at checkout and lands on its confirmation; resolves with its reference. */
async function guestOrder(page: Page): Promise<string> {
  const campaignId = await createCampaignByApi(
    server.url,
    {
      name: 'Harbor Light thank-yous',
      message: 'Dear {{first_name}}, thank you for sailing with us.',
      templateId: 1,
    },
    [
      { name: 'Nora Quinn', address: '14 Wharf St', city: 'Portland', state: 'ME', zipCode: '04101' },
      { name: 'Eli Brandt', address: '220 Pine Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    ],
  );
  await page.goto(`${server.url}/checkout/${campaignId}`);
  await page.getByLabel('Email Address').fill(EMAIL);
  await fillCard(page, TEST_CARDS.success);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
  const info = page.getByRole('region', { name: 'Order Information' });
  await expect.poll(() => info.textContent()).toMatch(/#\d{4,}/);
  return (await info.textContent())!.match(/#\d{4,}/)![0];
}

describe('my orders in Chromium', () => {
  it('tracks a guest order from the confirmation through the e-mailed sign-in link to its timeline', async () => {
    const page = await browser.newPage();
    const reference = await guestOrder(page);

    // The confirmation e-mail offers the same "Track this order" link as the page.
    const confirmation = await smtp.waitFor((m) => m.subject.includes(reference));
    expect(confirmation.text).toContain(`${server.url}/account?email=${encodeURIComponent(EMAIL)}`);

    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/account\?email=/);
    const email = page.getByLabel('E-mail address');
    expect(await email.inputValue()).toBe(EMAIL);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject.includes('sign-in link'));
    const link = signInLinkIn(mail);

    // Opened in another browser (someone forwarded it, or planted it), the link signs nobody in there.
    const elsewhere = await browser.newPage({ width: 375, height: 812 });
    await elsewhere.goto(link);
    await elsewhere.getByText('Open the link in the browser where you asked for it').waitFor();
    expect(await elsewhere.getByRole('button', { name: 'E-mail me a sign-in link' }).isVisible()).toBe(true);
    await shot(elsewhere, 'verify-other-browser-375');

    // Where it was asked for, opening it spends nothing: the page names the address and waits for a press.
    await page.goto(link);
    const confirm = page.getByRole('button', { name: `Sign in as ${EMAIL}` });
    await confirm.waitFor();
    await shot(page, 'verify-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'verify-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/account`);

    // The list: the order with its reference, name, badge, amount and the signed-in address.
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.waitFor();
    const row = orders.getByRole('link', { name: new RegExp(reference) });
    expect(await row.textContent()).toContain('Harbor Light thank-yous');
    expect(await row.textContent()).toContain('In review');
    expect(await page.getByText(EMAIL).isVisible()).toBe(true);
    await shot(page, 'list-1280');

    await row.click();
    await page.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    const timeline = page.getByRole('region', { name: 'Where your order is' });
    await timeline.waitFor();
    const steps = timeline.getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining('Paid, done'),
      expect.stringContaining('In review'),
      expect.stringContaining('In production, upcoming'),
      expect.stringContaining('Written, upcoming'),
      expect.stringContaining('Mailed, upcoming'),
    ]);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    expect(await receipt.textContent()).toContain(reference);
    expect(await receipt.textContent()).toContain('$');
    expect(await page.getByRole('region', { name: 'Status history' }).textContent()).toContain(
      'Payment received',
    );
    await shot(page, 'order-1280');

    // At phone width: the same page, and the header's menu leads back to the account.
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'order-375');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot(page, 'menu-375');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${server.url}/account`);
    await orders.waitFor();
    await shot(page, 'list-375');

    // The link worked once: following it again asks for a new one.
    await page.goto(link);
    await page.getByText('has already been used').waitFor();
    expect(await page.getByRole('button', { name: 'E-mail me a sign-in link' }).isVisible()).toBe(true);
  });

  it('cancels an order that has not started production, with a refund, and says so', async () => {
    const page = await browser.newPage();
    const reference = await guestOrder(page);
    await page.goto(`${server.url}/account?email=${encodeURIComponent(EMAIL)}`);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const mails = () =>
      smtp.messages.filter((m) => m.to.includes(EMAIL) && m.subject.includes('sign-in link'));
    await expect.poll(() => mails().length).toBe(2);
    await followSignInLink(page, server.url, signInLinkIn(mails()[1]!), EMAIL);
    await page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('link', { name: new RegExp(reference) })
      .click();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order ${reference}?` });
    expect(await dialog.textContent()).toMatch(/refund \$\d/);
    await shot(page, 'cancel-1280');
    await dialog.getByRole('button', { name: /^Cancel and refund \$/ }).click();
    await page.getByText('This order was cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Receipt' }).textContent()).toContain('Refunded');
    await shot(page, 'cancelled-1280');
    // Printed, the receipt stands alone: no site header, footer or account navigation.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').first().isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Status history' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Receipt' }).isVisible()).toBe(true);
    await shot(page, 'receipt-print');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 375, height: 812 });

    // Reorder: a new delivery date on the upload step's calendar, then checkout for the new draft.
    await page.getByRole('button', { name: 'Reorder' }).click();
    const reorder = page.getByRole('dialog', { name: 'Order these cards again' });
    await reorder.getByRole('button', { name: 'Continue to checkout' }).click();
    await reorder.getByText('Choose a delivery date.').waitFor();
    await reorder.getByRole('button', { name: 'As Soon As Possible' }).click();
    await shot(page, 'reorder-375');
    await reorder.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);

    // Another order id (or a made-up one) is not found.
    await page.goto(`${server.url}/account/orders/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();

    // Sign out everywhere (Your data), with the keyboard: this browser is signed out too.
    await page.goto(`${server.url}/account/data`);
    await page.getByRole('heading', { name: 'Signed-in browsers' }).waitFor();
    await shot(page, 'data-375');
    // The dialog's screenshot shows it where it settles, not mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.waitFor();
    await shot(page, 'sign-out-everywhere-375', false);
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/account/data`);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
  });
});
