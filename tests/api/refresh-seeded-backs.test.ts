import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { readSeedArt, readSeedArtManifest } from '../../src/server/db/seed-templates';
import { refreshSeededBacks } from '../../src/server/features/catalog/refresh-seeded-backs';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import type { TCardZones } from '../../src/shared/card-zones';
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

  it('gives an unedited template of an earlier seed the current zones and variant backs, and leaves edited ones alone', async () => {
    const seed = new Map((await readSeedArtManifest()).templates.map((tpl) => [tpl.name, tpl]));
    const current = await oldSeedVariants('Dealership Service Reminder', DEALERSHIP_ZONES_OF_AN_EARLIER_SEED);
    // Staff moved the contact block of one and gave another variant artwork of their own.
    const justListed = seed.get('Just Listed')!.zones!;
    const movedZones = {
      ...justListed,
      front: { ...justListed.front!, contact: { ...justListed.front!.contact!, x: 80 } },
    };
    const moved = await oldSeedVariants('Just Listed', movedZones);
    const repainted = await oldSeedVariants('Donor Gratitude', seed.get('Donor Gratitude')!.zones!);
    const ownArt = await createFileStorage(t.config).save(t.database.db, {
      kind: 'catalog-preview',
      originalName: 'our-plum.svg',
      mimeType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 5"/>'),
      isPublic: true,
    });
    const ownVariants = repainted.colorVariants.map((v) =>
      v.name === 'Plum'
        ? { ...v, preview: catalogFileUrl(ownArt.id), downloadUrl: catalogFileUrl(ownArt.id) }
        : v,
    );
    await t.database.db
      .update(designTemplates)
      .set({ colorVariants: ownVariants })
      .where(eq(designTemplates.id, repainted.id));

    expect(await refresh()).toBe(1);

    const after = await row(current.id);
    const dealership = seed.get('Dealership Service Reminder')!;
    expect(after.zones).toEqual(dealership.zones);
    expect(after.zones?.front?.contact?.maxRows).toBe(4);
    expect(after.zones?.variantColors?.['Racing Red']?.back).toEqual({ logo: '#7d1520', contact: '#64161f' });
    expect(after.colorVariants.map((v) => v.name)).toEqual(['Navy', 'Racing Red', 'Graphite']);
    // Navy's back is the template's own; the others are their seeded files, served as stored.
    expect(after.colorVariants[0]!.backPreview).toBe(current.backPreview);
    for (const [i, variant] of after.colorVariants.entries()) {
      expect(variant.preview).toBe(current.colorVariants[i]!.preview);
      expect(variant.backDownloadUrl).toBe(variant.backPreview);
      const served = await t.app.inject({ method: 'GET', url: variant.backPreview! });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe(
        (await readSeedArt(dealership.colorVariants[i]!.backPreview!)).toString('utf8'),
      );
    }

    const keptMoved = await row(moved.id);
    expect(keptMoved.zones).toEqual(movedZones);
    expect(keptMoved.colorVariants.every((v) => !v.backPreview)).toBe(true);
    const keptRepainted = await row(repainted.id);
    expect(keptRepainted.colorVariants).toEqual(ownVariants);

    expect(await refresh()).toBe(0);
  });
});

async function row(id: number) {
  const [found] = await t.database.db.select().from(designTemplates).where(eq(designTemplates.id, id));
  return found!;
}

/** A seeded template as an earlier seed left it: the given zones, and variants without backs of their own. */
async function oldSeedVariants(name: string, zones: TCardZones) {
  const [seeded] = await t.database.db.select().from(designTemplates).where(eq(designTemplates.name, name));
  const colorVariants = seeded!.colorVariants.map(({ backPreview, backDownloadUrl, ...v }) => v);
  const [old] = await t.database.db
    .update(designTemplates)
    .set({ zones, colorVariants })
    .where(eq(designTemplates.id, seeded!.id))
    .returning();
  return old!;
}

/** Dealership Service Reminder's zones as seed-art/manifest.json held them in commit 64c219e. */
const DEALERSHIP_ZONES_OF_AN_EARLIER_SEED: TCardZones = {
  front: {
    logo: { x: 592, y: 36, width: 72, height: 72, color: '#ffffff' },
    contact: {
      x: 50,
      y: 330,
      width: 300,
      lineHeight: 20,
      maxLines: 3,
      align: 'start',
      color: '#ffffff',
      fontSize: 13,
      fontFamily: 'sans',
      layout: 'stack',
    },
  },
  back: {
    logo: { x: 392, y: 54, width: 162, height: 84, color: '#16284a' },
    contact: {
      x: 392,
      y: 162,
      width: 258,
      lineHeight: 12,
      maxLines: 3,
      align: 'start',
      color: '#17253e',
      fontSize: 10,
      fontFamily: 'sans',
      layout: 'stack',
      maxRows: 5,
    },
  },
  variantColors: {
    Navy: { logo: '#ffffff', contact: '#ffffff' },
    'Racing Red': { logo: '#ffffff', contact: '#ffffff' },
    Graphite: { logo: '#ffffff', contact: '#ffffff' },
  },
};
