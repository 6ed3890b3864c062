import fs from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextBusinessDay } from '../../src/shared/delivery-date';
import { polylinesToPathData } from '../../src/shared/handwriting/note-svg';
import { ADDRESS_AREA, MESSAGE_AREA } from '../../src/shared/stationery';
import { startSiteForTest } from '../support/site-for-test';
import { signInAsStaff } from '../support/staff-steps';
import { strokesOfPath } from '../support/svg-strokes';
import { readZip } from '../support/zip-reader';

/*
 * Issue 11 §5 end to end: a customer pays for 30 notes; staff open the paid campaign in the back office, start
 * its production pack, watch the progress bar, and download a ZIP with one manifest row and one stroke file per
 * recipient, whose SVG for the first contact draws that contact's proof.
 */

const { server, browser } = startSiteForTest();

const NOTES = 30;

async function post(path: string, body: object) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json();
}

/** A campaign ordered and paid as the public site does it (test payment provider, card 4242…). */
async function paidCampaign(name: string): Promise<{ id: string; contactIds: string[] }> {
  const campaign = await post('/api/campaigns', {
    name,
    message: 'Hi {{first_name}}, thank you for a wonderful year with us. See you in the spring!',
    handwritingStyle: 'casual',
    designSource: 'upload',
    deliveryDate: nextBusinessDay(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)),
  });
  await post('/api/contacts/batch', {
    campaignId: campaign.id,
    contacts: Array.from({ length: NOTES }, (_, i) => ({
      name: `Customer ${i + 1} Smith`,
      address: `${100 + i} Maple Street`,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      customFields: { first_name: `Customer ${i + 1}` },
    })),
  });
  const intent = await post('/api/create-payment-intent', { campaignId: campaign.id });
  await post('/api/test-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    receiptEmail: 'owner@harbordental.test',
  });
  await post('/api/orders', {
    campaignId: campaign.id,
    paymentIntentId: intent.paymentIntentId,
    customerEmail: 'owner@harbordental.test',
  });
  const proofs = await (await fetch(`${server.url}/api/campaigns/${campaign.id}/proofs?pageSize=100`)).json();
  return { id: campaign.id, contactIds: proofs.items.map((p: { contactId: string }) => p.contactId) };
}

async function expand(page: Page, name: string) {
  const row = page.getByRole('row').filter({ hasText: name });
  const disclosure = row.getByRole('button', { name: new RegExp(name) });
  await disclosure.press('Enter');
  expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
}

describe('production pack in Chromium', () => {
  it('staff start a paid campaign’s pack, watch its progress and download the ZIP', async () => {
    const name = 'Harbor Dental spring thanks';
    const campaign = await paidCampaign(name);
    expect(campaign.contactIds).toHaveLength(NOTES);
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await expand(page, name);

    // Every state the progress bar shows is recorded: 30 notes take well under a second to write.
    await page.evaluate(() => {
      const seen: string[] = [];
      window.packProgress = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll(
          '[role="progressbar"][aria-label="Production pack progress"]',
        )) {
          const text = `${bar.getAttribute('aria-valuenow')}|${bar.getAttribute('aria-valuetext')}`;
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Start production pack' }).click();
    const download = page.getByRole('button', { name: 'Download production pack' });
    await download.waitFor();
    const seen = await page.evaluate(() => window.packProgress ?? []);
    expect(seen.length).toBeGreaterThan(0);
    for (const state of seen) expect(state).toMatch(/^(0\|Waiting to start…|\d+\|\d+ of 30 notes)$/);
    expect(await page.getByText(/30 notes · built/).isVisible()).toBe(true);

    // A reload finds the finished pack again (the server remembers it).
    await page.reload();
    await page.getByRole('tab', { name: 'Campaigns' }).waitFor();
    await expand(page, name);
    await download.waitFor();

    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^campaign-\d+-production-pack\.zip$/);
    const zip = await readZip(fs.readFileSync((await file.path())!));
    const manifest = Papa.parse<Record<string, string>>(
      zip
        .get('manifest.csv')!
        .toString('utf8')
        .replace(/^\ufeff/, ''),
      { header: true, skipEmptyLines: true },
    );
    expect(manifest.data).toHaveLength(NOTES);
    expect(manifest.data.map((r) => r.contact_id)).toEqual(campaign.contactIds);
    expect([...zip.keys()].filter((k) => k.startsWith('gcode/'))).toHaveLength(NOTES);

    // Contact 1's stroke files are its proof's ink: the proof draws them at the card's message and address areas.
    const proof = await (
      await fetch(`${server.url}/api/campaigns/${campaign.id}/proofs/${campaign.contactIds[0]}.svg`)
    ).text();
    const proofInk = /<path d="([^"]*)"[^>]*stroke-linecap="round"/.exec(proof)?.[1];
    const onCard = (file: string, area: { x: number; y: number }) =>
      polylinesToPathData(strokesOfPath(/<path d="([^"]*)"/.exec(zip.get(file)!.toString('utf8'))![1]!), [
        area.x,
        area.y,
      ]);
    expect(proofInk).toBe(
      onCard('notes/0001-message.svg', MESSAGE_AREA) + onCard('notes/0001-address.svg', ADDRESS_AREA),
    );
  });

  it('tells staff the pack is available once an unpaid campaign is paid', async () => {
    const name = 'Unpaid recall';
    await post('/api/campaigns', {
      name,
      message: 'Hello!',
      designSource: 'upload',
      deliveryDate: nextBusinessDay(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)),
    });
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await expand(page, name);
    expect(
      await page.getByText('The production pack is available once the campaign is paid.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Start production pack' }).count()).toBe(0);
  });
});
