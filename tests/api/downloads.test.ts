import { beforeAll, describe, expect, it } from 'vitest';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let templates: TDesignTemplate[];

beforeAll(async () => {
  t = await createTestApp();
  templates = (await t.app.inject({ method: 'GET', url: '/api/design-templates' })).json();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /downloads/templates/:file', () => {
  it('serves every download link of the catalogue as a named attachment', async () => {
    const links = templates.flatMap((tpl) => [
      tpl.downloadUrl,
      ...(tpl.backDownloadUrl ? [tpl.backDownloadUrl] : []),
      ...tpl.colorVariants.map((v) => v.downloadUrl),
    ]);
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(200);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('names the file after the template and the variant or back, holding that artwork', async () => {
    const tpl = templates.find((x) => x.name === 'Classic Thank You')!;
    const forest = tpl.colorVariants.find((v) => v.name === 'Forest')!;

    const variant = await get(forest.downloadUrl);
    expect(variant.headers['content-disposition']).toBe('attachment; filename="classic-thank-you-forest.ai"');
    expect(variant.headers['content-type']).toContain('image/svg+xml');
    expect(variant.body).toBe(forest.preview);

    const back = await get(tpl.backDownloadUrl!);
    expect(back.headers['content-disposition']).toBe('attachment; filename="classic-thank-you-back.ai"');
    expect(back.body).toBe(tpl.backPreview);

    const front = await get(tpl.downloadUrl);
    expect(front.headers['content-disposition']).toBe('attachment; filename="classic-thank-you.ai"');
    expect(front.body).toBe(tpl.preview);
  });

  it('answers 404 JSON for a file no template links to', async () => {
    const res = await get('/downloads/templates/no-such-design.ai');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No design file named no-such-design.ai.' });
  });
});
