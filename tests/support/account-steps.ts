import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../src/server/config';
import type { ReceivedMail } from './smtp';

type Inbox = {
  messages: ReceivedMail[];
  waitFor(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail>;
};

const SIGN_IN_LINK = /http:\/\/127\.0\.0\.1:\d+\/account\/verify\?token=[^\s]+/;

/** The sign-in link of an e-mail (`http://127.0.0.1:<port>/account/verify?token=…`). */
export function signInLinkIn(mail: ReceivedMail): string {
  const link = SIGN_IN_LINK.exec(mail.text)?.[0];
  if (!link) throw new Error(`No sign-in link in: ${mail.text}`);
  return link;
}

/**
 * Opens an e-mailed sign-in link in the browser that asked for it and confirms it: the page names the
 * address on its button and signs in only when pressed. Lands on the account (or the link's `next`).
 */
export async function followSignInLink(page: Page, origin: string, link: string, email: string) {
  await page.goto(link);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await page.waitForURL(`${origin}/account`);
}

/**
 * Signs `email` in as a customer does: asks for a link on /account, follows the newest link e-mailed to
 * that address, confirms it, and lands on the order list.
 */
export async function signInByEmailLink(page: Page, origin: string, inbox: Inbox, email: string) {
  const isLink = (m: ReceivedMail) => m.to.includes(email) && m.subject.includes('sign-in link');
  const before = new Set(inbox.messages.filter(isLink));
  await page.goto(`${origin}/account`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  const mail = await inbox.waitFor((m) => isLink(m) && !before.has(m));
  await followSignInLink(page, origin, signInLinkIn(mail), email);
}

/**
 * Saves a contact list through the account's API from the signed-in page (its cookie, its origin), as the
 * saved-lists page does, and answers the HTTP status (201 when kept).
 */
export function saveListFromPage(page: Page, list: object): Promise<number> {
  return page.evaluate(async (body) => {
    const res = await fetch('/api/account/lists', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  }, list);
}

/**
 * A screenshot in test-results/, named `<prefix>-<name>.png`: the full page unless `fullPage` is false (an
 * open dialog is what the viewport shows). Taken from the top: in a scrolled page's full capture, fixed
 * elements kept just above the viewport (the skip link) would show mid-page.
 */
export async function screenshot(page: Page, prefix: string, name: string, fullPage = true) {
  const dir = path.join(REPO_ROOT, 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${prefix}-${name}.png`), fullPage });
}
