import type { TDesignTemplate } from '../../../shared/catalog';
import { type DesignSide, downloadFileName } from '../../../shared/library-filter';
import type { DbOrTx } from '../../db/client';
import { listTemplates } from '../catalog/template-store';

export interface TemplateArtwork {
  fileName: string;
  svg: string;
}

function artworkFor(template: TDesignTemplate, path: string): { design: DesignSide; markup: string } | null {
  if (template.downloadUrl === path) return { design: { side: 'front' }, markup: template.preview };
  if (template.backDownloadUrl === path && template.backPreview)
    return { design: { side: 'back' }, markup: template.backPreview };
  const variant = template.colorVariants.find((v) => v.downloadUrl === path);
  return variant ? { design: { side: 'front', variantName: variant.name }, markup: variant.preview } : null;
}

/**
 * The artwork behind a template's download link (its `downloadUrl`, `backDownloadUrl` or a colour
 * variant's `downloadUrl`), named as the design library names it. Null when no template links to `path`
 * or the linked preview is an image URL rather than vector markup.
 */
export async function findTemplateArtwork(db: DbOrTx, path: string): Promise<TemplateArtwork | null> {
  // The catalogue is a few dozen rows; matching in memory keeps the link format in one place (the seed).
  for (const template of await listTemplates(db)) {
    const found = artworkFor(template, path);
    if (found?.markup.trimStart().startsWith('<svg')) {
      return { fileName: downloadFileName(template.name, found.design), svg: found.markup };
    }
  }
  return null;
}
