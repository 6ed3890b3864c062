import { asc, eq, sql } from 'drizzle-orm';
import { ZCardZonesSchema } from '../../../shared/card-zones';
import { DEFAULT_MAX_CONTACT_FIELDS, type TDesignTemplate } from '../../../shared/catalog';
import { CATALOG_FILES_PATH, catalogFileIdOf } from '../../../shared/catalog-files';
import { type DesignSide, downloadFileName } from '../../../shared/library-filter';
import type { Db, DbOrTx } from '../../db/client';
import { saveOrder } from '../../db/save-order';
import { designTemplates } from '../../db/schema';
import { findFiles } from '../../lib/files/uploaded-file-store';
import { storedBackLayout } from './back-layout-store';
import { downloadExtension } from './design-download';

export type TemplateRow = typeof designTemplates.$inferSelect;
type NewTemplateRow = typeof designTemplates.$inferInsert;

/** Each stored design file's download extension, by file id. */
type DownloadExtensions = ReadonlyMap<string, string>;

/**
 * The link the library's Download button follows. A stored file is offered under the library's file name
 * (`/api/catalog-files/{id}/{name}.ai` for vector artwork, public-site.md §2, else the file's own extension);
 * an outside URL is passed on as it is.
 */
function downloadLink(
  stored: string,
  templateName: string,
  design: DesignSide,
  extensions: DownloadExtensions,
): string {
  const id = catalogFileIdOf(stored);
  if (!id) return stored;
  return `${CATALOG_FILES_PATH}/${id}/${downloadFileName(templateName, design, extensions.get(id))}`;
}

/** One query for the stored design files of these templates. */
async function downloadExtensions(db: DbOrTx, rows: readonly TemplateRow[]): Promise<DownloadExtensions> {
  const urls = rows.flatMap((r) => [
    r.downloadUrl,
    r.backDownloadUrl,
    ...r.colorVariants.map((v) => v.downloadUrl),
  ]);
  const ids = [
    ...new Set(urls.map((url) => (url ? catalogFileIdOf(url) : null)).filter((id) => id !== null)),
  ];
  if (ids.length === 0) return new Map();
  const files = await findFiles(db, ids);
  return new Map(files.map((f) => [f.id, downloadExtension(f)]));
}

/** A template as the API answers it (one row: after the back office saves it). */
export async function apiTemplate(db: DbOrTx, row: TemplateRow): Promise<TDesignTemplate> {
  return toApiTemplate(row, await downloadExtensions(db, [row]));
}

function toApiTemplate(row: TemplateRow, extensions: DownloadExtensions): TDesignTemplate {
  const max = row.maxContactFields;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    tags: row.tags,
    preview: row.preview,
    backPreview: row.backPreview,
    downloadUrl: downloadLink(row.downloadUrl, row.name, { side: 'front' }, extensions),
    backDownloadUrl:
      row.backDownloadUrl && downloadLink(row.backDownloadUrl, row.name, { side: 'back' }, extensions),
    featured: row.featured,
    twoSided: row.twoSided,
    logoEnabled: row.logoEnabled,
    websiteEnabled: row.websiteEnabled,
    emailEnabled: row.emailEnabled,
    phoneEnabled: row.phoneEnabled,
    addressEnabled: row.addressEnabled,
    socialMediaEnabled: row.socialMediaEnabled,
    maxContactFields: Number.isInteger(max) && max >= 1 && max <= 5 ? max : DEFAULT_MAX_CONTACT_FIELDS,
    colorVariants: row.colorVariants.map((v) => ({
      name: v.name,
      color: v.color,
      preview: v.preview,
      downloadUrl: downloadLink(v.downloadUrl, row.name, { side: 'front', variantName: v.name }, extensions),
      // The variant's own back, when the template repaints it (its print file is read from the row).
      ...(v.backPreview ? { backPreview: v.backPreview } : {}),
    })),
    // Written only by the seed; a malformed value shows no overlay rather than breaking the list.
    zones: row.zones ? (ZCardZonesSchema.safeParse(row.zones).data ?? null) : null,
    // A layout that no longer passes the rules is not offered: the default layout applies (as without one).
    backLayout: storedBackLayout(row.backLayout),
    position: row.position,
  };
}

/**
 * The public list answer (GET /api/design-templates), in catalogue order. Built from typed rows by our own
 * code, so the route skips response validation; this is the function a response cache would wrap.
 */
export async function listTemplates(db: DbOrTx): Promise<TDesignTemplate[]> {
  const rows = await db
    .select()
    .from(designTemplates)
    .orderBy(asc(designTemplates.position), asc(designTemplates.id));
  const extensions = await downloadExtensions(db, rows);
  return rows.map((row) => toApiTemplate(row, extensions));
}

/** The template with this id: the builder's and a program's choice, a card's print artwork, a proof's key. */
export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(designTemplates).where(eq(designTemplates.id, id));
  return row;
}

/** A new template goes last in the library's order. */
export async function insertTemplate(
  db: DbOrTx,
  values: Omit<NewTemplateRow, 'position'>,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(designTemplates)
    .values({
      ...values,
      position: sql`(select coalesce(max(${designTemplates.position}) + 1, 0) from ${designTemplates})`,
    })
    .returning();
  return row!;
}

export async function updateTemplateRow(
  db: DbOrTx,
  id: number,
  changes: Partial<NewTemplateRow>,
): Promise<TemplateRow | undefined> {
  const [row] = await db.update(designTemplates).set(changes).where(eq(designTemplates.id, id)).returning();
  return row;
}

/** False when there was no such template. */
export async function deleteTemplateRow(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(designTemplates)
    .where(eq(designTemplates.id, id))
    .returning({ id: designTemplates.id });
  return deleted.length > 0;
}

/** Saves the full order of the library at once (saveOrder: exactly the current templates, each once). */
export async function saveTemplateOrder(db: Db, ids: readonly number[], refusal: string): Promise<void> {
  const byPosition = {
    table: designTemplates,
    id: designTemplates.id,
    order: designTemplates.position,
    updatedAt: designTemplates.updatedAt,
  };
  await saveOrder(db, byPosition, ids, refusal);
}
