import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GuestLimitsConfig } from '../../config';
import { tooManyRequests } from '../../lib/errors';

const HOUR_MS = 60 * 60 * 1000;

type OnRequest = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * onRequest hooks for the routes anyone may call that make campaigns or check their notes (seconds of CPU for a
 * big list): per client address (`request.ip`, as TRUST_PROXY settles it), and for all clients together, so
 * many addresses cannot add up to more than the server should spend. A refusal is a 429 with Retry-After.
 */
export function guestLimits(
  app: FastifyInstance,
  config: GuestLimitsConfig,
): { creation: OnRequest; change: OnRequest } {
  return {
    creation: limitHook(app, config.campaignsPerClient, config.campaignsTotal, 'new campaigns'),
    change: limitHook(app, config.changesPerClient, config.changesTotal, 'changes to campaigns'),
  };
}

function limitHook(app: FastifyInstance, perClient: number, total: number, what: string): OnRequest {
  const client = app.createRateLimit({ max: perClient, timeWindow: HOUR_MS });
  const everyone = app.createRateLimit({ max: total, timeWindow: HOUR_MS, keyGenerator: () => 'all' });
  return async (request, reply) => {
    const mine = await client(request);
    if (!mine.isAllowed && mine.isExceeded) {
      reply.header('retry-after', mine.ttlInSeconds);
      throw tooManyRequests(
        `Too many ${what} from your network. Please try again in ${minutes(mine.ttl)}, or contact us if you need more.`,
      );
    }
    const all = await everyone(request);
    if (!all.isAllowed && all.isExceeded) {
      reply.header('retry-after', all.ttlInSeconds);
      throw tooManyRequests(
        `We are receiving more ${what} than we can take right now. Please try again in ${minutes(all.ttl)}.`,
      );
    }
  };
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}
