import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSignInLinks, accounts, campaigns } from '../../src/server/db/schema';
import {
  ACCOUNT_COOKIE,
  SIGN_IN_LIMITS,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_NONCE_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from '../../src/shared/account';
import { askForSignInLink, signInAs, signInToken } from '../support/account-session';
import { createTestAppWithMail, TEST_PUBLIC_URL } from '../support/app-with-mail';
import { insertCampaign } from '../support/campaign-fixtures';
import type { SmtpPeer } from '../support/smtp';
import type { TestApp } from '../support/test-app';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => ({ t, smtp } = await createTestAppWithMail()));
afterAll(() => smtp.close());

const ask = (email: string, ip = '203.0.113.7', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email },
    remoteAddress: ip,
    headers,
  });
const verify = (token: string, nonceCookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/verify',
    payload: { token },
    headers: nonceCookie ? { cookie: nonceCookie } : {},
  });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/me', headers: cookie ? { cookie } : {} });

describe('sign-in by e-mail link', () => {
  it('answers every address the same and e-mails a link that signs in once', async () => {
    const known = await ask('known@realty.test');
    const unknown = await ask('Nobody.Here@Realty.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    // The browser that asked holds the nonce the link is bound to, for the link's 15 minutes.
    const nonce = unknown.cookies.find((c) => c.name === SIGN_IN_NONCE_COOKIE)!;
    expect(nonce).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/api/account',
      maxAge: 15 * 60,
    });
    expect(nonce.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nonceCookie = `${SIGN_IN_NONCE_COOKIE}=${nonce.value}`;

    await t.mail.kick();
    const token = await signInToken(smtp, 'nobody.here@realty.test');
    const [stored] = await t.database.db
      .select()
      .from(accountSignInLinks)
      .where(eq(accountSignInLinks.email, 'nobody.here@realty.test'));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.nonceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(nonce.value);

    const first = await verify(token, nonceCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'nobody.here@realty.test' });
    const cookie = first.cookies.find((c) => c.name === ACCOUNT_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(new Date(cookie.expires!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // Beside it, a hint the pages' scripts can read (nothing secret), so guests' pages never ask /me.
    const hint = first.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)!;
    expect(hint).toMatchObject({
      value: '1',
      sameSite: 'Lax',
      secure: true,
      path: '/',
      expires: cookie.expires,
    });
    expect(hint.httpOnly).toBeFalsy();
    // The nonce has done its job.
    expect(first.cookies.find((c) => c.name === SIGN_IN_NONCE_COOKIE)?.value).toBe('');

    const session = `${ACCOUNT_COOKIE}=${cookie.value}`;
    expect((await me(session)).json()).toEqual({ email: 'nobody.here@realty.test' });

    const again = await verify(token, nonceCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SIGN_IN_LINK_INVALID });
  });

  it('refuses an expired or unknown token with 400', async () => {
    const { nonceCookie, token } = await askForSignInLink(t, smtp, 'late@realty.test');
    await t.database.db
      .update(accountSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountSignInLinks.email, 'late@realty.test'));
    const expired = await verify(token, nonceCookie);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: SIGN_IN_LINK_INVALID });
    expect((await verify('not-a-token', nonceCookie)).statusCode).toBe(400);
    expect((await verify('', nonceCookie)).statusCode).toBe(400);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'late@realty.test'));
    expect(account).toBeUndefined();
  });

  it('limits links per address whatever the IP or X-Forwarded-For, and per IP', async () => {
    // Hole 5: rotating client addresses and forwarded headers, and spelling the address differently.
    const spellings = ['busy@realty.test', 'Busy@Realty.test', ' BUSY@realty.TEST ', 'busy@REALTY.test'];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
      const res = await ask(spellings[i % spellings.length]!, `198.51.100.${i}`, {
        'x-forwarded-for': `203.0.113.${100 + i}`,
      });
      expect(res.statusCode).toBe(202);
    }
    const limited = await ask('busy@realty.test', '198.51.100.99', { 'x-forwarded-for': '192.0.2.200' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many sign-in links/);
    const links = await t.database.db
      .select()
      .from(accountSignInLinks)
      .where(eq(accountSignInLinks.email, 'busy@realty.test'));
    expect(links).toHaveLength(SIGN_IN_LIMITS.perEmail);

    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++)
      expect((await ask(`agent${i}@realty.test`, '192.0.2.50')).statusCode).toBe(202);
    expect((await ask('one-more@realty.test', '192.0.2.50')).statusCode).toBe(429);
  });

  it('counts parallel requests for one address exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.perEmail + 3 }, (_, i) =>
        ask('race@realty.test', `192.0.2.${i + 1}`),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(SIGN_IN_LIMITS.perEmail);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });

  it('rejects a malformed address with a readable 400', async () => {
    const res = await ask('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid e-mail/);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const cookie = await signInAs(t, smtp, 'leaving@realty.test');
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === ACCOUNT_COOKIE)?.value).toBe('');
    expect(out.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('gives a session begun before the hint existed its hint on its next request', async () => {
    const cookie = await signInAs(t, smtp, 'before-hint@realty.test');
    const page = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie } });
    const hint = page.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', secure: true });
    expect(hint!.httpOnly).toBeFalsy();
    const hinted = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hinted.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    const guest = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(guest.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('refuses account writes sent from another website', async () => {
    const cookie = await signInAs(t, smtp, 'csrf@realty.test');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie, origin: TEST_PUBLIC_URL },
    });
    expect(own.statusCode).toBe(204);
  });

  it('an admin token is no customer session, and a customer cookie opens no admin route', async () => {
    const cookie = await signInAs(t, smtp, 'mixed@realty.test');
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(admin.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'test-admin-password' },
    });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('gives the account the campaigns already paid with its address', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 3 });
    const { orders } = await import('../../src/server/db/schema');
    await t.database.db.insert(orders).values({
      campaignId: campaign.id,
      customerEmail: 'Owner@Realty.test',
      amountCents: campaign.totalAmountCents,
      status: 'paid',
      paidAt: new Date(),
    });
    await signInAs(t, smtp, 'owner@realty.test');
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'owner@realty.test'));
    expect(row!.accountId).toBe(account!.id);
  });
});
