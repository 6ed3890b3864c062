import { beforeAll, describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { listTestimonials } from '../../src/shared/contracts/testimonials/list-testimonials';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('health', () => {
  it('reports ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /api/design-templates', () => {
  it('lists the seeded templates in order position with the spec fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/design-templates' });
    expect(res.statusCode).toBe(200);
    const templates = listTemplates.response.parse(res.json());
    expect(templates.length).toBeGreaterThanOrEqual(9);
    const positions = templates.map((x) => x.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const categories = new Set(templates.map((x) => x.category));
    expect(categories).toEqual(new Set(['business', 'thank-you', 'generic']));
    for (const tpl of templates) {
      // Artwork is a stored file's URL, never markup (catalog-artwork.test.ts serves them).
      expect(tpl.preview).toMatch(/^\/api\/catalog-files\//);
      expect(tpl.maxContactFields).toBeGreaterThanOrEqual(1);
      expect(tpl.maxContactFields).toBeLessThanOrEqual(5);
      if (tpl.twoSided) expect(tpl.backPreview).toMatch(/^\/api\/catalog-files\//);
    }
    expect(templates.filter((x) => x.colorVariants.length > 1).length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/testimonials', () => {
  it('returns only visible testimonials in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    const list = listTestimonials.response.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((x) => x.isVisible)).toBe(true);
    const orders = list.map((x) => x.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/placeholder/{w}/{h}', () => {
  it('draws an SVG of the asked size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/placeholder/280/200' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="280"');
    expect(res.body).toContain('height="200"');
  });

  it.each(['0/200', '2001/10', 'abc/10', '10/-5', '1.5/10'])(
    'rejects %s with 400 and a message',
    async (dims) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/placeholder/${dims}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(Width|Height) must be a whole number between 1 and 2000\.$/);
    },
  );
});

describe('API backbone', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('/api/no-such-thing') });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculate-pricing',
      headers: { 'content-type': 'application/json' },
      payload: '{"noteCount": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types and missing fields with 400 naming the problem', async () => {
    for (const payload of [{ noteCount: 'many' }, {}, { noteCount: 12.5 }, { noteCount: 0 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/calculate-pricing', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('noteCount');
      expect(res.body).not.toMatch(/\.ts:\d+/);
    }
  });

  it('answers a JSON array body where an object is expected with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/calculate-pricing', payload: [1, 2] });
    expect(res.statusCode).toBe(400);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/design-templates',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/design-templates' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
  });

  it('sets security headers (the API set; pages get the full set: security-headers.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
