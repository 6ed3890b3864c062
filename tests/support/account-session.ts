import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_COOKIE, SIGN_IN_NONCE_COOKIE } from '../../src/shared/account';
import type { ReceivedMail } from './smtp';
import type { TestApp } from './test-app';

type Inbox = { waitFor(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail> };

/** The token of the newest sign-in link e-mailed to `email` (the link is `/account/verify?token=…`). */
export async function signInToken(inbox: Inbox, email: string, after = 0): Promise<string> {
  const seen = new Set<ReceivedMail>();
  let mail: ReceivedMail | undefined;
  for (let i = 0; i <= after; i++) {
    mail = await inbox.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('sign-in link') && !seen.has(m),
    );
    seen.add(mail);
  }
  const match = /\/account\/verify\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text);
  if (!match) throw new Error(`No sign-in link in: ${mail!.text}`);
  return decodeURIComponent(match[1]!);
}

/** `name=value` of the cookie an answer set, for a later request's Cookie header; throws when it set none. */
export function cookieSetBy(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`${response.statusCode} set no ${name} cookie: ${response.body}`);
  return `${name}=${cookie.value}`;
}

/**
 * Asks for a sign-in link as a browser does and answers the browser's nonce cookie (to send with the verify)
 * and the link's token.
 */
export async function askForSignInLink(
  t: TestApp,
  inbox: Inbox & { messages: ReceivedMail[] },
  email: string,
  headers: Record<string, string> = {},
): Promise<{ nonceCookie: string; token: string }> {
  const before = inbox.messages.filter(
    (m) => m.to.includes(email) && m.subject.includes('sign-in link'),
  ).length;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email },
    headers,
  });
  if (asked.statusCode !== 202) throw new Error(`sign-in: ${asked.statusCode} ${asked.body}`);
  await t.mail.kick();
  return {
    nonceCookie: cookieSetBy(asked, SIGN_IN_NONCE_COOKIE),
    token: await signInToken(inbox, email, before),
  };
}

/** Signs `email` in as a customer would (ask for a link, confirm it in the same browser) and returns the Cookie header to send. */
export async function signInAs(
  t: TestApp,
  inbox: Inbox & { messages: ReceivedMail[] },
  email: string,
): Promise<string> {
  const { nonceCookie, token } = await askForSignInLink(t, inbox, email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/account/verify',
    payload: { token },
    headers: { cookie: nonceCookie },
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return cookieSetBy(verified, ACCOUNT_COOKIE);
}
