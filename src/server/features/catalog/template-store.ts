import { asc } from 'drizzle-orm';
import {
  DEFAULT_MAX_CONTACT_FIELDS,
  type TDesignTemplate,
  type TemplateCategory,
} from '../../../shared/catalog';
import type { DbOrTx } from '../../db/client';
import { designTemplates } from '../../db/schema';

type TemplateRow = typeof designTemplates.$inferSelect;

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
    downloadUrl: row.downloadUrl,
    backDownloadUrl: row.backDownloadUrl,
    featured: row.featured,
    twoSided: row.twoSided,
    logoEnabled: row.logoEnabled,
    websiteEnabled: row.websiteEnabled,
    emailEnabled: row.emailEnabled,
    phoneEnabled: row.phoneEnabled,
    addressEnabled: row.addressEnabled,
    socialMediaEnabled: row.socialMediaEnabled,
    maxContactFields: Number.isInteger(max) && max >= 1 && max <= 5 ? max : DEFAULT_MAX_CONTACT_FIELDS,
    colorVariants: row.colorVariants,
    position: row.position,
  };
}

export async function listTemplates(db: DbOrTx): Promise<TDesignTemplate[]> {
  const rows = await db
    .select()
    .from(designTemplates)
    .orderBy(asc(designTemplates.position), asc(designTemplates.id));
  return rows.map(toApiTemplate);
}
