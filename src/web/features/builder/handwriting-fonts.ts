/*
 * The real handwriting web fonts behind the four public styles (public-site.md §3). Self-hosted through
 * @fontsource and imported only here: this module is part of the lazily loaded builder and upload chunks,
 * so the landing page never downloads them.
 */
import '@fontsource/kalam/400.css';
import '@fontsource/caveat/500.css';
import '@fontsource/dancing-script/500.css';
import '@fontsource/homemade-apple/400.css';
import { HANDWRITING_STYLE_INFO, PUBLIC_HANDWRITING_STYLES } from '../../../shared/handwriting';
import type { PublicHandwritingStyle } from '../draft/campaign-draft';

export interface HandwritingFont {
  id: PublicHandwritingStyle;
  name: string;
  description: string;
  /** CSS font-family value. */
  family: string;
  /** Relative size: the faces differ a lot in x-height, this evens them out on the card. */
  scale: number;
}

const FACES: Record<PublicHandwritingStyle, { family: string; scale: number }> = {
  professional: { family: "'Kalam', cursive", scale: 1 },
  casual: { family: "'Caveat', cursive", scale: 1.22 },
  elegant: { family: "'Dancing Script', cursive", scale: 1.12 },
  premium: { family: "'Homemade Apple', cursive", scale: 0.86 },
};

export const HANDWRITING_FONTS: readonly HandwritingFont[] = PUBLIC_HANDWRITING_STYLES.map((id) => ({
  id,
  ...HANDWRITING_STYLE_INFO[id],
  ...FACES[id],
}));

export function handwritingFont(id: PublicHandwritingStyle): HandwritingFont {
  return HANDWRITING_FONTS.find((f) => f.id === id) ?? HANDWRITING_FONTS[0]!;
}
