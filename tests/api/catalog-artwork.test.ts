import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { uploadOrderFrontDesign } from '../../src/shared/contracts/manual-orders/upload-order-design';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, multipart, signIn, uploadVariantPreview } from './admin-helpers';

let t: TestApp;
let auth: Record<string, string>;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const publicList = async () => {
  const res = await get('/api/design-templates');
  expect(res.statusCode, res.body).toBe(200);
  return { res, templates: listTemplates.response.parse(res.json()) };
};
const uploadPreview = (filename: string, content: Buffer) =>
  uploadVariantPreview(t.app, auth, { filename, content });

/** The first bytes of each download's format. */
const MAGIC: Record<string, string> = {
  ai: '%PDF-',
  pdf: '%PDF-',
  png: '\x89PNG',
  jpg: '\xff\xd8\xff',
};

/** Every artwork URL of the list: previews, backs, downloads, variants. */
const artworkUrls = (list: TDesignTemplate[]) =>
  list.flatMap((tpl) => [
    tpl.preview,
    tpl.downloadUrl,
    ...(tpl.backPreview ? [tpl.backPreview] : []),
    ...(tpl.backDownloadUrl ? [tpl.backDownloadUrl] : []),
    ...tpl.colorVariants.flatMap((v) => [v.preview, v.downloadUrl]),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
});

describe('GET /api/design-templates (seeded catalogue)', () => {
  it('carries URLs only and stays under 48 KB for the 15 seeded templates', async () => {
    const { res, templates } = await publicList();
    expect(templates).toHaveLength(15);
    // About 30 KB of catalogue plus each two-sided back's layout (≈ 1.3 KB: its areas, rules and printed
    // elements), which the upload page's proofs and the builder render with.
    expect(res.rawPayload.length).toBeLessThanOrEqual(48 * 1024);
    expect(res.body).not.toContain('<svg');
    for (const url of artworkUrls(templates)) expect(url).toMatch(/^\/api\/catalog-files\/[0-9a-f-]{36}/);
  });

  it('serves every preview as an immutable SVG image', async () => {
    const { templates } = await publicList();
    const previews = new Set(
      templates.flatMap((tpl) => [
        tpl.preview,
        ...(tpl.backPreview ? [tpl.backPreview] : []),
        ...tpl.colorVariants.map((v) => v.preview),
      ]),
    );
    expect(previews.size).toBeGreaterThan(30);
    for (const url of previews) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('offers vector design files as named .ai attachments: PDF-compatible, the artwork at 7 × 5 in, made once', async () => {
    const { templates } = await publicList();
    const tpl = templates.find((x) => x.name === 'Classic Thank You')!;
    const forest = tpl.colorVariants.find((v) => v.name === 'Forest')!;

    const cases = [
      [forest.downloadUrl, 'classic-thank-you-forest.ai'],
      [tpl.backDownloadUrl!, 'classic-thank-you-back.ai'],
      [tpl.downloadUrl, 'classic-thank-you.ai'],
    ] as const;
    for (const [url, name] of cases) {
      expect(url.endsWith(`/${name}`)).toBe(true);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${name}"`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const page = (await PDFDocument.load(res.rawPayload)).getPage(0);
      expect(page.getSize()).toEqual({ width: 504, height: 360 });
      // Vector: the artwork's shapes, not a picture of them.
      expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    }
    // Converted on the first download and kept beside the SVG: the next one answers the stored bytes.
    const first = await get(forest.downloadUrl);
    const kept = fs.readdirSync(path.join(t.dataDir, 'files')).filter((n) => n.endsWith('.svg.ai'));
    expect(kept).toHaveLength(3);
    expect((await get(forest.downloadUrl)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('every download of the list is the format its name says', async () => {
    const { templates } = await publicList();
    const downloads = templates.flatMap((tpl) => [
      tpl.downloadUrl,
      ...(tpl.backDownloadUrl ? [tpl.backDownloadUrl] : []),
      ...tpl.colorVariants.map((v) => v.downloadUrl),
    ]);
    expect(downloads.length).toBeGreaterThan(30);
    for (const url of downloads) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const ext = url.split('.').pop()!;
      expect(res.rawPayload.subarray(0, MAGIC[ext]!.length).toString('latin1'), url).toBe(MAGIC[ext]);
    }
  });

  it('offers raster artwork under its own extension, and no other name', async () => {
    const [first] = (await publicList()).templates;
    const preview = await uploadPreview('photo.png', FILES.png);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/design-templates/${first!.id}`,
      headers: auth,
      payload: { colorVariants: [{ name: 'Photo', color: '#123456', preview, downloadUrl: '' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const variant = (await publicList()).templates.find((x) => x.id === first!.id)!.colorVariants[0]!;
    expect(variant.downloadUrl).toMatch(/\/[a-z0-9-]+-photo\.png$/);
    const res = await get(variant.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(FILES.png)).toBe(true);
    const asAi = await get(variant.downloadUrl.replace(/\.png$/, '.ai'));
    expect(asAi.statusCode).toBe(404);
    expect(asAi.json()).toEqual({ message: 'File not found.' });
  });

  it('answers 404 JSON for a file that does not exist, and never serves a customer file', async () => {
    const missing = await get('/api/catalog-files/00000000-0000-4000-8000-000000000000/x.ai');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File not found.' });

    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/upload/campaign-front',
      ...multipart([{ name: 'design', filename: 'front.png', content: FILES.png }], auth),
    });
    const id = uploadOrderFrontDesign.response.parse(customer.json()).fileId;
    expect((await get(`/api/catalog-files/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/catalog-files/${id}/front.ai`)).statusCode).toBe(404);
  });

  it('serves the placeholder image for failed previews', async () => {
    const res = await get('/api/placeholder/280/200');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('280 × 200');
    expect((await get('/api/placeholder/0/200')).statusCode).toBe(400);
  });
});

describe('no admin input can break the public catalogue', () => {
  it('refuses a colour variant with an inline SVG preview and no download (the old 500), and the list still answers', async () => {
    const [first] = (await publicList()).templates;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/design-templates/${first!.id}`,
      headers: auth,
      payload: {
        colorVariants: [
          {
            name: 'Inline',
            color: '#123456',
            preview: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 500">${'<rect width="700" height="500"/>'.repeat(100)}</svg>`,
            downloadUrl: '',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('upload the SVG through /api/upload-variant-file');

    const { templates } = await publicList();
    expect(templates.find((x) => x.id === first!.id)?.colorVariants).toEqual(first!.colorVariants);
  });

  it('saves an uploaded variant without a download file: the preview is its download, the list stays readable', async () => {
    const [, second] = (await publicList()).templates;
    const preview = await uploadPreview('inline.svg', FILES.svgEvil);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/design-templates/${second!.id}`,
      headers: auth,
      payload: { colorVariants: [{ name: 'Uploaded', color: '#123456', preview, downloadUrl: '' }] },
    });
    expect(res.statusCode, res.body).toBe(200);

    const { templates } = await publicList();
    const variant = templates.find((x) => x.id === second!.id)!.colorVariants[0]!;
    expect(variant.preview).toBe(preview);
    const download = await get(variant.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.body).not.toMatch(/script|onload/i);
  });
});
