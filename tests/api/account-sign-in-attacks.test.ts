import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessions, accounts } from '../../src/server/db/schema';
import {
  ACCOUNT_COOKIE,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_REPLACED,
  SIGN_IN_NONCE_COOKIE,
  SIGN_IN_OTHER_BROWSER,
  signedInAsOther,
} from '../../src/shared/account';
import { askForSignInLink, cookieSetBy, signInAs } from '../support/account-session';
import { createTestAppWithMail, TEST_PUBLIC_URL } from '../support/app-with-mail';
import type { SmtpPeer } from '../support/smtp';
import type { TestApp } from '../support/test-app';

/**
 * Issue 27, hole 3 and the sign-in items of hole 8: each test performs an attack the penetration test did
 * (or could) and checks that it now fails.
 */
let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => ({ t, smtp } = await createTestAppWithMail()));
afterAll(() => smtp.close());

const ORIGIN = { origin: TEST_PUBLIC_URL };
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const verify = (token: string, cookie?: string, extra: object = {}) =>
  post('/api/account/verify', cookie, { token, ...extra });
const readLink = (token: string, cookie?: string) => post('/api/account/sign-in-link', cookie, { token });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const both = (...cookies: string[]) => cookies.join('; ');

describe('login CSRF: a sign-in link works only in the browser that asked for it', () => {
  it("does not sign the victim's browser into the attacker's account", async () => {
    // The attacker asks for a link to their own account from their browser…
    const attacker = await askForSignInLink(t, smtp, 'attacker@evil.test');
    // …and the victim, who once asked for a link of their own (so their browser holds a nonce), opens it.
    const victimNonce = cookieSetBy(
      await post('/api/account/sign-in', undefined, { email: 'victim@realty.test' }),
      SIGN_IN_NONCE_COOKIE,
    );
    for (const victimBrowser of [undefined, victimNonce]) {
      const read = await readLink(attacker.token, victimBrowser);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ message: SIGN_IN_OTHER_BROWSER });
      const res = await verify(attacker.token, victimBrowser);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SIGN_IN_OTHER_BROWSER });
      expect(res.cookies.find((c) => c.name === ACCOUNT_COOKIE)).toBeUndefined();
    }
    const [made] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'attacker@evil.test'));
    expect(made).toBeUndefined();

    // Refused elsewhere, the link was not spent: it still works where it was asked for.
    const own = await verify(attacker.token, attacker.nonceCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ email: 'attacker@evil.test' });
  });

  it('cannot be spent by opening it: reading the address spends nothing, and no GET verifies', async () => {
    const { nonceCookie, token } = await askForSignInLink(t, smtp, 'reader@realty.test');
    for (const url of [
      `/api/account/verify?token=${encodeURIComponent(token)}`,
      `/api/account/sign-in-link?token=${encodeURIComponent(token)}`,
    ]) {
      const got = await t.app.inject({ method: 'GET', url, headers: { cookie: nonceCookie } });
      expect(got.statusCode, url).toBe(404);
      expect(got.cookies.find((c) => c.name === ACCOUNT_COOKIE)).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) {
      const read = await readLink(token, nonceCookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ email: 'reader@realty.test' });
      expect(read.cookies.find((c) => c.name === ACCOUNT_COOKIE)).toBeUndefined();
    }
    expect((await verify(token, nonceCookie)).statusCode).toBe(200);
    // Spent by the button's POST, the link now reads as used.
    expect((await readLink(token, nonceCookie)).json()).toEqual({ message: SIGN_IN_LINK_INVALID });
  });
});

describe('older links', () => {
  it('a new link voids the older unused ones, and they stay void once the new one is used', async () => {
    const first = await askForSignInLink(t, smtp, 'twice@realty.test');
    const second = await askForSignInLink(t, smtp, 'twice@realty.test', { cookie: first.nonceCookie });
    // One browser keeps one nonce for all the links it asks for.
    expect(second.nonceCookie).toBe(first.nonceCookie);

    const old = await verify(first.token, first.nonceCookie);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: SIGN_IN_LINK_REPLACED });

    expect((await verify(second.token, second.nonceCookie)).statusCode).toBe(200);
    expect((await verify(first.token, first.nonceCookie)).statusCode).toBe(400);
    expect((await verify(second.token, second.nonceCookie)).json()).toEqual({
      message: SIGN_IN_LINK_INVALID,
    });
  });

  it('a link asked for in another browser voids the older one too', async () => {
    const phone = await askForSignInLink(t, smtp, 'devices@realty.test');
    const laptop = await askForSignInLink(t, smtp, 'devices@realty.test');
    expect(laptop.nonceCookie).not.toBe(phone.nonceCookie);
    expect((await verify(phone.token, phone.nonceCookie)).json()).toEqual({ message: SIGN_IN_LINK_REPLACED });
    expect((await verify(laptop.token, phone.nonceCookie)).statusCode).toBe(403);
    expect((await verify(laptop.token, laptop.nonceCookie)).statusCode).toBe(200);
  });
});

describe('a verify never silently replaces a signed-in session', () => {
  it("refuses to swap another account's session unless asked, and then ends the old one", async () => {
    const session = await signInAs(t, smtp, 'owner@realty.test');
    const other = await askForSignInLink(t, smtp, 'second@realty.test', { cookie: session });
    const browser = both(session, other.nonceCookie);

    const refused = await verify(other.token, browser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: signedInAsOther('owner@realty.test', 'second@realty.test') });
    expect(refused.cookies.find((c) => c.name === ACCOUNT_COOKIE)).toBeUndefined();
    expect((await me(session)).json()).toEqual({ email: 'owner@realty.test' });

    // Confirmed: the browser now holds the other account, and the replaced session is over.
    const switched = await verify(other.token, browser, { switchAccount: true });
    expect(switched.statusCode).toBe(200);
    const next = cookieSetBy(switched, ACCOUNT_COOKIE);
    expect((await me(next)).json()).toEqual({ email: 'second@realty.test' });
    expect((await me(session)).statusCode).toBe(401);
  });

  it('signs the same account in again without asking', async () => {
    const session = await signInAs(t, smtp, 'same@realty.test');
    const again = await askForSignInLink(t, smtp, 'same@realty.test', { cookie: session });
    const res = await verify(again.token, both(session, again.nonceCookie));
    expect(res.statusCode).toBe(200);
    expect((await me(cookieSetBy(res, ACCOUNT_COOKIE))).json()).toEqual({ email: 'same@realty.test' });
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the account and no one else's", async () => {
    const laptop = await signInAs(t, smtp, 'everywhere@realty.test');
    const phone = await signInAs(t, smtp, 'everywhere@realty.test');
    const stranger = await signInAs(t, smtp, 'stranger@realty.test');
    expect((await me(phone)).statusCode).toBe(200);

    const out = await post('/api/account/sign-out-everywhere', laptop);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === ACCOUNT_COOKIE)?.value).toBe('');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(200);

    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'everywhere@realty.test'));
    const sessions = await t.database.db
      .select()
      .from(accountSessions)
      .where(eq(accountSessions.accountId, account!.id));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('is refused signed out and from another website', async () => {
    const session = await signInAs(t, smtp, 'guarded@realty.test');
    expect((await post('/api/account/sign-out-everywhere', undefined)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { cookie: session, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(session)).statusCode).toBe(200);
  });
});
