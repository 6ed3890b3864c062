import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { refreshSeededBacks } from '../../src/server/features/catalog/refresh-seeded-backs';
import { createFileStorage } from '../../src/server/lib/file-storage';
import { catalogFileUrl } from '../../src/shared/catalog-files';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const quiet = { info: () => {} };
const refresh = () => refreshSeededBacks({ db: t.database.db, storage: createFileStorage(t.config) }, quiet);

beforeAll(async () => {
  t = await createTestApp();
});

/** A template as a database seeded before backs were described holds it: the seeded back, no layout. */
async function oldSeeded(name: string, backName: string) {
  const file = await createFileStorage(t.config).save(t.database.db, {
    kind: 'catalog-preview',
    originalName: backName,
    mimeType: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 5"/>'),
    isPublic: true,
  });
  const [row] = await t.database.db
    .update(designTemplates)
    .set({ backPreview: catalogFileUrl(file.id), backLayout: null })
    .where(eq(designTemplates.name, name))
    .returning();
  return row!;
}

describe('giving older databases the seeded backs (boot step)', () => {
  it('replaces a seeded back with the current one and its layout, and leaves staff backs alone', async () => {
    const seeded = await oldSeeded('Classic Thank You', 'classic-thank-you-back.svg');
    const replaced = await oldSeeded('Holiday Greetings', 'our-own-back.svg');

    expect(await refresh()).toBe(1);

    const [after] = await t.database.db
      .select()
      .from(designTemplates)
      .where(eq(designTemplates.id, seeded.id));
    expect(after!.backLayout?.message.ruling).not.toBeNull();
    expect(after!.backPreview).not.toBe(seeded.backPreview);
    expect(after!.backDownloadUrl).toBe(after!.backPreview);
    const back = await t.app.inject({ method: 'GET', url: after!.backPreview! });
    expect(back.statusCode).toBe(200);
    expect(back.body.length).toBeGreaterThan(1000);

    const [kept] = await t.database.db
      .select()
      .from(designTemplates)
      .where(eq(designTemplates.id, replaced.id));
    expect(kept!.backLayout).toBeNull();
    expect(kept!.backPreview).toBe(replaced.backPreview);

    expect(await refresh()).toBe(0);
  });
});
