import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/shared/admin-auth';
import { TEST_ADMIN } from '../support/test-admin';
import { createTestApp } from '../support/test-app';
import { HOUR, MINUTE, testClock } from '../support/test-clock';
import { bearer } from './admin-helpers';

/**
 * Issue 27, hole 5 (guessing the admin password from rotating addresses) and hole 8 (admin tokens that never
 * expire while unused). Time is an injected clock: nothing sleeps.
 */
const clock = testClock();
const t = await createTestApp({}, { clock });

const HOME = '203.0.113.10';
const WRONG = { username: TEST_ADMIN.username, password: 'guess-1234' };
let rotating = 0;
/** A new client address each call, with a new forwarded header too (neither helps). */
const anotherAddress = () => {
  rotating++;
  return { ip: `198.18.${rotating >> 8}.${rotating & 255}`, forwarded: `192.0.2.${rotating & 255}` };
};

const login = (payload: object, ip: string, forwarded?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload,
    remoteAddress: ip,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
const fromElsewhere = (payload: object) => {
  const { ip, forwarded } = anotherAddress();
  return login(payload, ip, forwarded);
};
const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });

describe('guessing the admin password from rotating addresses', () => {
  it('gets a few tries, then a growing wait, and never the real admin locked out', async () => {
    // The admin has signed in from home before.
    expect((await login(TEST_ADMIN, HOME)).statusCode).toBe(200);
    clock.advance(MINUTE);

    // A burst of guesses, each from a new address: after the free failures every one waits, unchecked.
    const burst = [];
    for (let i = 0; i < 40; i++) burst.push(await fromElsewhere(WRONG));
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures);
    const waiting = burst.filter((r) => r.statusCode === 429);
    expect(waiting).toHaveLength(40 - LOGIN_THROTTLE.freeFailures);
    expect(waiting[0]!.headers['retry-after']).toBe('2');
    expect(waiting[0]!.json()).toEqual({
      success: false,
      message: 'Too many attempts. Try again in 2 seconds.',
    });

    // Even the right password, from an address the admin never used, waits rather than being checked.
    expect((await fromElsewhere(TEST_ADMIN)).statusCode).toBe(429);

    // The real admin, from home, gets straight in.
    const home = await login(TEST_ADMIN, HOME);
    expect(home.statusCode).toBe(200);

    // A patient attacker who waits each time: every wait doubles, up to the cap, and no guess gets in.
    const waits: number[] = [];
    for (let round = 0; round < 12; round++) {
      const refused = await fromElsewhere(WRONG);
      if (refused.statusCode === 429) {
        const seconds = Number(refused.headers['retry-after']);
        waits.push(seconds);
        clock.advance(seconds * 1000);
      }
      const guess = await fromElsewhere(WRONG);
      expect(guess.statusCode).toBe(401);
      // Between the attacker's guesses, the real admin still signs in from home.
      expect((await login(TEST_ADMIN, HOME)).statusCode).toBe(200);
    }
    expect(waits.slice(0, 9)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(waits.slice(9)).toEqual([900, 900, 900]);
  });

  it('lets the admin in from a new address once the wait is over, and trusts that address from then on', async () => {
    const refused = await fromElsewhere(TEST_ADMIN);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    clock.advance(Number(refused.headers['retry-after']) * 1000);
    const hotel = anotherAddress().ip;
    expect((await login(TEST_ADMIN, hotel)).statusCode).toBe(200);
    // The admin's success hands the attacker no fresh tries…
    expect((await fromElsewhere(WRONG)).statusCode).toBe(401);
    expect((await fromElsewhere(WRONG)).statusCode).toBe(429);
    // …and the admin's new address needs no wait.
    expect((await login(TEST_ADMIN, hotel)).statusCode).toBe(200);
  });

  it('forgets failures after a day', async () => {
    clock.advance(LOGIN_THROTTLE.countHours * HOUR + MINUTE);
    expect((await fromElsewhere(WRONG)).statusCode).toBe(401);
  });

  it('answers parallel guesses one by one, so a burst cannot slip past the count', async () => {
    clock.advance(LOGIN_THROTTLE.countHours * HOUR + MINUTE);
    const burst = await Promise.all(Array.from({ length: 12 }, () => fromElsewhere(WRONG)));
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures);
  });
});

describe('admin tokens expire when unused', () => {
  it('stops working 12 hours after its last use, sliding with each use, and says why', async () => {
    clock.advance(LOGIN_THROTTLE.countHours * HOUR + MINUTE);
    const signedIn = await login(TEST_ADMIN, HOME);
    const { token, expiresAt } = signedIn.json();
    const start = clock().getTime();
    expect(new Date(expiresAt).getTime()).toBe(start + 12 * HOUR);

    // Used just before each 12-hour mark, it keeps working well past 12 hours after sign-in.
    for (let hour = 11; hour <= 33; hour += 11) {
      clock.advance(11 * HOUR);
      const used = await session(token);
      expect(used.statusCode).toBe(200);
      expect(new Date(used.json().expiresAt).getTime()).toBe(start + (hour + 12) * HOUR);
    }

    // Left alone for 12 hours, it is refused with a clear message.
    clock.advance(12 * HOUR);
    const idle = await session(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      message: 'Your session expired after 12 hours without activity. Please sign in again.',
    });
    // Every admin route answers the same.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: bearer(token) });
    expect(list.statusCode).toBe(401);
    expect(list.json().message).toMatch(/without activity/);
  });

  it('ends 7 days after sign-in however often it is used', async () => {
    const { token } = (await login(TEST_ADMIN, HOME)).json();
    for (let i = 0; i < 15; i++) {
      clock.advance(11 * HOUR);
      expect((await session(token)).statusCode).toBe(200);
    }
    clock.advance(11 * HOUR);
    const ended = await session(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your session reached its 7-day limit. Please sign in again.');
  });
});
