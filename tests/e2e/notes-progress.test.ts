import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { TEST_CARDS } from '../../src/shared/payments';
import { callApi } from '../support/call-api';
import { createCampaignByApi } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';
import { signInAsStaff } from '../support/staff-steps';

const { server, browser, smtp } = startSiteWithMailForTest();

async function post(path: string, body: object) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A customer's three-note campaign, paid with the test provider's card. */
async function paidCampaign(name: string, email: string): Promise<void> {
  const templates = await callApi(server, listTemplates, {});
  const contact = (n: number) => ({
    name: `Pat Recipient ${n}`,
    address: `${n} Elm St`,
    city: 'Boston',
    state: 'MA',
    zipCode: '02108',
  });
  const campaignId = await createCampaignByApi(
    server.url,
    { name, message: 'Thank you for choosing us!', templateId: templates[0]!.id },
    [contact(1), contact(2), contact(3)],
  );
  const intent = await post('/api/create-payment-intent', { campaignId });
  await post('/api/test-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: { number: TEST_CARDS.success, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    receiptEmail: email,
  });
}

describe('staff mark notes in the back office', () => {
  it('marks a batch mailed with the keyboard, shows the progress and the history, and e-mails the customer', async () => {
    const name = 'Maple Dental thank-yous';
    await paidCampaign(name, 'office@mapledental.test');
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: new RegExp(name) }).press('Enter');
    await expect.poll(() => page.getByText('Written 0 of 3').count()).toBe(1);
    await page.getByRole('cell', { name: 'Draft → Pending' }).waitFor();

    await page.getByRole('radio', { name: /A batch of manifest sequence numbers/ }).check();
    await page.getByLabel('From').fill('3');
    await page.getByLabel('To').fill('2');
    await page.getByRole('button', { name: 'Mark mailed…' }).press('Enter');
    expect(await page.getByRole('alert').textContent()).toContain(
      'The range must start at or before its end',
    );

    await page.getByLabel('From').fill('1');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // Escape changes nothing and puts focus back where it was.
    await page.getByRole('button', { name: 'Mark mailed…' }).press('Enter');
    await expect.poll(focused).toBe('Cancel');
    const dialog = page.getByRole('alertdialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('Mark mailed…');
    expect(await page.getByText('Mailed 0 of 3').count()).toBe(1);
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('heading').textContent()).toBe('Mark notes 1–2 of 3 mailed?');
    await expect.poll(focused).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('Mark mailed…');

    await expect.poll(() => page.getByText('Mailed 2 of 3').count()).toBe(1);
    expect(await page.getByText('Written 2 of 3').count()).toBe(1);
    const history = page.getByRole('table', { name: /Status history/ });
    const mailedRow = history.getByRole('row').filter({ hasText: 'Marked mailed' });
    await mailedRow.waitFor();
    expect(await mailedRow.textContent()).toMatch(/Notes 1–2 of 3.*admin/);
    expect(await history.getByRole('cell', { name: 'Pending → Processing' }).count()).toBe(1);

    const mail = await smtp.waitFor(
      (m) => m.to.includes('office@mapledental.test') && /is in the mail/.test(m.subject),
    );
    expect(mail.text).toContain('Notes 1–2 of 3 from your campaign');
    expect(mail.text).toMatch(/should arrive between \w+day, /);
  });
});
