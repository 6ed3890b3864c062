import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designTemplates, uploadedFiles } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed';
import { moveInlineArtwork } from '../../src/server/features/catalog/move-inline-artwork';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {} };

const FRONT =
  '<svg viewBox="0 0 7 5" onload="alert(1)"><script>alert(2)</script><rect width="7" height="5" fill="#2f5d3a"/></svg>';
const BACK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 5"><circle r="2" fill="#7a2334"/></svg>';
const VARIANT = '<svg viewBox="0 0 7 5"><rect width="7" height="5" fill="#1f3a5f"/></svg>';

const filesStored = async () => (await t.database.db.select({ n: count() }).from(uploadedFiles))[0]!.n;
const storage = () => createFileStorage(t.config);

beforeAll(async () => {
  t = await createTestApp();
});

describe('moving inline artwork into files (boot step)', () => {
  let id: number;

  it('rewrites inline markup and old download links to stored files serving the sanitised SVG', async () => {
    const [row] = await t.database.db
      .insert(designTemplates)
      .values({
        name: 'Legacy Card',
        category: 'thank-you',
        preview: FRONT,
        downloadUrl: '/downloads/templates/legacy-card.ai',
        backPreview: BACK,
        backDownloadUrl: '/downloads/templates/legacy-card-back.ai',
        // The defect's leftover: the preview markup copied into the download column.
        colorVariants: [{ name: 'Navy', color: '#1f3a5f', preview: VARIANT, downloadUrl: VARIANT }],
        position: 99,
      })
      .returning();
    id = row!.id;

    expect(await moveInlineArtwork({ db: t.database.db, storage: storage() }, quiet)).toBe(1);

    const [moved] = await t.database.db.select().from(designTemplates).where(eq(designTemplates.id, id));
    const fileUrl = /^\/api\/catalog-files\/[0-9a-f-]{36}$/;
    expect(moved!.preview).toMatch(fileUrl);
    expect(moved!.downloadUrl).toBe(moved!.preview);
    expect(moved!.backPreview).toMatch(fileUrl);
    expect(moved!.backDownloadUrl).toBe(moved!.backPreview);
    expect(moved!.colorVariants[0]!.preview).toMatch(fileUrl);
    expect(moved!.colorVariants[0]!.downloadUrl).toBe(moved!.colorVariants[0]!.preview);

    const front = await t.app.inject({ method: 'GET', url: moved!.preview });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/svg+xml');
    expect(front.body).toContain('fill="#2f5d3a"');
    expect(front.body).not.toMatch(/script|onload|alert/i);
    expect((await t.app.inject({ method: 'GET', url: moved!.backPreview! })).body).toContain('#7a2334');

    // The public list hands out the moved files, the download under the library's name.
    const list = await callApi(t, listTemplates, {});
    const listed = list.find((x) => x.id === id)!;
    expect(listed.downloadUrl).toBe(`${moved!.preview}/legacy-card.ai`);
    const download = await t.app.inject({ method: 'GET', url: listed.colorVariants[0]!.downloadUrl });
    expect(download.headers['content-disposition']).toContain('filename="legacy-card-navy.ai"');
    // The `.ai` name holds a PDF drawn from the moved vector artwork, whose file keeps the variant's colour.
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const variantPreview = await t.app.inject({ method: 'GET', url: listed.colorVariants[0]!.preview });
    expect(variantPreview.body).toContain('#1f3a5f');
  });

  it('changes nothing when run again', async () => {
    const before = await t.database.db.select().from(designTemplates);
    const files = await filesStored();
    expect(await moveInlineArtwork({ db: t.database.db, storage: storage() }, quiet)).toBe(0);
    expect(await t.database.db.select().from(designTemplates)).toEqual(before);
    expect(await filesStored()).toBe(files);
  });
});

describe('seed', () => {
  it('stores the committed seed artwork once and does no artwork work on a seeded database', async () => {
    // The seed stored each committed SVG once (42 designs) on the first start.
    const seeded = await t.database.db
      .select({ n: count() })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.kind, 'catalog-preview'));
    expect(seeded[0]!.n).toBeGreaterThanOrEqual(42);

    const files = await filesStored();
    const spy = storage();
    const save = spy.save.bind(spy);
    let saves = 0;
    spy.save = (...args) => {
      saves += 1;
      return save(...args);
    };
    const again = await seedIfEmpty(t.database.db, {
      adminUsername: 'admin',
      adminPassword: undefined,
      storage: spy,
      log: quiet,
    });
    expect(again).toBe(false);
    expect(saves).toBe(0);
    expect(await filesStored()).toBe(files);
  });
});
