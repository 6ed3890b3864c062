import type { TColorVariant } from '../../../shared/catalog';
import { catalogFileIdOf, catalogFileUrl } from '../../../shared/catalog-files';
import type { TColorVariantInput } from '../../../shared/template-schemas';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/errors';

export type ArtworkDeps = Pick<AppDeps, 'database' | 'storage'>;

/** A preview is drawn in an <img>; a download may be any design file (back-office.md §5). */
export type ArtworkRole = 'preview' | 'download';

const FILE_MISSING = 'An artwork file was not found. Please upload it again.';
const PREVIEW_NOT_IMAGE = 'Preview images must be PNG, JPEG or SVG.';

/**
 * The value stored for an artwork reference the schema has accepted: a catalogue file must exist and be
 * public (an upload through /api/upload-variant-file), and a preview must be an image; it is stored as its
 * plain `/api/catalog-files/{id}` URL (the list adds the download name). An http(s) URL is kept as sent.
 */
export async function storedArtwork(deps: ArtworkDeps, ref: string, role: ArtworkRole): Promise<string> {
  const id = catalogFileIdOf(ref);
  if (!id) return ref;
  const file = await deps.storage.find(deps.database.db, id);
  if (!file?.isPublic) throw badRequest(FILE_MISSING);
  if (role === 'preview' && !file.mimeType.startsWith('image/')) throw badRequest(PREVIEW_NOT_IMAGE);
  return catalogFileUrl(file.id);
}

export async function storedOptionalArtwork(
  deps: ArtworkDeps,
  ref: string | null | undefined,
  role: ArtworkRole,
): Promise<string | null> {
  return ref ? storedArtwork(deps, ref, role) : null;
}

type VariantBack = Pick<TColorVariant, 'backPreview' | 'backDownloadUrl'>;

/**
 * A variant's own printed back (ZColorVariantInputSchema): omitted keeps the back of the variant that has
 * this name now; empty or null removes it; a reference sets it. The back a variant already has keeps its
 * print file (the list shows only the preview); a new back prints from its own file, as seeded backs do.
 */
async function storedBack(
  deps: ArtworkDeps,
  sent: string | null | undefined,
  named: TColorVariant | undefined,
  current: readonly TColorVariant[],
): Promise<VariantBack> {
  if (sent === undefined) {
    return named?.backPreview
      ? { backPreview: named.backPreview, backDownloadUrl: named.backDownloadUrl ?? named.backPreview }
      : {};
  }
  if (!sent) return {};
  const backPreview = await storedArtwork(deps, sent, 'preview');
  const had = current.find((v) => v.backPreview === backPreview);
  return { backPreview, backDownloadUrl: had?.backDownloadUrl ?? backPreview };
}

/**
 * Variant names are what campaigns store as selectedVariantId, so each must be unique within its template.
 * A variant without its own download file offers its preview. `current` is what the template holds now, whose
 * backs are kept unless replaced or removed (storedBack).
 */
export async function storedVariants(
  deps: ArtworkDeps,
  variants: readonly TColorVariantInput[],
  current: readonly TColorVariant[] = [],
): Promise<TColorVariant[]> {
  const names = new Set<string>();
  const stored: TColorVariant[] = [];
  for (const variant of variants) {
    const key = variant.name.toLowerCase();
    if (names.has(key))
      throw badRequest(`Each color variant needs its own name; "${variant.name}" appears twice.`);
    names.add(key);
    const preview = await storedArtwork(deps, variant.preview, 'preview');
    const downloadUrl = variant.downloadUrl
      ? await storedArtwork(deps, variant.downloadUrl, 'download')
      : preview;
    const named = current.find((v) => v.name.toLowerCase() === key);
    const back = await storedBack(deps, variant.backPreview, named, current);
    stored.push({ name: variant.name, color: variant.color, preview, downloadUrl, ...back });
  }
  return stored;
}
