// Over 300 lines: staff catalogue editing (artwork uploads, templates, variants, backs) on one app and one staff
// session.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_BACK_LAYOUT } from '../../src/shared/back-layout';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { createTemplate } from '../../src/shared/contracts/templates/create-template';
import { listTestimonials } from '../../src/shared/contracts/testimonials/list-testimonials';
import { callApi } from '../support/call-api';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, type FormPart, multipart, signIn } from './admin-helpers';

let t: TestApp;
let auth: Record<string, string>;

const publicTemplates = () => callApi(t, listTemplates, {});
const publicTestimonials = () => callApi(t, listTestimonials, {});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const upload = (url: string, parts: FormPart[], method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, ...multipart(parts, auth) });
const variantFile = (type: string, filename: string, content: Buffer) =>
  upload('/api/upload-variant-file', [
    { name: 'type', value: type },
    { name: 'file', filename, content },
  ]);

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
});

describe('POST /api/upload-variant-file', () => {
  it('stores a preview publicly and serves it from the returned URL', async () => {
    const res = await variantFile('preview', 'navy.png', FILES.png);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/catalog-files\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(FILES.png)).toBe(true);
  });

  it('sanitises SVG previews before storing them', async () => {
    const { url } = (await variantFile('preview', 'art.svg', FILES.svgEvil)).json();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload/i);
  });

  it.each([
    ['an Illustrator file (PDF based)', 'art.ai', FILES.aiPdf],
    ['an Illustrator file (PostScript based)', 'art.ai', FILES.aiPostScript],
    ['a Photoshop file', 'art.psd', FILES.psd],
    ['a PDF', 'art.pdf', FILES.pdf],
    ['a ZIP', 'art.zip', FILES.zip],
    ['an SVG', 'art.svg', FILES.svgEvil],
  ])('accepts %s as a download file', async (_what, filename, content) => {
    expect((await variantFile('download', filename, content)).statusCode).toBe(200);
  });

  it.each([
    ['preview', 'fake.png', FILES.text, 'Preview images must be PNG, JPEG or SVG.'],
    ['preview', 'doc.pdf', FILES.pdf, 'Preview images must be PNG, JPEG or SVG.'],
    ['download', 'photo.png', FILES.png, 'Download files must be .ai, .psd, .pdf, .zip or .svg.'],
    ['download', 'script.ai', FILES.text, 'Download files must be .ai, .psd, .pdf, .zip or .svg.'],
  ])('refuses a %s named %s that is not one (by its bytes)', async (type, filename, content, message) => {
    const res = await variantFile(type, filename, content);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(message);
  });

  it('needs a type of preview or download', async () => {
    const res = await variantFile('thumbnail', 'a.png', FILES.png);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('type must be "preview" or "download".');
  });

  it('limits previews to 5 MB', async () => {
    const big = Buffer.concat([FILES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await variantFile('preview', 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The limit is 5 MB.');
  });
});

describe('design templates', () => {
  let created: TDesignTemplate;

  it('adds a template at the end of the list, visible publicly at once', async () => {
    const preview = (await variantFile('preview', 'front.png', FILES.png)).json().url;
    const res = await send('POST', '/api/design-templates', {
      name: '  Harvest Thanks  ',
      category: 'thank-you',
      description: 'Warm autumn colours',
      tags: ' autumn, , thanks ,harvest ',
      preview,
      maxContactFields: 'lots',
      logoEnabled: true,
      colorVariants: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    created = res.json();
    expect(created).toMatchObject({
      name: 'Harvest Thanks',
      category: 'thank-you',
      tags: ['autumn', 'thanks', 'harvest'],
      preview,
      // Raster artwork downloads as what it is; without back art the card is one-sided.
      downloadUrl: `${preview}/harvest-thanks.png`,
      backPreview: null,
      maxContactFields: 3,
      logoEnabled: true,
      addressEnabled: true,
      twoSided: false,
      zones: null,
      backLayout: null,
      featured: false,
    });
    const list = await publicTemplates();
    expect(list.at(-1)?.id).toBe(created.id);
  });

  it.each([
    [{ category: 'business', preview: 'https://cdn.example.com/front.png' }],
    [{ name: 'No preview', category: 'business' }],
    [{ name: '   ', category: 'business', preview: '' }],
  ])('needs a name and a preview: %j', async (body) => {
    const res = await send('POST', '/api/design-templates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields and upload files.');
  });

  it('refuses a max contact fields outside 1–5 and artwork that is not an uploaded file or http(s) URL', async () => {
    const base = { name: 'X', category: 'generic', preview: 'https://cdn.example.com/x.png' };
    const tooMany = await send('POST', '/api/design-templates', { ...base, maxContactFields: 9 });
    expect(tooMany.json().message).toBe('Max contact fields must be between 1 and 5.');
    for (const preview of ['javascript:alert(1)', '/api/placeholder/280/200', '/api/catalog-files/x']) {
      const res = await send('POST', '/api/design-templates', { ...base, preview });
      expect(res.statusCode, preview).toBe(400);
      expect(res.json().message).toBe(
        'Artwork must be a file uploaded through /api/upload-variant-file or an http(s) URL.',
      );
    }
  });

  it('refuses SVG markup in JSON, pointing at the upload, and saves nothing', async () => {
    const before = await publicTemplates();
    const res = await send('POST', '/api/design-templates', {
      name: 'Inline',
      category: 'generic',
      preview: '<svg viewBox="0 0 4 3"><rect width="4" height="3"/></svg>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Artwork cannot be sent as SVG markup: upload the SVG through /api/upload-variant-file and send its URL.',
    );
    expect(await publicTemplates()).toEqual(before);
  });

  it('refuses a reference to a file that is not a public catalogue upload, or a preview that is no image', async () => {
    const base = { name: 'X', category: 'generic' };
    const unknown = await send('POST', '/api/design-templates', {
      ...base,
      preview: '/api/catalog-files/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('An artwork file was not found. Please upload it again.');

    const { fileId: customerFile } = z
      .object({ fileId: z.string() })
      .parse(
        (
          await upload('/api/upload/campaign-front', [
            { name: 'design', filename: 'front.png', content: FILES.png },
          ])
        ).json(),
      );
    const privateRef = await send('POST', '/api/design-templates', {
      ...base,
      preview: `/api/catalog-files/${customerFile}`,
    });
    expect(privateRef.statusCode).toBe(400);

    const zip = (await variantFile('download', 'art.zip', FILES.zip)).json().url;
    const notImage = await send('POST', '/api/design-templates', { ...base, preview: zip });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Preview images must be PNG, JPEG or SVG.');
  });

  it('edits fields, needing a name when one is sent; an uploaded SVG back is served cleaned', async () => {
    const empty = await send('PUT', `/api/design-templates/${created.id}`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Template name is required.');

    const back = (await variantFile('preview', 'back.svg', FILES.svgEvil)).json().url;
    const res = await send('PUT', `/api/design-templates/${created.id}`, {
      name: 'Harvest Thank You',
      featured: true,
      maxContactFields: 5,
      tags: ['fall'],
      backPreview: back,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = (await publicTemplates()).find((x) => x.id === created.id)!;
    expect(edited).toMatchObject({
      name: 'Harvest Thank You',
      featured: true,
      maxContactFields: 5,
      tags: ['fall'],
      backPreview: back,
    });
    const served = await t.app.inject({ method: 'GET', url: edited.backPreview! });
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload/i);
    expect(edited.category).toBe('thank-you');
  });

  it('is two-sided only with back art: by default when a back is given, never without one', async () => {
    const preview = (await variantFile('preview', 'front.png', FILES.png)).json().url;
    const back = (await variantFile('preview', 'back.png', FILES.png)).json().url;
    const base = { name: 'Sided', category: 'generic', preview };
    const blank = await send('POST', '/api/design-templates', { ...base, twoSided: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A two-sided template needs a back preview image.');

    const withBack = await send('POST', '/api/design-templates', { ...base, backPreview: back });
    expect(withBack.statusCode, withBack.body).toBe(200);
    expect(withBack.json().twoSided).toBe(true);

    const { id } = createTemplate.response.parse(withBack.json());
    const dropBack = await send('PUT', `/api/design-templates/${id}`, { backPreview: null });
    expect(dropBack.statusCode).toBe(400);
    expect(dropBack.json().message).toBe('A two-sided template needs a back preview image.');
    const oneSided = await send('PUT', `/api/design-templates/${id}`, { backPreview: null, twoSided: false });
    expect(oneSided.statusCode, oneSided.body).toBe(200);
    expect(oneSided.json()).toMatchObject({ twoSided: false, backPreview: null });
    expect((await send('DELETE', `/api/design-templates/${id}`)).statusCode).toBe(200);
  });

  it('saves the detail zones staff set, refusing a zone off the card', async () => {
    const zones = {
      front: {
        logo: { x: 40, y: 380, width: 120, height: 80, color: '#1f2937' },
        contact: {
          x: 380,
          y: 410,
          width: 280,
          lineHeight: 20,
          maxLines: 3,
          align: 'end',
          color: '#1f2937',
          fontSize: 14,
          fontFamily: 'serif',
          layout: 'stack',
        },
      },
      back: { logo: null, contact: null },
    };
    const saved = await send('PUT', `/api/design-templates/${created.id}`, { zones });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicTemplates()).find((x) => x.id === created.id)?.zones).toEqual(zones);

    const offCard = await send('PUT', `/api/design-templates/${created.id}`, {
      zones: { ...zones, front: { ...zones.front, logo: { ...zones.front.logo, x: 650 } } },
    });
    expect(offCard.statusCode).toBe(400);
    expect(offCard.json().message).toBe('Detail zones must lie on the 700 × 500 card.');
    const notNumbers = await send('PUT', `/api/design-templates/${created.id}`, {
      zones: { ...zones, front: { ...zones.front, contact: { ...zones.front.contact, fontSize: 'big' } } },
    });
    expect(notNumbers.statusCode).toBe(400);
    expect((await publicTemplates()).find((x) => x.id === created.id)?.zones).toEqual(zones);
  });

  it('saves the back layout staff set; refuses one the pen cannot write, naming the rule it breaks', async () => {
    const backLayout = structuredClone(DEFAULT_BACK_LAYOUT);
    backLayout.printed.push({ kind: 'header', rect: { x: 10, y: 6, width: 60, height: 8 } });
    backLayout.message = {
      rect: { x: 10, y: 18, width: 84, height: 90 },
      ruling: { firstBaselineMm: 8.5, pitchMm: 8.5 },
    };
    const saved = await send('PUT', `/api/design-templates/${created.id}`, { backLayout });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().backLayout).toEqual(backLayout);
    expect((await publicTemplates()).find((x) => x.id === created.id)?.backLayout).toEqual(backLayout);

    // The message area now touches the header: the pen would write on it.
    const touching = structuredClone(backLayout);
    touching.message.rect.y = 14.5;
    const refused = await send('PUT', `/api/design-templates/${created.id}`, { backLayout: touching });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The message area must keep 1.5 mm from the header (0.5 mm).');
    const high = structuredClone(backLayout);
    high.address.rect.y = 40;
    expect(
      (await send('PUT', `/api/design-templates/${created.id}`, { backLayout: high })).json().message,
    ).toBe(
      'The address area must lie in the USPS OCR read area: the right half, 5/8 to 2 3/4 in from the bottom, 1/2 in from the side.',
    );
    const notNumbers = {
      ...backLayout,
      address: { ...backLayout.address, rect: { ...backLayout.address.rect, x: 'left' } },
    };
    expect(
      (await send('PUT', `/api/design-templates/${created.id}`, { backLayout: notNumbers })).statusCode,
    ).toBe(400);
    expect((await publicTemplates()).find((x) => x.id === created.id)?.backLayout).toEqual(backLayout);

    // null goes back to the default layout.
    const cleared = await send('PUT', `/api/design-templates/${created.id}`, { backLayout: null });
    expect(cleared.json().backLayout).toBeNull();
  });

  it('replaces the colour variants when {colorVariants} is sent alone', async () => {
    const preview = (await variantFile('preview', 'rust.png', FILES.png)).json().url;
    const download = (await variantFile('download', 'rust.ai', FILES.aiPdf)).json().url;
    const res = await send('PUT', `/api/design-templates/${created.id}`, {
      colorVariants: [{ name: 'Rust', color: '#b7410e', preview, downloadUrl: download }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = (await publicTemplates()).find((x) => x.id === created.id)!;
    // The download is offered under the library's file name.
    const rust = {
      name: 'Rust',
      color: '#b7410e',
      preview,
      downloadUrl: `${download}/harvest-thank-you-rust.ai`,
    };
    expect(edited.colorVariants).toEqual([rust]);
    expect(edited.name).toBe('Harvest Thank You');

    // The list's own form of a variant is accepted back as it is (the variants dialog re-sends them).
    const again = await send('PUT', `/api/design-templates/${created.id}`, { colorVariants: [rust] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().colorVariants).toEqual([rust]);

    const twice = await send('PUT', `/api/design-templates/${created.id}`, {
      colorVariants: [
        { name: 'Rust', color: '#b7410e', preview, downloadUrl: download },
        { name: 'rust', color: '#000000', preview, downloadUrl: download },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('saves a new order and keeps it', async () => {
    const ids = (await publicTemplates()).map((x) => x.id);
    const reordered = [ids.at(-1)!, ...ids.slice(0, -1)].reverse();
    const res = await send('PUT', '/api/design-templates/reorder', { templateIds: reordered });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((x: TDesignTemplate) => x.id)).toEqual(reordered);
    expect((await publicTemplates()).map((x) => x.id)).toEqual(reordered);
    expect((await publicTemplates()).map((x) => x.position)).toEqual(reordered.map((_, i) => i));
  });

  it.each([
    ['a missing template', (ids: number[]) => ids.slice(1)],
    ['a duplicate', (ids: number[]) => [...ids.slice(1), ids[1]!]],
    ['an unknown id', (ids: number[]) => [...ids.slice(1), 999_999]],
    ['an extra id', (ids: number[]) => [...ids, 999_999]],
  ])('refuses an order with %s and changes nothing', async (_case, change) => {
    const before = (await publicTemplates()).map((x) => x.id);
    const res = await send('PUT', '/api/design-templates/reorder', { templateIds: change(before) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The new order must list every template exactly once.');
    expect((await publicTemplates()).map((x) => x.id)).toEqual(before);
  });

  it('deletes a template; it disappears from the public list', async () => {
    const res = await send('DELETE', `/api/design-templates/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect((await publicTemplates()).some((x) => x.id === created.id)).toBe(false);
    expect((await send('DELETE', `/api/design-templates/${created.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/design-templates/${created.id}`, { featured: false })).statusCode).toBe(
      404,
    );
  });
});

describe('testimonials', () => {
  let id: number;

  it('lists every testimonial for staff, hidden ones included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/testimonials', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual((await publicTestimonials()).length);
    expect(res.json()[0]).toHaveProperty('createdAt');
  });

  it('adds one with a photo and default rating 5; it shows on the home page list', async () => {
    const res = await upload('/api/admin/testimonials', [
      { name: 'name', value: 'Marisol Vega' },
      { name: 'title', value: 'Owner' },
      { name: 'company', value: 'Vega Realty' },
      { name: 'message', value: 'Our open-house invitations finally get opened.' },
      { name: 'isVisible', value: 'true' },
      { name: 'image', filename: 'marisol.jpg', content: FILES.jpg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({ name: 'Marisol Vega', company: 'Vega Realty', rating: 5, isVisible: true });
    expect(body.imageUrl).toMatch(/^\/api\/catalog-files\//);
    expect((await t.app.inject({ method: 'GET', url: body.imageUrl })).statusCode).toBe(200);
    const shown = (await publicTestimonials()).find((x) => x.id === id);
    expect(shown?.message).toBe('Our open-house invitations finally get opened.');
  });

  it('hides it from the home page when isVisible is off, keeping the photo', async () => {
    const before = (await publicTestimonials()).length;
    const res = await upload(
      `/api/admin/testimonials/${id}`,
      [
        { name: 'name', value: 'Marisol Vega' },
        { name: 'message', value: 'Our open-house invitations finally get opened.' },
        { name: 'rating', value: '4' },
        { name: 'isVisible', value: 'false' },
      ],
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rating: 4, isVisible: false });
    expect(res.json().imageUrl).toMatch(/^\/api\/catalog-files\//);
    expect((await publicTestimonials()).length).toBe(before - 1);
  });

  it.each([
    [[{ name: 'message', value: 'No name' }], 'Name is required.'],
    [[{ name: 'name', value: 'No message' }], 'Message is required.'],
    [
      [
        { name: 'name', value: 'A' },
        { name: 'message', value: 'B' },
        { name: 'rating', value: '6' },
      ],
      'Rating must be between 1 and 5.',
    ],
  ])('refuses %j', async (parts, message) => {
    const res = await upload('/api/admin/testimonials', parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a photo that is not an image', async () => {
    const res = await upload('/api/admin/testimonials', [
      { name: 'name', value: 'A' },
      { name: 'message', value: 'B' },
      { name: 'image', filename: 'me.png', content: FILES.text },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('deletes it', async () => {
    expect((await send('DELETE', `/api/admin/testimonials/${id}`)).statusCode).toBe(200);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/testimonials', headers: auth })).json();
    expect(all.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await send('DELETE', `/api/admin/testimonials/${id}`)).statusCode).toBe(404);
  });
});
