import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { reorderTemplates } from '../../src/shared/contracts/templates/reorder-templates';
import { updateTemplate } from '../../src/shared/contracts/templates/update-template';
import { createTestimonial } from '../../src/shared/contracts/testimonials/create-testimonial';
import { deleteTestimonial } from '../../src/shared/contracts/testimonials/delete-testimonial';
import { listTestimonials } from '../../src/shared/contracts/testimonials/list-testimonials';
import { callApi } from '../support/call-api';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, multipart, postTestimonial, signIn } from './admin-helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app);
});

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/testimonials', headers });

describe('GET /api/testimonials, cached', () => {
  it('sends the same JSON compressed with brotli or gzip, or plain, by Accept-Encoding', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const names = listTestimonials.response.parse(plain.json()).map((x) => x.name);
    expect(names).toContain('Marcus Delgado');

    const br = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    // Refusing brotli (q=0) gets gzip; decompressing once gives the JSON, so nothing compressed it twice.
    const gz = await list({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    expect((await list({ 'accept-encoding': 'identity' })).rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('tags each coding with a strong ETag, lets browsers revalidate, and answers a current tag with 304', async () => {
    const plain = await list();
    const br = await list({ 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers['cache-control']).toBe('public, no-cache');

    for (const tag of [
      plain.headers.etag,
      br.headers.etag,
      `W/${plain.headers.etag}`,
      `"x", ${br.headers.etag}`,
    ]) {
      const again = await list({ 'if-none-match': String(tag), 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
    }
    expect((await list({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers from memory: the bytes are one stored copy, not serialised per request', async () => {
    const a = await list({ 'accept-encoding': 'br' });
    const b = await list({ 'accept-encoding': 'br' });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('drops the cached answer on every admin write: create, update and delete show at once', async () => {
    const tagOf = async () => String((await list()).headers.etag);
    const before = await tagOf();

    const created = await postTestimonial(t.app, bearer(token), {
      name: 'Ottoline Farquharson',
      message: 'Handwritten notes brought our clients back.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = createTestimonial.response.parse(created.json());
    const afterCreate = await list({ 'if-none-match': before });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.body).toContain('Ottoline Farquharson');

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/testimonials/${id}`,
      ...multipart(
        [
          { name: 'name', value: 'Ottoline F.' },
          { name: 'message', value: 'Handwritten notes brought our clients back.' },
        ],
        bearer(token),
      ),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const afterUpdate = await list();
    expect(afterUpdate.body).toContain('Ottoline F.');
    expect(afterUpdate.headers.etag).not.toBe(afterCreate.headers.etag);

    await callApi(t, deleteTestimonial, { params: { id: String(id) } }, { as: { bearer: token } });
    const afterDelete = await list();
    expect(afterDelete.body).not.toContain('Ottoline');
    expect(afterDelete.headers.etag).toBe(before);
  });
});

describe('GET /api/design-templates, cached', () => {
  const templates = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/design-templates', headers });

  it('answers 304 to a current tag and a new list after every admin write', async () => {
    const first = await templates({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const tag = String(first.headers.etag);
    expect((await templates({ 'accept-encoding': 'br', 'if-none-match': tag })).statusCode).toBe(304);

    const [template] = await callApi(t, listTemplates, {});
    const staff = { as: { bearer: token } };
    await expect(
      callApi(t, updateTemplate, { params: { id: String(template!.id) }, body: { name: 'Guest edit' } }),
    ).rejects.toMatchObject({ status: 401 });
    await callApi(
      t,
      updateTemplate,
      { params: { id: String(template!.id) }, body: { name: 'Harvest Thanks, renamed' } },
      staff,
    );
    const after = await templates({ 'accept-encoding': 'br', 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Harvest Thanks, renamed');

    const order = (await callApi(t, listTemplates, {})).map((x) => x.id).reverse();
    await callApi(t, reorderTemplates, { body: { templateIds: order } }, staff);
    expect((await callApi(t, listTemplates, {})).map((x) => x.id)).toEqual(order);
  });
});
