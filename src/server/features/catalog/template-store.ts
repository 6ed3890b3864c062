import { asc } from 'drizzle-orm';
import { ZCardZonesSchema } from '../../../shared/card-zones';
import { DEFAULT_MAX_CONTACT_FIELDS, type TDesignTemplate } from '../../../shared/catalog';
import { CATALOG_FILES_PATH, catalogFileIdOf } from '../../../shared/catalog-files';
import { type DesignSide, downloadFileName } from '../../../shared/library-filter';
import type { TemplateCategory } from '../../../shared/template-categories';
import type { DbOrTx } from '../../db/client';
import { designTemplates } from '../../db/schema';

export type TemplateRow = typeof designTemplates.$inferSelect;

/**
 * The link the library's Download button follows. A stored file is offered under the library's file name
 * (`/api/catalog-files/{id}/{name}.ai`, public-site.md §2); an outside URL is passed on as it is.
 */
export function downloadLink(stored: string, templateName: string, design: DesignSide): string {
  const id = catalogFileIdOf(stored);
  return id ? `${CATALOG_FILES_PATH}/${id}/${downloadFileName(templateName, design)}` : stored;
}

export function toApiTemplate(row: TemplateRow): TDesignTemplate {
  const max = row.maxContactFields;
  return {
    id: row.id,
    name: row.name,
    category: row.category as TemplateCategory,
    description: row.description,
    tags: row.tags,
    preview: row.preview,
    backPreview: row.backPreview,
    downloadUrl: downloadLink(row.downloadUrl, row.name, { side: 'front' }),
    backDownloadUrl: row.backDownloadUrl && downloadLink(row.backDownloadUrl, row.name, { side: 'back' }),
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
      downloadUrl: downloadLink(v.downloadUrl, row.name, { side: 'front', variantName: v.name }),
    })),
    // Written only by the seed; a malformed value shows no overlay rather than breaking the list.
    zones: row.zones ? (ZCardZonesSchema.safeParse(row.zones).data ?? null) : null,
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
  return rows.map(toApiTemplate);
}
