/**
 * How much a hand varies, at naturalness 1. Each amount is a fraction of the letter height (or degrees), and
 * the renderer multiplies it by the note's naturalness (0 = neat: no variation at all). Bounds chosen by
 * looking at rendered notes: natural at 1, still easily legible.
 */
import type { Deformation } from './deformation';
import type { HandwritingStyle } from './styles';

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
  // People's word gaps vary by about a third either way (ink-measured gaps in `text-analysis.ts` should use this spread).
  wordSpacing: 0.3,
  lineStart: 1,
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
  /** Which of the character's shapes an occurrence uses. */
  shape: 13,
  /** Slow drift of the letters' width and slant along the text. */
  widthDrift: 14,
  slantDrift: 15,
  /** First of the channels of the per-occurrence letterform deformation (one per amount of `LETTERFORM`). */
  letterform: 20,
} as const;

/**
 * How much each occurrence's letterform is deformed at naturalness 1, on top of the shape chosen for it (see
 * `Deformation` in `deform.ts` for what each amount does). Smaller than the differences between shapes: the
 * same shape written twice is recognisably one way of writing that letter, never twice the same.
 */
export const LETTERFORM: Deformation = {
  width: 0.07,
  slant: 0,
  body: 0.04,
  ascender: 0.15,
  descender: 0.18,
  loop: 0.3,
  round: 0.08,
  bendXV: 0.03,
  bendXUV: 0.03,
  bendYU: 0.025,
  bendYUV: 0.025,
  entryAngle: 0.2,
  entryLength: 0.3,
  exitAngle: 0.2,
  exitLength: 0.3,
  markScale: 0.2,
  markAspect: 0.2,
  markAngle: 0.15,
  markDx: 0.02,
  markDy: 0.02,
};

export interface Drift {
  /** ± fraction of width and ± tangent of slant, at naturalness 1. */
  width: number;
  slant: number;
  /** About how many letters one swing takes. */
  letters: number;
}

const PRINT_DRIFT: Drift = { width: 0.12, slant: 0.05, letters: 5 };
/**
 * A joined hand's width swings a little further and more slowly: its letters are tied together, so its speed
 * shows as whole words written narrower or wider (a print hand shows it in its spacing too). With the real
 * second and third shapes of each letter (from matching scripts, `scripts/handwriting-fonts/companion.ts`) the
 * letterform difference between recipients was 0.24–0.25 mm for the joined hands, 0.26 mm with this swing
 * (target 0.25).
 */
const JOINED_DRIFT: Drift = { width: 0.15, slant: 0.05, letters: 6 };

/** Slow drift along the text: letters grow narrower or wider and more or less slanted, as a hand speeds up and
 * slows down. */
export const LETTERFORM_DRIFT: Record<HandwritingStyle, Drift> = {
  professional: JOINED_DRIFT,
  elegant: JOINED_DRIFT,
  casual: PRINT_DRIFT,
  modern: PRINT_DRIFT,
  premium: PRINT_DRIFT,
};

/**
 * How much more a style's letterforms vary than its naturalness alone says: it multiplies the naturalness of
 * each occurrence's deformation and of the drift (`LETTERFORM`, `LETTERFORM_DRIFT`: loops, ascenders and
 * descenders, entry and exit strokes, widths), never the layout's (line tilt, baseline, sizes, slant, spacing).
 * The joined hands are set tidy (default naturalness 0.5), so at 1× their letters hardly differed between
 * recipients (letterform difference 0.17–0.18 mm against 0.26–0.28 mm for the print hands, target 0.25): they
 * vary the letterforms themselves more, each join kept pinned, while their lines stay as steady as before. Bolder derived shapes were tried too (2.5–3× in `shape-set.ts`) and dropped:
 * "Dear" read "Dean", "and" "cond". Capped at `MAX_LETTERFORM`.
 */
export const LETTERFORM_GAIN: Record<HandwritingStyle, number> = {
  professional: 3,
  elegant: 3,
  casual: 1,
  modern: 1,
  premium: 1,
};

/**
 * The most an occurrence is deformed: 1.5 × `LETTERFORM`. At 1.8 elegant wrote "msich", "anst", "erer" for
 * much, and, ever: a loop or a tail grown further reads as another letter.
 */
export const MAX_LETTERFORM = 1.5;
