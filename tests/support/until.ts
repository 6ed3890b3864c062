/**
 * How long a test waits for a state (issue 24 §7): long enough for a machine whose cores are all busy, and
 * shorter than the API project's test timeout (vitest.config.ts), so a failure says what never came.
 */
export const STATE_WAIT_MS = 100_000;

/**
 * Reads until `read` gives a value other than undefined and returns it. A state the test awaits, not a speed
 * it expects: only after `waitMs` (longer for a job of hundreds of notes, whose test allows more) does it
 * fail, with `seen()` saying what it read last.
 */
export async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  seen: () => string,
  { intervalMs = 100, waitMs = STATE_WAIT_MS } = {},
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting after ${waitMs / 1000} s: ${seen()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
