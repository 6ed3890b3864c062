import type { Clock } from '../../src/server/lib/clock';

export interface TestClock extends Clock {
  /** Moves time forward by `ms`; nothing waits. */
  advance(ms: number): void;
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

/** A clock that stands still until the test moves it (starts at the real time, so database defaults stay close). */
export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance(ms: number) {
      now += ms;
    },
  });
}
