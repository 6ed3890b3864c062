/**
 * Per-style letter size and spacing on the ink: what `analyse` (text-analysis.ts) spaces letters and words
 * by, and the size `layOut` (layout.ts) writes a note at.
 */
import type { HandwritingStyle } from './styles';

/**
 * The cap height a person writes a card at, per style (mm), tuned by eye on rendered cards: the scripts, whose
 * x-height is small against their capitals, a little larger. A note is written at this size unless it needs a
 * smaller one to fit; never larger, however few its words.
 */
export const NATURAL_LETTER_HEIGHT_MM: Record<HandwritingStyle, number> = {
  professional: 5,
  casual: 4.5,
  elegant: 5,
  modern: 4.4,
  premium: 4.6,
};

/** Joined hands: their letters meet by design, so only word and punctuation spacing read the ink. */
export const CONNECTED_STYLES: Record<HandwritingStyle, boolean> = {
  professional: true,
  elegant: true,
  casual: false,
  modern: false,
  premium: false,
};

/**
 * Spacing on the ink. Gaps are between pen centrelines (the 0.35 mm pen line eats into them); millimetre
 * values hold at the smallest letter height allowed and grow with the letters.
 */
export const INK_SPACING = {
  /**
   * Word gap, in units of the letters' body: the x-height, or 0.55 cap height for scripts whose x-height is
   * small against their wide, joined letters (a gap of 0.75 x-height reads as no gap there); the seeded
   * variation adds ± spread (full at naturalness ≥ 0.5).
   */
  wordGap: 0.77,
  minBody: 0.55,
  /**
   * ± this much (bodies) at naturalness ≥ 0.5: a person's word gaps vary by a quarter to a third either way
   * (0.13 before: casual and modern varied by 10 %). The gap stays within `wordGapRange` bodies.
   */
  wordGapSpread: 0.2,
  wordGapRange: [0.55, 0.9],
  minWordGapMm: 0.8,
  /** Unconnected hands: the least gap between two letters' ink. */
  minLetterGapMm: 0.45,
  /** Punctuation (and a hyphen) to its word. */
  punctuationGapMm: 0.42,
} as const;

/**
 * Word gap per style, in bodies (see `INK_SPACING.wordGap`): premium's print letters stand well apart and its
 * capitals and descenders overhang (J, T, f, y), so at 0.77 body its words ran together as a reader sees them
 * ("DearJennifer", "youso", "needanything", still "youso", "afew" at 0.85 on cards): it takes 1.05. Casual's
 * round print letters stand apart too ("thisyear", "somuch", "andwe" at 0.77, "youso" at 0.85): it takes 1.
 */
export const WORD_GAP: Record<HandwritingStyle, number> = {
  professional: INK_SPACING.wordGap,
  casual: 1.0,
  elegant: INK_SPACING.wordGap,
  modern: INK_SPACING.wordGap,
  premium: 1.05,
};

/**
 * Letters closer together than the font's advances, cap heights (unconnected hands only; the ink rule
 * `minLetterGapMm` still keeps every pair apart): premium's letters stood ~1 mm apart, so its word gaps hardly
 * stood out from its letter gaps.
 */
export const TRACKING: Record<HandwritingStyle, number> = {
  professional: 0,
  casual: 0,
  elegant: 0,
  modern: 0,
  premium: 0.06,
};
