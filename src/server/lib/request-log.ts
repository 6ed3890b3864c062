import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { scrubPath } from '../../shared/scrub-path';

/** An answer slower than this is worth a line even when it succeeded. */
const SLOW_MS = 1000;

/**
 * Who asked for what, as a log line may say it: the route's pattern (`/api/campaigns/:id`), never the URL,
 * whose path and query carry campaign ids, e-mails and sign-in tokens; a request no route took is named by
 * its scrubbed path. `ip` is the client as TRUST_PROXY reads it.
 */
export function requestFields(request: FastifyRequest): { method: string; route: string; ip: string } {
  return {
    method: request.method,
    route: request.routeOptions.url ?? scrubPath(request.url),
    ip: request.ip,
  };
}

/**
 * Fastify writes two info lines per request by default; on a fast public read that logging is the largest
 * per-request cost (it halves the rate in `npm run bench -- api`). So successful, quick answers are logged
 * at debug (LOG_LEVEL=debug shows every request again), and what an operator needs stays at info: failed
 * (4xx/5xx) and slow answers, 5xx at error level. Every line Fastify writes about a request carries
 * {@link requestFields} instead of its default `req` (which holds the raw URL); the app's own error and
 * not-found handlers replace Fastify's, whose lines would carry it too.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug(requestFields(request), 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const line = { ...requestFields(request), status: reply.statusCode, responseTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (reply.statusCode >= 500) {
      reply.log.error(line, 'request completed');
    } else if (reply.statusCode >= 400 || responseTime > SLOW_MS) {
      reply.log.info(line, 'request completed');
    } else {
      reply.log.debug(line, 'request completed');
    }
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ ...requestFields(request), err: error }, 'writing the response head failed');
  }
}
