import { z } from 'zod';
import type { JobState } from './job-queue';

type BossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job waiting to retry is still queued for whoever watches it: it will run again. */
export function jobStateOf(state: BossState): JobState {
  switch (state) {
    case 'created':
    case 'retry':
      return 'queued';
    case 'active':
      return 'running';
    case 'completed':
      return 'done';
    default:
      return 'failed';
  }
}

// pg-boss stores a handler's error as a serialised Error, and its own timeouts as { value: { message } }.
const ZBossError = z.union([
  z.object({ message: z.string() }),
  z.object({ value: z.object({ message: z.string() }) }).transform((o) => o.value),
]);

export function jobErrorOf(state: BossState, output: unknown): string | undefined {
  if (state === 'cancelled') return 'cancelled';
  if (state !== 'failed') return undefined;
  const parsed = ZBossError.safeParse(output);
  return parsed.success ? parsed.data.message : 'failed';
}
