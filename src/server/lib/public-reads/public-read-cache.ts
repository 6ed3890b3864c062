import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractReply } from '../../../shared/contracts/contract';
import { ifNoneMatchHits } from '../if-none-match';
import { type BodyEncoding, negotiateEncoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One public answer, serialised, hashed and compressed once. */
interface CachedAnswer {
  /** A strong tag per representation: each content coding is its own set of bytes (RFC 9110 §8.8.3). */
  etags: Record<BodyEncoding, string>;
  bodies: Record<BodyEncoding, Buffer>;
  /** When the answer is read again from the database (see PublicReadCache). */
  expiresAt: number;
}

export interface PublicReadCacheOptions {
  /**
   * How long an answer is served before it is read again. Invalidation is in-process: with several app
   * processes on one PostgreSQL, an admin write made through another process shows here after at most this.
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Public reads that change only on admin writes (the template catalogue, testimonials): the answer is
 * serialised once, given a strong ETag (a hash of its bytes, so every process agrees on it), compressed once
 * with brotli and gzip, and sent as stored bytes by `Accept-Encoding`. `If-None-Match` is answered with 304.
 * Admin writes call `invalidate(key)`; browsers revalidate every time (`no-cache`), which costs a 304.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PublicReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Sends the stored answer of `read`; when it is missing or expired, loads (and compresses) it first. A
   * stored answer is sent synchronously (undefined is returned): no promise on the hot path.
   */
  send<C extends Contract>(
    read: C,
    request: Pick<FastifyRequest, 'headers'>,
    reply: FastifyReply,
    load: () => Promise<ContractReply<C>>,
  ): Promise<FastifyReply> | undefined {
    const entry = this.entries.get(read.path);
    if (entry && entry.expiresAt > this.now()) {
      this.reply(entry, request, reply);
      return undefined;
    }
    return this.refresh(read.path, load).then((answer) => this.reply(answer, request, reply));
  }

  /** Drops the stored answer of `read` (the admin writes that change it call this); the next read reloads. */
  invalidate(read: Contract): void {
    this.entries.delete(read.path);
    this.loading.delete(read.path);
  }

  private reply(answer: CachedAnswer, request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply) {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'public, no-cache')
      .header('etag', answer.etags[encoding])
      .header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etags)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('content-type', 'application/json; charset=utf-8').send(answer.bodies[encoding]);
  }

  /** One load at a time per key; a load that an invalidation overtook is answered but not stored. */
  private refresh(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const previous = this.entries.get(key);
    const promise = load()
      .then((value) => this.prepare(value, previous))
      .then((answer) => {
        if (this.loading.get(key) === promise) this.entries.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private async prepare(value: unknown, previous: CachedAnswer | undefined): Promise<CachedAnswer> {
    const identity = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
    const expiresAt = this.now() + this.ttlMs;
    // An expired answer that reads back the same keeps its compressed bodies.
    if (previous?.etags.identity === etags.identity) return { ...previous, expiresAt };
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return { etags, expiresAt, bodies: { identity, br, gzip: gz } };
  }
}

/**
 * `If-None-Match`: `*` or a list of (possibly weak, `W/`) tags, compared weakly (RFC 9110 §13.1.2). A tag of
 * any coding of the same bytes matches: the client's copy is current whichever coding it came in.
 */
function matchesEtag(header: string | undefined, etags: Record<BodyEncoding, string>): boolean {
  if (!header) return false;
  return header.trim() === '*' || ifNoneMatchHits(header, Object.values(etags));
}
