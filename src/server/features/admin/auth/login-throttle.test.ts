import { describe, expect, it } from 'vitest';
import { tooManyAttempts, usernameDelayMs } from './login-throttle';

describe('per-username delay', () => {
  it('is free for five failures, then doubles from 2 seconds up to 15 minutes', () => {
    expect([0, 4].map(usernameDelayMs)).toEqual([0, 0]);
    expect([5, 6, 7, 13].map(usernameDelayMs)).toEqual([2000, 4000, 8000, 512_000]);
    expect([14, 15, 200].map(usernameDelayMs)).toEqual([900_000, 900_000, 900_000]);
  });

  it('says how long to wait in seconds under a minute, else minutes', () => {
    expect(tooManyAttempts(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttempts(31_200)).toBe('Too many attempts. Try again in 32 seconds.');
    expect(tooManyAttempts(60_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttempts(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
