import type { TColorVariant } from './catalog';

/** What of a template decides the back a card prints (the API's template and the stored row both fit). */
export interface BackArtworkSource {
  twoSided: boolean;
  backPreview: string | null;
  backDownloadUrl: string | null;
  colorVariants: readonly Pick<TColorVariant, 'name' | 'backPreview' | 'backDownloadUrl'>[];
}

export interface BackArtwork {
  /** The image a browser shows. */
  preview: string | null;
  /** The file the print (and the server's card view) is made from. */
  print: string | null;
}

const NO_BACK: BackArtwork = { preview: null, print: null };

/**
 * The printed back of a card of this template in the chosen colour variant: the variant's own back when it
 * repaints the back, else the template's; nothing for a single-sided design. The print files, the server's
 * card view and every browser preview choose with this, so they all show the same back.
 */
export function backArtworkOf(
  template: BackArtworkSource,
  variantName: string | null | undefined,
): BackArtwork {
  if (!template.twoSided) return NO_BACK;
  const variant = template.colorVariants.find((v) => v.name === variantName);
  if (variant?.backPreview) {
    // A variant's back is also its print file unless staff gave it another (admin artwork.ts).
    return { preview: variant.backPreview, print: variant.backDownloadUrl ?? variant.backPreview };
  }
  return { preview: template.backPreview, print: template.backDownloadUrl };
}
