import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, postTestimonial, signIn } from './admin-helpers';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The minimal set every API answer carries: nothing renders, frames or sniffs it. */
function expectApiSet(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // The page set stays on pages.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-dns-prefetch-control']).toBeUndefined();
}

describe('security headers by kind of answer', () => {
  it('a private JSON answer (admin) is not stored and cannot be framed', async () => {
    const res = await get('/api/admin/testimonials', auth);
    expect(res.statusCode).toBe(200);
    expectApiSet(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('a public JSON answer without a cache of its own (pricing) is not stored either', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculate-pricing',
      payload: { noteCount: 500 },
    });
    expect(res.statusCode).toBe(200);
    expectApiSet(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('errors (401, 404) are not stored', async () => {
    for (const res of [await get('/api/admin/testimonials'), await get('/api/no-such-thing')]) {
      expect([401, 404]).toContain(res.statusCode);
      expectApiSet(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a cached public read keeps the API set but says how it may be cached', async () => {
    const res = await get('/api/testimonials');
    expectApiSet(res.headers);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('a public file keeps its own sandboxing policy and immutable caching', async () => {
    const created = await postTestimonial(
      t.app,
      auth,
      { name: 'Header Check', message: 'Fine.' },
      { filename: 'me.png', content: FILES.png },
    );
    const res = await get(created.json().imageUrl);
    expect(res.statusCode).toBe(200);
    expectApiSet(res.headers);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('page paths get the full page set with the site policy', async () => {
    // The API-only app has no pages; the headers are chosen by path before any route runs.
    const res = await get('/faq');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain('script-src');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
