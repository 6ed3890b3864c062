import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { catalogFileIdOf } from '../../../shared/catalog-files';
import type { Db } from '../../db/client';
import { designTemplates } from '../../db/schema';
import type { TSeedArtTemplate } from '../../db/seed-art-manifest';
import { readSeedArtManifest, seedArtStore } from '../../db/seed-templates';
import type { FileStorage } from '../../lib/files/file-storage';
import { findFiles } from '../../lib/files/uploaded-file-store';
import { EARLIER_SEEDED_ZONES, zonesFingerprint } from './seeded-zones';

type TemplateRow = typeof designTemplates.$inferSelect;
type Deps = { db: Db; storage: FileStorage };
/** The original file name of a stored catalogue file a template points at, or null. */
type NameOf = (ref: string | null | undefined) => string | null;

/**
 * A data migration run at every boot, for databases seeded by an earlier seed:
 * - before templates described their backs (migration 0017), a seeded two-sided template with no back layout
 *   whose back is still the seeded file (same file name, so staff did not replace it) gets the current seeded
 *   back and its layout;
 * - before colour variants had backs of their own, a seeded template staff have not edited (its front, back
 *   and variants are still the seeded files and its zones are a seed's, EARLIER_SEEDED_ZONES) gets the current
 *   zones and each variant's back.
 * Staff's own templates and edits are left alone; once every row is current this changes nothing.
 */
export async function refreshSeededBacks(deps: Deps, log: Pick<FastifyBaseLogger, 'info'>): Promise<number> {
  const seeded = new Map((await readSeedArtManifest()).templates.map((t) => [t.name, t]));
  const rows = (await deps.db.select().from(designTemplates)).filter((row) => seeded.has(row.name));
  const nameOf = await storedNames(deps.db, rows.flatMap(artworkRefs));
  let refreshed = 0;
  for (const row of rows) {
    const changes = await currentSeedChanges(deps, row, seeded.get(row.name)!, nameOf);
    if (!changes) continue;
    await deps.db
      .update(designTemplates)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(designTemplates.id, row.id));
    refreshed += 1;
  }
  if (refreshed > 0)
    log.info(`Gave ${refreshed} seeded design template(s) the current seeded artwork and zones.`);
  return refreshed;
}

/** What the current seed changes in a seeded row, or null when nothing (up to date, or staff's own). */
async function currentSeedChanges(
  deps: Deps,
  row: TemplateRow,
  seed: TSeedArtTemplate,
  nameOf: NameOf,
): Promise<Partial<TemplateRow> | null> {
  const changes: Partial<TemplateRow> = {};
  const backIsSeeded = seed.backPreview !== null && nameOf(row.backPreview) === seed.backPreview;
  // Each seed file is stored once per template; the row's back serves when it already is the current file.
  const urls = new Map<string, string>();
  if (backIsSeeded && row.backLayout !== null && row.backPreview)
    urls.set(seed.backPreview!, row.backPreview);
  const store = seedArtStore(deps.db, deps.storage, urls);

  if (row.twoSided && row.backLayout === null && backIsSeeded && seed.backLayout) {
    const url = await store(seed.backPreview!);
    Object.assign(changes, { backPreview: url, backDownloadUrl: url, backLayout: seed.backLayout });
  }

  if (isUneditedSeed(row, seed, nameOf, backIsSeeded)) {
    if (zonesFingerprint(row.zones) !== zonesFingerprint(seed.zones)) changes.zones = seed.zones;
    const missingBacks = seed.colorVariants.some(
      (v, i) => v.backPreview && !row.colorVariants[i]!.backPreview,
    );
    if (missingBacks) {
      changes.colorVariants = [];
      for (const [i, variant] of row.colorVariants.entries()) {
        const back = seed.colorVariants[i]!.backPreview;
        const url = back && !variant.backPreview ? await store(back) : null;
        changes.colorVariants.push(url ? { ...variant, backPreview: url, backDownloadUrl: url } : variant);
      }
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Staff have not edited a seeded template while its front, back and variants are still the seeded files (by
 * their stored names, as the seed saved them) and its zones are those the current or an earlier seed gave it.
 */
function isUneditedSeed(row: TemplateRow, seed: TSeedArtTemplate, nameOf: NameOf, backIsSeeded: boolean) {
  const zones = zonesFingerprint(row.zones);
  const seededZones =
    zones === zonesFingerprint(seed.zones) || (EARLIER_SEEDED_ZONES[row.name] ?? []).includes(zones);
  const seededVariants =
    row.colorVariants.length === seed.colorVariants.length &&
    row.colorVariants.every((variant, i) => {
      const s = seed.colorVariants[i]!;
      return (
        variant.name === s.name &&
        nameOf(variant.preview) === s.preview &&
        (!variant.backPreview || nameOf(variant.backPreview) === s.backPreview)
      );
    });
  return (
    seededZones &&
    seededVariants &&
    nameOf(row.preview) === seed.preview &&
    (seed.backPreview === null ? row.backPreview === null : backIsSeeded)
  );
}

function artworkRefs(row: TemplateRow): (string | null | undefined)[] {
  return [row.preview, row.backPreview, ...row.colorVariants.flatMap((v) => [v.preview, v.backPreview])];
}

/** The stored names of the catalogue files the templates point at, read in one query. */
async function storedNames(db: Db, refs: (string | null | undefined)[]): Promise<NameOf> {
  const idOf = (ref: string | null | undefined) => (ref ? catalogFileIdOf(ref) : null);
  const ids = [...new Set(refs.map(idOf).filter((id): id is string => id !== null))];
  const files = await findFiles(db, ids);
  const names = new Map(files.map((f) => [f.id, f.originalName]));
  return (ref) => {
    const id = idOf(ref);
    return id ? (names.get(id) ?? null) : null;
  };
}
