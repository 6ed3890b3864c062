import { ACCOUNT_COOKIE } from '../../src/shared/account';
import type { ReceivedMail } from './smtp';
import type { TestApp } from './test-app';

type Inbox = { waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail> };

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

/** Signs `email` in as a customer would (ask for a link, follow it) and returns the Cookie header to send. */
export async function signInAs(
  t: TestApp,
  inbox: Inbox & { messages: ReceivedMail[] },
  email: string,
): Promise<string> {
  const before = inbox.messages.filter(
    (m) => m.to.includes(email) && m.subject.includes('sign-in link'),
  ).length;
  const asked = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email } });
  if (asked.statusCode !== 202) throw new Error(`sign-in: ${asked.statusCode} ${asked.body}`);
  await t.mail.kick();
  const token = await signInToken(inbox, email, before);
  const verified = await t.app.inject({ method: 'POST', url: '/api/account/verify', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const cookie = verified.cookies.find((c) => c.name === ACCOUNT_COOKIE);
  if (!cookie) throw new Error('verify set no session cookie');
  return `${ACCOUNT_COOKIE}=${cookie.value}`;
}
