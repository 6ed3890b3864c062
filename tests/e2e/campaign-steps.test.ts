import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { createCampaignByApi, payCampaignByApi } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';
import { signInAsStaff } from '../support/staff-steps';

/**
 * Issue 22 §5 in the back office: a status change is confirmed in a dialog that says who is told what, a
 * step back asks for the reason the customer reads, and "Keep …" changes nothing.
 */
// A busy machine starts the server slowly.
const { server, browser, smtp } = startSiteWithMailForTest({ server: { startSeconds: 240 } });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('campaign status steps in the back office', () => {
  it('confirms a forward step, names who is told, and asks the reason of a step back', async () => {
    const name = 'Lakeside Vet reminders';
    const email = 'owner@lakeside-vet.test';
    const templates = await callApi(server, listTemplates, {});
    const id = await createCampaignByApi(
      server.url,
      { name, message: 'Hi {{first_name}}, Rex is due for a check-up!', templateId: templates[0]!.id },
      [{ name: 'Ada Lovelace', address: '12 Analytical Way', city: 'Boston', state: 'MA', zipCode: '02108' }],
    );
    await payCampaignByApi(server.url, id, email);

    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    const row = page.getByRole('row').filter({ hasText: name });
    expect(await row.textContent()).toContain('Pending');

    // Forward: nothing happens until it is confirmed; the dialog says who hears what.
    await choose(page, `Status of ${name}`, 'Processing');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const said = await dialog.textContent();
    expect(said).toContain(`Move ${name} to Processing?`);
    expect(said).toContain(`The customer (${email}) is e-mailed that their notes are in production`);
    expect(said).toContain('can no longer cancel the order themselves');
    // Focus starts on the safe choice, which changes nothing.
    await dialog.getByRole('button', { name: 'Keep Pending' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.textContent()).toContain('Pending');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.subject.includes('in production'))).toEqual([]);

    await choose(page, `Status of ${name}`, 'Processing');
    await dialog.getByRole('button', { name: 'Move to Processing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Processing');
    await smtp.waitFor((m) => m.subject.includes('is in production') && m.to.includes(email));

    // Back: needs the reason the customer reads.
    await choose(page, `Status of ${name}`, 'Pending');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'is e-mailed that the order is back in review, with your reason',
    );
    await dialog.getByRole('button', { name: 'Step back to Pending' }).click();
    await dialog.getByText('Say why the campaign steps back: the customer is told.').waitFor();
    const reason = 'Started by mistake; the artwork is still being checked.';
    await dialog.getByLabel(/Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Step back to Pending' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Pending');
    const mail = await smtp.waitFor((m) => m.subject.includes('is back in review') && m.to.includes(email));
    expect(mail.text).toContain(reason);

    // The list offers only the steps the rule allows: never back to draft.
    await page.getByRole('combobox', { name: `Status of ${name}` }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Pending', 'Processing', 'Completed', 'Cancelled']);
    await page.keyboard.press('Escape');
  });
});
