import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { catalogFileIdOf, catalogFileUrl } from '../../../shared/catalog-files';
import type { Db } from '../../db/client';
import { designTemplates, uploadedFiles } from '../../db/schema';
import { readSeedArt, readSeedArtManifest } from '../../db/seed-templates';
import type { FileStorage } from '../../lib/file-storage';

/**
 * A data migration run at every boot: databases seeded before templates described their backs (migration
 * 0017) keep the old seeded back artwork, whose printed rules and icons the writing would cross. A seeded
 * two-sided template with no back layout whose back is still the seeded file (same file name, so staff did
 * not replace it) gets the current seeded back and its layout. Staff's own templates and backs are left
 * alone; once a row has a layout this is one query and changes nothing.
 */
export async function refreshSeededBacks(
  deps: { db: Db; storage: FileStorage },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  const rows = await deps.db
    .select({ id: designTemplates.id, name: designTemplates.name, backPreview: designTemplates.backPreview })
    .from(designTemplates)
    .where(and(eq(designTemplates.twoSided, true), isNull(designTemplates.backLayout)));
  if (rows.length === 0) return 0;

  const seeded = new Map((await readSeedArtManifest()).templates.map((t) => [t.name, t]));
  let refreshed = 0;
  for (const row of rows) {
    const seed = seeded.get(row.name);
    if (!seed?.backLayout || !seed.backPreview) continue;
    if ((await storedNameOf(deps.db, row.backPreview)) !== seed.backPreview) continue;
    const file = await deps.storage.save(deps.db, {
      kind: 'catalog-preview',
      originalName: seed.backPreview,
      mimeType: 'image/svg+xml',
      bytes: await readSeedArt(seed.backPreview),
      isPublic: true,
    });
    const url = catalogFileUrl(file.id);
    await deps.db
      .update(designTemplates)
      .set({ backPreview: url, backDownloadUrl: url, backLayout: seed.backLayout, updatedAt: new Date() })
      .where(eq(designTemplates.id, row.id));
    refreshed += 1;
  }
  if (refreshed > 0) log.info(`Gave ${refreshed} seeded design template(s) the current printed back.`);
  return refreshed;
}

/** The original file name of a stored catalogue file a template points at, or null. */
async function storedNameOf(db: Db, ref: string | null): Promise<string | null> {
  const id = ref ? catalogFileIdOf(ref) : null;
  if (!id) return null;
  const [file] = await db
    .select({ originalName: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, id));
  return file?.originalName ?? null;
}
