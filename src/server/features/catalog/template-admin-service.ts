import type { TDesignTemplate } from '../../../shared/catalog';
import {
  TEMPLATE_MESSAGES,
  type TTemplateCreate,
  type TTemplateUpdate,
} from '../../../shared/template-schemas';
import { badRequest, notFound } from '../../lib/errors';
import { type ArtworkDeps, storedArtwork, storedOptionalArtwork, storedVariants } from './template-artwork';
import {
  apiTemplate,
  deleteTemplateRow,
  findTemplate,
  insertTemplate,
  listTemplates,
  saveTemplateOrder,
  type TemplateRow,
  updateTemplateRow,
} from './template-store';

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
  const row = await insertTemplate(deps.database.db, values);
  return apiTemplate(deps.database.db, row);
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
  const current = await findTemplate(db, id);
  if (!current) throw notFound(NOT_FOUND);
  const { preview, downloadUrl, backPreview, backDownloadUrl, colorVariants, ...plain } = input;
  const changes: Partial<TemplateRow> = { ...plain, updatedAt: new Date() };
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
  const row = await updateTemplateRow(db, id, changes);
  if (!row) throw notFound(NOT_FOUND);
  return apiTemplate(db, row);
}

/** Campaigns keep their copy of the template name; their template link is cleared by the foreign key. */
export async function deleteTemplate(deps: ArtworkDeps, id: number): Promise<void> {
  if (!(await deleteTemplateRow(deps.database.db, id))) throw notFound(NOT_FOUND);
}

/** Saves the full order of the library at once (saveOrder: exactly the current templates, each once). */
export async function reorderTemplates(
  deps: ArtworkDeps,
  templateIds: readonly number[],
): Promise<TDesignTemplate[]> {
  await saveTemplateOrder(deps.database.db, templateIds, TEMPLATE_MESSAGES.reorder);
  return listTemplates(deps.database.db);
}
