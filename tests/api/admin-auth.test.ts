import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSessions } from '../../src/server/db/schema';
import { hashSessionToken } from '../../src/server/lib/secret-tokens';
import { LOGIN_THROTTLE } from '../../src/shared/admin-auth';
import { TEST_ADMIN } from '../support/test-admin';
import { createTestApp, type TestApp } from '../support/test-app';
import { HOUR, MINUTE, testClock } from '../support/test-clock';
import { bearer, signIn } from './admin-helpers';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const clock = testClock();

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
// Each test starts once the failures of the previous ones no longer count (admin-login-attacks.test.ts
// covers how they add up across addresses).
beforeEach(() => clock.advance(LOGIN_THROTTLE.countHours * HOUR + MINUTE));

describe('POST /api/admin/login', () => {
  it('signs in with the configured account and returns a 12-hour bearer token', async () => {
    const res = await login(TEST_ADMIN, freshIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - clock().getTime()).toBe(12 * HOUR);

    const [row] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(body.token)));
    expect(row).toBeDefined();
    // Only the hash is stored: the token itself appears nowhere in the table.
    const all = await t.database.db.select().from(adminSessions);
    expect(JSON.stringify(all)).not.toContain(body.token);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: bearer(body.token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ username: TEST_ADMIN.username, expiresAt: body.expiresAt });
  });

  it.each([
    ['a wrong password', { username: TEST_ADMIN.username, password: 'not-the-password' }],
    ['an unknown username', { username: 'mallory', password: TEST_ADMIN.password }],
  ])('answers 401 Invalid credentials for %s', async (_case, payload) => {
    const res = await login(payload, freshIp());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
  });

  it('asks for both fields when one is missing', async () => {
    const res = await login({ username: TEST_ADMIN.username }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your username and password.');
  });
});

describe('login lockout', () => {
  const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };

  it('locks a username out from one IP after 5 failures in 15 minutes, even for the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(wrong, ip)).statusCode).toBe(401);
    const locked = await login(TEST_ADMIN, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.json()).toEqual({ success: false, message: 'Too many attempts. Try again in 15 minutes.' });

    // Another network is not locked out: past the username's short wait, the right password works there.
    clock.advance(2000);
    expect((await login(TEST_ADMIN, freshIp())).statusCode).toBe(200);
  });

  it('counts down and lifts the lock once the failures are older than 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(wrong, ip);
    clock.advance(11 * MINUTE);
    expect((await login(TEST_ADMIN, ip)).json().message).toBe('Too many attempts. Try again in 4 minutes.');

    clock.advance(4 * MINUTE + 1000);
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(wrong, ip);
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(wrong, ip)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(wrong, ip);
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(429);
  });

  it('treats the username case-insensitively for the count', async () => {
    const ip = freshIp();
    for (const username of ['admin', 'ADMIN', 'Admin', 'aDmin', 'admiN'])
      await login({ username, password: 'x' }, ip);
    expect((await login(TEST_ADMIN, ip)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await signIn(t.app, freshIp());
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/sign in again/);
  });

  it('a token unused for 12 hours no longer works', async () => {
    const token = await signIn(t.app, freshIp());
    clock.advance(12 * HOUR);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/without activity/);
  });

  it('an unknown token is refused without telling more', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: bearer('x'.repeat(43)),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has ended or is invalid. Please sign in again.' });
  });
});
