import { isOneOf } from '../guards';

/**
 * Handwriting styles. Canonical ids per GUIDE: professional, casual, elegant, modern, premium;
 * 'premium-ultra' (back-office spelling) is accepted as an alias of premium.
 */
export const HANDWRITING_STYLES = ['professional', 'casual', 'elegant', 'modern', 'premium'] as const;
export type HandwritingStyle = (typeof HANDWRITING_STYLES)[number];

/** The four styles the public builder offers (public-site.md §3). */
export const PUBLIC_HANDWRITING_STYLES = ['professional', 'casual', 'elegant', 'premium'] as const;

export const HANDWRITING_STYLE_INFO: Record<HandwritingStyle, { name: string; description: string }> = {
  professional: { name: 'Professional Script', description: 'Clean, legible handwriting' },
  casual: { name: 'Casual Notes', description: 'Relaxed, friendly handwriting' },
  elegant: { name: 'Elegant Cursive', description: 'Sophisticated script' },
  modern: { name: 'Modern Print', description: 'Neat contemporary print' },
  premium: { name: 'Premium Ultra', description: 'Authentic handwritten style' },
};

export function normalizeHandwritingStyle(value: string): HandwritingStyle | null {
  const v = value.trim().toLowerCase();
  if (v === 'premium-ultra') return 'premium';
  return isOneOf(HANDWRITING_STYLES, v) ? v : null;
}

/**
 * Default "naturalness" (0 neat … 1 natural) per style: the print styles stay tidy, premium is the richest.
 */
export const DEFAULT_NATURALNESS: Record<HandwritingStyle, number> = {
  professional: 0.5,
  casual: 0.7,
  elegant: 0.55,
  modern: 0.45,
  premium: 0.9,
};
