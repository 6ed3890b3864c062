/**
 * How much a hand varies, at naturalness 1. Each amount is a fraction of the letter height (or degrees), and
 * the renderer multiplies it by the note's naturalness (0 = neat: no variation at all). Bounds chosen by
 * looking at rendered notes: natural at 1, still easily legible.
 */
export interface Variation {
  /** Per-letter size change (± fraction). */
  letterSize: number;
  /** Per-line size change (± fraction): a writer's hand grows or shrinks a little from line to line. */
  lineSize: number;
  /** The note's overall extra slant (± degrees) and each letter's own (± degrees). */
  noteSlantDeg: number;
  letterSlantDeg: number;
  /** Per-line tilt of the baseline (± degrees) and its slow wander (± fraction of letter height). */
  lineTiltDeg: number;
  baselineWander: number;
  /** Per-letter baseline jitter (± fraction of letter height). */
  letterBaseline: number;
  /** Per-letter extra advance (± fraction) and per-gap word-space change (± fraction). */
  letterSpacing: number;
  wordSpacing: number;
  /** Line-start indent range (0 … fraction of letter height). */
  lineStart: number;
  /** Tremor along each stroke (± fraction of letter height) and its wavelength (fraction of letter height). */
  wobble: number;
  wobbleWavelength: number;
}

export const NATURAL: Variation = {
  letterSize: 0.07,
  lineSize: 0.035,
  noteSlantDeg: 3,
  letterSlantDeg: 2.5,
  lineTiltDeg: 0.7,
  baselineWander: 0.09,
  letterBaseline: 0.045,
  letterSpacing: 0.06,
  wordSpacing: 0.14,
  lineStart: 0.9,
  wobble: 0.018,
  wobbleWavelength: 0.45,
};

/** Random channels: each kind of variation draws from its own stream. */
export const CH = {
  letterSize: 1,
  letterSlant: 2,
  letterBaseline: 3,
  letterSpacing: 4,
  wordSpacing: 5,
  lineSize: 6,
  lineTilt: 7,
  lineStart: 8,
  noteSlant: 9,
  baselineWander: 10,
  wobbleX: 11,
  wobbleY: 12,
} as const;
