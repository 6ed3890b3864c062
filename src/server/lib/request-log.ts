import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer slower than this is worth a line even when it succeeded. */
const SLOW_MS = 1000;

/**
 * Fastify writes two info lines per request by default; on a fast public read that logging is the largest
 * per-request cost (it halves the rate in `npm run bench -- api`). So successful, quick answers are logged
 * at debug (LOG_LEVEL=debug shows every request again), and what an operator needs stays at info: failed
 * (4xx/5xx) and slow answers, with errors at error level.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 400 || responseTime > SLOW_MS) {
      reply.log.info({ res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
