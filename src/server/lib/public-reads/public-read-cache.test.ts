import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../../shared/contracts/contract';
import { openScope } from '../auth-scope';
import { cachedRoute } from './cached-route';
import { PublicReadCache } from './public-read-cache';

const listThings = defineContract({
  method: 'GET',
  path: '/api/things',
  auth: 'public',
  response: z.array(z.object({ name: z.string() })),
});

/** A bare app with the real compression plugin, serving `load` through the cache. */
async function appWith(cache: PublicReadCache, load: () => Promise<Array<{ name: string }>>) {
  const app = Fastify();
  openScope(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  cachedRoute(app, listThings, cache, load);
  await app.ready();
  return app;
}

describe('PublicReadCache', () => {
  it('loads once, then serves stored bytes until the time to live is over', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PublicReadCache({ ttlMs: 10_000, now: () => now });
    const app = await appWith(cache, async () => {
      loads++;
      return [{ name: 'a'.repeat(2000) }];
    });
    const get = () => app.inject({ method: 'GET', url: '/api/things', headers: { 'accept-encoding': 'br' } });
    const first = await get();
    await get();
    expect(loads).toBe(1);
    now = 10_001;
    const later = await get();
    expect(loads).toBe(2);
    // Read back unchanged: same tag, same stored bytes.
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shares one load among concurrent requests', async () => {
    let loads = 0;
    const app = await appWith(new PublicReadCache(), async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return [{ name: 'x' }];
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/things' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(loads).toBe(1);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    let version = 1;
    let release: () => void = () => {};
    const cache = new PublicReadCache();
    const app = await appWith(cache, async () => {
      const seen = version;
      if (seen === 1) await new Promise<void>((r) => (release = r));
      return [{ name: `v${seen}` }];
    });
    const slow = app.inject({ method: 'GET', url: '/api/things' });
    await new Promise((r) => setTimeout(r, 10));
    // An admin write commits while the first read is still loading the old rows.
    version = 2;
    cache.invalidate(listThings);
    release();
    expect((await slow).json()).toEqual([{ name: 'v1' }]);
    expect((await app.inject({ method: 'GET', url: '/api/things' })).json()).toEqual([{ name: 'v2' }]);
  });
});
