import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import type { TColorVariant, TDesignTemplate } from '../../src/shared/catalog';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { uploadTemplateFile } from '../../src/shared/contracts/templates/upload-template-file';
import { callApi } from '../support/call-api';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, multipart, signIn, uploadVariantPreview } from './admin-helpers';

/*
 * A colour variant may carry its own printed back (the seeded templates repaint their backs per variant).
 * The back office's variants dialog re-sends the variants as the list shows them; editing their names or
 * colours must keep each variant's back, and its print file, unless staff replace or remove it.
 */

let t: TestApp;
let auth: Record<string, string>;
let template: TDesignTemplate;

const listed = async (id: number) => (await callApi(t, listTemplates, {})).find((x) => x.id === id)!;
/** The variants as stored, with the print file of each back (the list shows only the preview). */
const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(designTemplates).where(eq(designTemplates.id, id));
  return row!.colorVariants;
};
const saveVariants = (id: number, colorVariants: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/design-templates/${id}`,
    headers: auth,
    payload: { colorVariants },
  });
const uploadPreview = (filename: string, content: Buffer) =>
  uploadVariantPreview(t.app, auth, { filename, content, contentType: 'image/svg+xml' });
const backsOf = (variants: readonly TColorVariant[]) =>
  variants.map((v) => ({ back: v.backPreview ?? null, print: v.backDownloadUrl ?? null }));

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  const rows = await t.database.db.select().from(designTemplates);
  const seeded = rows.find((r) => r.colorVariants.length >= 2 && r.colorVariants.every((v) => v.backPreview));
  template = await listed(seeded!.id);
});

describe('editing colour variants keeps their own backs', () => {
  it('keeps every back and its print file when the variants are renamed and recoloured', async () => {
    const before = await stored(template.id);
    expect(before.every((v) => v.backPreview && v.backDownloadUrl)).toBe(true);

    // As the dialog sends them: the list's own form, with new names and colours.
    const edited = template.colorVariants.map((v, i) => ({
      ...v,
      name: `${v.name} Deluxe`,
      color: i % 2 ? '#123456' : '#abcdef',
    }));
    const res = await saveVariants(template.id, edited);
    expect(res.statusCode, res.body).toBe(200);

    const shown = (await listed(template.id)).colorVariants;
    expect(shown.map((v) => [v.name, v.color])).toEqual(edited.map((v) => [v.name, v.color]));
    expect(shown.map((v) => v.backPreview)).toEqual(template.colorVariants.map((v) => v.backPreview));
    const after = await stored(template.id);
    expect(backsOf(after)).toEqual(backsOf(before));
    // The print file is a real stored back, still served.
    const served = await t.app.inject({ method: 'GET', url: after[0]!.backDownloadUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');

    template = await listed(template.id);
  });

  it('keeps the back of a variant sent without one (a client that knows nothing of backs)', async () => {
    const before = await stored(template.id);
    expect(before.every((v) => v.backDownloadUrl)).toBe(true);
    const bare = template.colorVariants.map(({ name, color, preview, downloadUrl }) => ({
      name,
      color: color === '#123456' ? '#654321' : color,
      preview,
      downloadUrl,
    }));
    expect((await saveVariants(template.id, bare)).statusCode).toBe(200);
    expect(backsOf(await stored(template.id))).toEqual(backsOf(before));
  });

  it('keeps the other variants’ backs when one variant is added or removed', async () => {
    const before = await stored(template.id);
    expect(before.every((v) => v.backDownloadUrl)).toBe(true);
    const [first, ...rest] = template.colorVariants;
    const added = { name: 'Plain Sand', color: '#e8dcc0', preview: first!.preview, backPreview: null };
    expect((await saveVariants(template.id, [...rest, added])).statusCode).toBe(200);
    const after = await stored(template.id);
    expect(backsOf(after)).toEqual([...backsOf(before.slice(1)), { back: null, print: null }]);
  });

  it('replaces or removes one variant’s back only when staff say so', async () => {
    template = await listed(template.id);
    const before = await stored(template.id);
    const newBack = await uploadPreview(
      'night-back.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 500"><rect width="700" height="500" fill="#101820"/></svg>',
      ),
    );
    const [first, second, ...rest] = template.colorVariants;
    const res = await saveVariants(template.id, [
      { ...first, backPreview: newBack },
      { ...second, backPreview: null },
      ...rest,
    ]);
    expect(res.statusCode, res.body).toBe(200);

    const after = await stored(template.id);
    expect(after[0]).toMatchObject({ backPreview: newBack, backDownloadUrl: newBack });
    expect(after[1]!.backPreview).toBeUndefined();
    expect(after[1]!.backDownloadUrl).toBeUndefined();
    expect(backsOf(after.slice(2))).toEqual(backsOf(before.slice(2)));
    const shown = (await listed(template.id)).colorVariants;
    expect(shown[0]!.backPreview).toBe(newBack);
    expect(shown[1]).not.toHaveProperty('backPreview');
  });

  it('refuses a back that is not an image, naming the problem, and changes nothing', async () => {
    const before = await stored(template.id);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/upload-variant-file',
      ...multipart(
        [
          { name: 'type', value: 'download' },
          { name: 'file', filename: 'back.pdf', content: FILES.pdf },
        ],
        auth,
      ),
    });
    const [first, ...rest] = template.colorVariants;
    const { url } = uploadTemplateFile.response.parse(pdf.json());
    const res = await saveVariants(template.id, [{ ...first, backPreview: url }, ...rest]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Preview images must be PNG, JPEG or SVG.');
    expect(await stored(template.id)).toEqual(before);
  });
});
