import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { API_KEY_PATTERN } from '../../src/shared/api-keys';
import { v1CreateCampaign } from '../../src/shared/contracts/v1/create-campaign';
import { WEBHOOK_SECRET_PATTERN } from '../../src/shared/webhooks';
import {
  EXAMPLE_RECIPIENTS,
  exampleCampaign,
  exampleDeliveryDate,
} from '../../src/web/features/api-keys/quick-start-commands';
import { screenshot, signInByEmailLink } from '../support/account-steps';
import { listeningAddress } from '../support/listening-address';
import { startSiteWithMailForTest } from '../support/site-with-mail';
import { verifyLikeTheReadme } from '../support/verify-webhook';

/*
 * The Developers page (issue 14 §1, §6, §7) as a customer uses it: a test key shown once, the quick start
 * with that key filled in and followed, its signed webhooks on a loopback receiver and in the delivery log,
 * revoking the key; at 1280 and 375 px.
 */

/** Where the endpoint points: a real HTTP listener on loopback, as a customer's receiver would be. */
let receiver: ReturnType<typeof createServer>;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${listeningAddress(receiver).port}/quillpost-events`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});
// The receiver is plain http on loopback: the tests' and developers' setting allows it.
const { server, browser, smtp } = startSiteWithMailForTest({
  server: { env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } },
});

const EMAIL = 'dev.ops@harborlight.test';

/** The status a call with this key answers: `GET /v1/templates` is 200 while the key works, 401 once revoked. */
async function statusWithKey(
  key: string,
  request: { method?: 'GET' | 'POST'; path?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const response = await fetch(`${server.url}${request.path ?? '/v1/templates?limit=1'}`, {
    method: request.method ?? 'GET',
    headers: { Authorization: `Bearer ${key}`, ...request.headers },
  });
  return response.status;
}

/**
 * The quick start's calls with the bodies its curl commands send, as a customer's script makes them: create a
 * campaign, add a recipient, read the proofs, submit, advance. Resolves with the campaign's id.
 */
async function followQuickStart(key: string): Promise<string> {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const answer: unknown = await response.json();
    return answer;
  };
  const { id } = v1CreateCampaign.response.parse(
    await call('POST', '/v1/campaigns', exampleCampaign(exampleDeliveryDate())),
  );
  await call('POST', `/v1/campaigns/${id}/recipients`, EXAMPLE_RECIPIENTS);
  await call('GET', `/v1/campaigns/${id}/proofs`);
  await call('POST', `/v1/campaigns/${id}/submit`, undefined, { 'Idempotency-Key': `submit-${id}` });
  await call('POST', `/v1/test/campaigns/${id}/advance`);
  return id;
}

/**
 * Both widths of the page as it is now (or of one `part` of it), into test-results/developers-<name>-<width>.png.
 * `atPhoneWidth` runs while the page is 375 px wide.
 */
async function shots(page: Page, name: string, part?: Locator, atPhoneWidth?: () => Promise<void>) {
  const take = async (width: number) => {
    if (!part) return screenshot(page, 'developers', `${name}-${width}`);
    // Cut from the whole page taken from the top, so the sticky site header does not cover the part.
    await page.evaluate(() => window.scrollTo(0, 0));
    const clip = (await part.boundingBox()) ?? undefined;
    await page.screenshot({
      path: path.join(REPO_ROOT, 'test-results', `developers-${name}-${width}.png`),
      fullPage: true,
      clip,
    });
  };
  await take(1280);
  await page.setViewportSize({ width: 375, height: 812 });
  // The page never scrolls sideways at phone width: long commands scroll inside their code blocks.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await atPhoneWidth?.();
  await take(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A request's row header: the request line, then (with nothing between) the Request-Id it was answered under. */
const requestHeader = (within: Locator | Page, request: string) =>
  within.getByRole('rowheader', {
    name: new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Request-Id req_[0-9a-f]{24}$`),
  });

/** The texts of a request's cells in the Recent requests table: time, status, error, duration, key. */
async function requestCells(log: Locator, request: string): Promise<string[]> {
  const row = log.getByRole('row').filter({ has: requestHeader(log.page(), request) });
  return row.first().getByRole('cell').allTextContents();
}

describe('the Developers page in Chromium', () => {
  it('makes a test key shown once, follows the quick start with it to signed webhooks, and revokes it', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInByEmailLink(page, server.url, smtp, EMAIL);
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Developers' })
      .click();
    await page.waitForURL(`${server.url}/account/developers`);
    await page.getByText('No API keys yet.').waitFor();
    const setup = page.getByRole('figure', { name: /^Set up your shell/ });
    expect(await setup.textContent()).toContain(`export QP=${server.url}`);
    expect(await setup.textContent()).toContain('export QP_KEY=qp_test_YOUR_KEY');

    // A test key: shown once, in a panel that takes focus, copied with an announcement.
    await page.getByLabel('Key name').fill('HubSpot workflow');
    await page.getByRole('button', { name: 'Create key' }).click();
    const panel = page.getByRole('region', { name: 'Your new key “HubSpot workflow”' });
    await panel.waitFor();
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    const key = await panel.getByLabel('API key').inputValue();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith('qp_test_')).toBe(true);
    expect(await panel.textContent()).toContain('you will not see it again');
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByText('API key copied to the clipboard.').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The quick start uses it while it is on screen, with this site's origin.
    expect(await setup.textContent()).toContain(`export QP_KEY=${key}`);
    await shots(page, 'new-key');

    // Put away, the key is gone from the page for good: only its prefix is listed.
    await panel.getByRole('button', { name: 'I have saved it' }).click();
    await panel.waitFor({ state: 'detached' });
    // Keyboard focus stays in the section (on the form, ready for another key), not back at the page's top.
    expect(await page.getByLabel('Key name').evaluate((el) => el === document.activeElement)).toBe(true);
    const keys = page.getByRole('list', { name: 'Your API keys' });
    const row = keys.getByRole('listitem').filter({ hasText: 'HubSpot workflow' });
    expect(await row.textContent()).toContain(`${key.slice(0, 12)}`);
    expect(await page.content()).not.toContain(key);
    expect(await setup.textContent()).toContain('export QP_KEY=qp_test_YOUR_KEY');

    // A webhook endpoint on the loopback receiver: its signing secret shown once, then the endpoint listed.
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretPanel = page.getByRole('region', { name: `Signing secret for ${receiverUrl}` });
    const secret = await secretPanel.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    await secretPanel.getByRole('button', { name: 'I have saved it' }).click();
    const endpoint = page
      .getByRole('list', { name: 'Your webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: receiverUrl });
    expect(await endpoint.textContent()).toContain('test');

    // The quick start, followed with the key: the receiver gets the campaign's events, signed with the secret.
    const campaignId = await followQuickStart(key);
    const statusChange = () =>
      received.find((r) => r.body.includes('"campaign.status_changed"') && r.body.includes(campaignId));
    await expect.poll(statusChange).toBeDefined();
    const delivery = statusChange()!;
    const event = verifyLikeTheReadme(secret, delivery.body, delivery.headers);
    expect(event.livemode).toBe(false);

    // …and the endpoint's delivery log on the page says they arrived.
    await endpoint.getByRole('button', { name: 'Recent deliveries' }).click();
    const log = endpoint.getByRole('list', { name: 'Recent deliveries' });
    await log.getByRole('listitem').filter({ hasText: 'campaign.status_changed' }).first().waitFor();
    expect(await log.textContent()).toContain('delivered');
    await shots(page, 'page');

    // Every call the quick start made is in Recent requests with its outcome, and so are a refused one and a
    // replay.
    const unknownCampaign = `/v1/campaigns/${randomUUID()}`;
    expect(await statusWithKey(key, { path: unknownCampaign })).toBe(404);
    const submit = `/v1/campaigns/${campaignId}/submit`;
    const again = {
      method: 'POST',
      path: submit,
      headers: { 'Idempotency-Key': `submit-${campaignId}` },
    } as const;
    expect(await statusWithKey(key, again)).toBe(200);
    const recent = page.getByRole('region', { name: 'Recent requests' });
    await recent.getByRole('button', { name: 'Refresh' }).click();
    const requests = recent.getByRole('table', { name: 'Your latest test requests, newest first' });
    await requestHeader(requests, `GET ${unknownCampaign}`).waitFor();
    expect((await requestCells(requests, 'POST /v1/campaigns')).slice(1, 3)).toEqual(['201, succeeded', '']);
    expect((await requestCells(requests, `GET /v1/campaigns/${campaignId}/proofs`))[1]).toBe(
      '200, succeeded',
    );
    expect((await requestCells(requests, `GET ${unknownCampaign}`)).slice(1, 3)).toEqual([
      '404, refused',
      'not_found',
    ]);
    const submits = requests.getByRole('rowheader', { name: new RegExp(`^POST ${submit}`) });
    expect(await submits.allTextContents()).toEqual([
      expect.stringMatching(
        new RegExp(`^POST ${submit}replayedIdempotency-Key submit-${campaignId}Request-Id req_[0-9a-f]{24}$`),
      ),
      expect.stringMatching(new RegExp(`^POST ${submit}Idempotency-Key submit-${campaignId}Request-Id req_`)),
    ]);
    await shots(page, 'requests', recent, async () => {
      const list = recent.getByRole('list', { name: 'Your latest test requests, newest first' });
      await list.getByRole('listitem').filter({ hasText: 'not_found' }).waitFor();
      expect(await requests.isVisible()).toBe(false);
    });
    await recent.getByRole('tab', { name: 'Live' }).click();
    await recent.getByText('No requests yet with your live keys.').waitFor();

    // Revoked, the key is refused from then on.
    await row.getByRole('button', { name: 'Revoke HubSpot workflow' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke “HubSpot workflow”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await row.getByText('revoked', { exact: true }).waitFor();
    expect(await statusWithKey(key)).toBe(401);
  });
});
