import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TColorVariant } from '../../../shared/catalog';
import { catalogFileUrl } from '../../../shared/catalog-files';
import type { Db } from '../../db/client';
import { designTemplates } from '../../db/schema';
import type { FileStorage } from '../../lib/files/file-storage';
import { sanitizeSvg } from '../../lib/svg-sanitizer';
import type { TemplateRow } from './template-store';

/** Download links of the retired route that served a template's inline markup under its .ai name. */
const LEGACY_DOWNLOAD = '/downloads/templates/';

const isMarkup = (value: string): boolean => value.trimStart().startsWith('<');

type Changes = Partial<
  Pick<TemplateRow, 'preview' | 'downloadUrl' | 'backPreview' | 'backDownloadUrl' | 'colorVariants'>
>;

/**
 * A data migration run at every boot, after the SQL migrations and the seed: artwork that older versions kept
 * inline (SVG markup in a preview or download column, download links to the retired /downloads/templates/
 * route, which served that markup) moves into stored files, and the rows are rewritten to their URLs. The
 * markup is sanitised once, as an upload would be. A no-op (one query, no sanitiser loaded) when nothing is
 * inline, so running it again changes nothing. Returns how many templates changed.
 */
export async function moveInlineArtwork(
  deps: { db: Db; storage: FileStorage },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  const rows = await deps.db.select().from(designTemplates);
  // The same markup (a preview and the download copied from it) becomes one file.
  const stored = new Map<string, string>();
  const store = async (markup: string, name: string): Promise<string> => {
    const known = stored.get(markup);
    if (known) return known;
    const clean = await sanitizeSvg(markup);
    // Not SVG at all: left as it was (it never drew), and reported.
    if (!clean) {
      log.warn(`Template artwork "${name}" is not SVG and was left inline.`);
      return markup;
    }
    const file = await deps.storage.save(deps.db, {
      kind: 'catalog-preview',
      originalName: `${name}.svg`,
      mimeType: 'image/svg+xml',
      bytes: Buffer.from(clean, 'utf8'),
      isPublic: true,
    });
    const url = catalogFileUrl(file.id);
    stored.set(markup, url);
    return url;
  };

  let moved = 0;
  for (const row of rows) {
    const changes = await movedArtwork(row, store);
    if (Object.keys(changes).length === 0) continue;
    await deps.db
      .update(designTemplates)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(designTemplates.id, row.id));
    moved += 1;
  }
  if (moved > 0) log.info(`Moved the inline artwork of ${moved} design template(s) into stored files.`);
  return moved;
}

type Store = (markup: string, name: string) => Promise<string>;

/** The columns of one row that change; a legacy download becomes the (moved) artwork it used to serve. */
async function movedArtwork(row: TemplateRow, store: Store): Promise<Changes> {
  const changes: Changes = {};
  const slug = `template-${row.id}`;
  const preview = isMarkup(row.preview) ? await store(row.preview, slug) : row.preview;
  const backPreview =
    row.backPreview && isMarkup(row.backPreview)
      ? await store(row.backPreview, `${slug}-back`)
      : row.backPreview;
  const download = async (value: string | null, artwork: string | null, name: string) => {
    if (!value) return value;
    if (isMarkup(value)) return store(value, name);
    return value.startsWith(LEGACY_DOWNLOAD) ? artwork : value;
  };
  const downloadUrl = (await download(row.downloadUrl, preview, slug)) ?? preview;
  const backDownloadUrl = await download(row.backDownloadUrl, backPreview, `${slug}-back`);

  let variantsChanged = false;
  const colorVariants: TColorVariant[] = [];
  for (const [i, v] of row.colorVariants.entries()) {
    const name = `${slug}-variant-${i + 1}`;
    const vPreview = isMarkup(v.preview) ? await store(v.preview, name) : v.preview;
    const vDownload = (await download(v.downloadUrl, vPreview, name)) ?? vPreview;
    variantsChanged ||= vPreview !== v.preview || vDownload !== v.downloadUrl;
    colorVariants.push({ ...v, preview: vPreview, downloadUrl: vDownload });
  }

  if (preview !== row.preview) changes.preview = preview;
  if (downloadUrl !== row.downloadUrl) changes.downloadUrl = downloadUrl;
  if (backPreview !== row.backPreview) changes.backPreview = backPreview;
  if (backDownloadUrl !== row.backDownloadUrl) changes.backDownloadUrl = backDownloadUrl;
  if (variantsChanged) changes.colorVariants = colorVariants;
  return changes;
}
