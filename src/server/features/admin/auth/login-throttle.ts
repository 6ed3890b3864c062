import { LOGIN_THROTTLE } from '../../../../shared/admin-auth';

/**
 * How long after its latest failure a username waits before an address it never signed in from may try
 * again: nothing for the first `freeFailures`, then 2 s, 4 s, 8 s … doubling per failure up to the cap.
 * Guessing from many addresses thus gets a handful of tries an hour, while each one is still answered.
 */
export function usernameDelayMs(failures: number): number {
  const beyond = failures - LOGIN_THROTTLE.freeFailures;
  if (beyond < 0) return 0;
  const capMs = LOGIN_THROTTLE.maxDelayMinutes * 60_000;
  return Math.min(capMs, LOGIN_THROTTLE.firstDelaySeconds * 1000 * 2 ** Math.min(beyond, 30));
}

/** "Too many attempts. Try again in 32 seconds." (whole seconds under a minute, else whole minutes). */
export function tooManyAttempts(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}
