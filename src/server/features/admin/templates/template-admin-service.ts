import { eq, sql } from 'drizzle-orm';
import type { TDesignTemplate } from '../../../../shared/catalog';
import {
  TEMPLATE_MESSAGES,
  type TTemplateCreate,
  type TTemplateUpdate,
} from '../../../../shared/template-schemas';
import { saveOrder } from '../../../db/save-order';
import { designTemplates } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { apiTemplate, listTemplates } from '../../catalog/template-store';
import { type ArtworkDeps, storedArtwork, storedOptionalArtwork, storedVariants } from './artwork';

const NOT_FOUND = 'Template not found.';

/** Adds a template at the end of the order; the download file defaults to the preview (back-office.md §5). */
export async function createTemplate(deps: ArtworkDeps, input: TTemplateCreate): Promise<TDesignTemplate> {
  const { preview, downloadUrl, backPreview, backDownloadUrl, colorVariants, twoSided, ...fields } = input;
  const storedPreview = await storedArtwork(deps, preview, 'preview');
  const storedBack = await storedOptionalArtwork(deps, backPreview, 'preview');
  const values = {
    ...fields,
    twoSided: twoSided ?? storedBack !== null,
    preview: storedPreview,
    downloadUrl: downloadUrl ? await storedArtwork(deps, downloadUrl, 'download') : storedPreview,
    backPreview: storedBack,
    backDownloadUrl: await storedOptionalArtwork(deps, backDownloadUrl, 'download'),
    colorVariants: await storedVariants(deps, colorVariants),
  };
  const [row] = await deps.database.db
    .insert(designTemplates)
    .values({
      ...values,
      position: sql`(select coalesce(max(${designTemplates.position}) + 1, 0) from ${designTemplates})`,
    })
    .returning();
  return apiTemplate(deps.database.db, row!);
}

/**
 * Changes only the fields sent; `{colorVariants}` alone replaces the variants. A download that was the
 * preview (none of its own) follows a new preview; an empty downloadUrl makes the preview the download again.
 */
export async function updateTemplate(
  deps: ArtworkDeps,
  id: number,
  input: TTemplateUpdate,
): Promise<TDesignTemplate> {
  const db = deps.database.db;
  const [current] = await db.select().from(designTemplates).where(eq(designTemplates.id, id));
  if (!current) throw notFound(NOT_FOUND);
  const { preview, downloadUrl, backPreview, backDownloadUrl, colorVariants, ...plain } = input;
  const changes: Partial<typeof designTemplates.$inferInsert> = { ...plain, updatedAt: new Date() };
  if (preview !== undefined) {
    changes.preview = await storedArtwork(deps, preview, 'preview');
    if (current.downloadUrl === current.preview) changes.downloadUrl = changes.preview;
  }
  if (downloadUrl !== undefined) {
    changes.downloadUrl = downloadUrl
      ? await storedArtwork(deps, downloadUrl, 'download')
      : (changes.preview ?? current.preview);
  }
  if (backPreview !== undefined)
    changes.backPreview = await storedOptionalArtwork(deps, backPreview, 'preview');
  if (backDownloadUrl !== undefined)
    changes.backDownloadUrl = await storedOptionalArtwork(deps, backDownloadUrl, 'download');
  if (colorVariants !== undefined)
    changes.colorVariants = await storedVariants(deps, colorVariants, current.colorVariants);
  const twoSided = changes.twoSided ?? current.twoSided;
  const back = changes.backPreview === undefined ? current.backPreview : changes.backPreview;
  if (twoSided && !back) throw badRequest(TEMPLATE_MESSAGES.twoSidedNeedsBack);
  const [row] = await db.update(designTemplates).set(changes).where(eq(designTemplates.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return apiTemplate(db, row);
}

/** Campaigns keep their copy of the template name; their template link is cleared by the foreign key. */
export async function deleteTemplate(deps: ArtworkDeps, id: number): Promise<void> {
  const deleted = await deps.database.db
    .delete(designTemplates)
    .where(eq(designTemplates.id, id))
    .returning({ id: designTemplates.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

/** Saves the full order of the library at once (saveOrder: exactly the current templates, each once). */
export async function reorderTemplates(
  deps: ArtworkDeps,
  templateIds: readonly number[],
): Promise<TDesignTemplate[]> {
  const db = deps.database.db;
  const byPosition = {
    table: designTemplates,
    id: designTemplates.id,
    order: designTemplates.position,
    updatedAt: designTemplates.updatedAt,
  };
  await saveOrder(db, byPosition, templateIds, TEMPLATE_MESSAGES.reorder);
  return listTemplates(db);
}
