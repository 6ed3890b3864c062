import fs from 'node:fs/promises';
import { catalogFileUrl } from '../../shared/catalog-files';
import type { FileStorage } from '../lib/files/file-storage';
import type { DbOrTx } from './client';
import { designTemplates } from './schema';
import { SEED_ART_MANIFEST, type TSeedArtManifest, ZSeedArtManifestSchema } from './seed-art-manifest';

/** Committed output of `npm run seed-art` (scripts/seed-art). */
const SEED_ART_DIR = new URL('./seed-art/', import.meta.url);

export async function readSeedArtManifest(): Promise<TSeedArtManifest> {
  return ZSeedArtManifestSchema.parse(
    JSON.parse(await fs.readFile(new URL(SEED_ART_MANIFEST, SEED_ART_DIR), 'utf8')),
  );
}

/** One committed artwork file of the seed, by its name in the manifest. */
export function readSeedArt(name: string): Promise<Buffer> {
  return fs.readFile(new URL(name, SEED_ART_DIR));
}

/**
 * Stores seed artwork files by name and answers their public URLs, each file once: `urls` starts with the
 * files already stored (name → URL) and keeps the ones this stores.
 */
export function seedArtStore(
  db: DbOrTx,
  storage: FileStorage,
  urls = new Map<string, string>(),
): (name: string) => Promise<string> {
  return async (name) => {
    const known = urls.get(name);
    if (known) return known;
    const file = await storage.save(db, {
      kind: 'catalog-preview',
      originalName: name,
      mimeType: 'image/svg+xml',
      bytes: await readSeedArt(name),
      isPublic: true,
    });
    const url = catalogFileUrl(file.id);
    urls.set(name, url);
    return url;
  };
}

/**
 * Stores the seed artwork through FileStorage (each SVG once) and inserts the catalogue rows pointing at it.
 * Every design file is its own download, as the library offers it. Returns the number of templates.
 */
export async function seedTemplates(db: DbOrTx, storage: FileStorage): Promise<number> {
  const manifest = await readSeedArtManifest();
  const store = seedArtStore(db, storage);

  const rows: (typeof designTemplates.$inferInsert)[] = [];
  for (const [position, t] of manifest.templates.entries()) {
    const { preview, backPreview, colorVariants, ...fields } = t;
    const previewUrl = await store(preview);
    const backUrl = backPreview ? await store(backPreview) : null;
    const variants = [];
    for (const v of colorVariants) {
      const url = await store(v.preview);
      const back = v.backPreview ? await store(v.backPreview) : null;
      variants.push({
        name: v.name,
        color: v.color,
        preview: url,
        downloadUrl: url,
        ...(back ? { backPreview: back, backDownloadUrl: back } : {}),
      });
    }
    rows.push({
      ...fields,
      preview: previewUrl,
      downloadUrl: previewUrl,
      backPreview: backUrl,
      backDownloadUrl: backUrl,
      colorVariants: variants,
      position,
    });
  }
  if (rows.length > 0) await db.insert(designTemplates).values(rows);
  return rows.length;
}
