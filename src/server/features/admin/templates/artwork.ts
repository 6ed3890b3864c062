import { isArtworkRef, TEMPLATE_MESSAGES } from '../../../../shared/admin';
import type { TColorVariant } from '../../../../shared/catalog';
import { badRequest } from '../../../lib/errors';
import { sanitizeSvg } from '../../../lib/svg-sanitizer';

/** A stored artwork reference: URLs as given, inline SVG markup sanitised (the site renders it inline). */
export async function cleanArtwork(value: string): Promise<string> {
  const trimmed = value.trim();
  if (!isArtworkRef(trimmed)) throw badRequest(TEMPLATE_MESSAGES.artwork);
  if (!trimmed.startsWith('<')) return trimmed;
  const clean = await sanitizeSvg(trimmed);
  if (!clean) throw badRequest(TEMPLATE_MESSAGES.artwork);
  return clean;
}

export async function cleanOptionalArtwork(value: string | null | undefined): Promise<string | null> {
  return value ? cleanArtwork(value) : null;
}

/** Variant names are what campaigns store as selectedVariantId, so each must be unique within its template. */
export async function cleanVariants(variants: readonly TColorVariant[]): Promise<TColorVariant[]> {
  const names = new Set<string>();
  const cleaned: TColorVariant[] = [];
  for (const variant of variants) {
    const key = variant.name.toLowerCase();
    if (names.has(key))
      throw badRequest(`Each color variant needs its own name; "${variant.name}" appears twice.`);
    names.add(key);
    const preview = variant.preview ? await cleanArtwork(variant.preview) : '';
    const downloadUrl = variant.downloadUrl ? await cleanArtwork(variant.downloadUrl) : preview;
    cleaned.push({ ...variant, preview, downloadUrl });
  }
  return cleaned;
}
