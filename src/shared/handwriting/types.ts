/**
 * Public types of the one handwriting renderer (GUIDE: "one handwriting renderer"). The builder preview, the
 * proofs, the server's checks and the production files all consume these shapes, so they stay stable.
 *
 * Module map (all pure TypeScript, no DOM, no Node APIs):
 * - `render-note.ts`   `renderNote(input: RenderInput, font: StrokeFont): RenderedNote`
 * - `load-font.ts`     `loadStrokeFont(style: HandwritingStyle): Promise<StrokeFont>` (dynamic import of that
 *                      style's JSON, so a browser loads only the styles it shows; cached per style)
 * - `stroke-font.ts`   `parseStrokeFont(style, data: StrokeFontData): StrokeFont` (for callers holding the JSON)
 * - `note-svg.ts`      `noteToSvg(note: RenderedNote, options?: NoteSvgOptions): string`
 *                      `polylinesToPathData(strokes: readonly Polyline[], offset?: Point): string`
 * - `card-back-svg.ts` `cardBackToSvg(message: RenderedNote, address: RenderedNote): string` (the whole back
 *                      of the card, 177.8 × 127 mm, both notes placed at their `src/shared/stationery.ts` areas)
 * - `address-block.ts` `renderAddressBlock(input: AddressInput, font: StrokeFont): RenderedNote` (the recipient's
 *                      address lines in `ADDRESS_AREA`, compact and neat, typed lines kept)
 * - `hyphenation.ts`   `loadHyphenation(): Promise<void>` (the syllable patterns, loaded with the first font by
 *                      `loadStrokeFont`; a caller holding the JSON awaits it before `renderNote`)
 * - `text-analysis.ts` spacing on the ink (`analyse`, by `style-metrics.ts`); `layout.ts`: letter size, line
 *                      breaks (`line-breaking.ts`) and baselines (`geometry.ts`), giving `drawn-text.ts`
 * - `shape-set.ts`     the shapes a hand uses per character (`StrokeFont.shapes`): the font's own, then shapes
 *                      derived by `deform.ts`; accented letters take their base letter's shapes
 * - `glyph-choice.ts`  `chooseGlyphs(chars, font, seed, naturalness)`: a shape per occurrence from the note's
 *                      seed (never the previous one), deformed per occurrence (`deform.ts`, `LETTERFORM`)
 * - `letterform-difference.ts` how different two instances of a word look (mm), for the bench and tests
 * - `seed.ts`          `seedFor(campaignId: string, contactId: string): string`
 * - `styles.ts`        style ids, names, `DEFAULT_NATURALNESS`
 * Stationery geometry (card size, message area, address block): `src/shared/stationery.ts`.
 */
import type { HandwritingStyle } from './styles';

/** Millimetres; origin at the top-left corner of the writing area, y grows downwards (as in SVG). */
export type Point = readonly [x: number, y: number];
/** One pen-down stroke: the pen touches down at the first point and lifts after the last. */
export type Polyline = readonly Point[];

export interface WritingArea {
  /** mm */
  width: number;
  /** mm */
  height: number;
}

export interface RenderInput {
  /** The merged text; `\n` (or `\r\n`) are the writer's own line breaks and are kept. */
  text: string;
  style: HandwritingStyle;
  area: WritingArea;
  /** Any string; the same seed always yields byte-identical strokes. Use `seedFor(campaignId, contactId)`. */
  seed: string;
  /** 0 = neat (no variation) … 1 = natural; default `DEFAULT_NATURALNESS[style]`. */
  naturalness?: number;
  /**
   * Cap height bounds in mm; defaults: message 3.2 … 7 mm. The address block passes smaller bounds. A note is
   * written at its style's natural size (`NATURAL_LETTER_HEIGHT_MM` in `style-metrics.ts`, within these bounds) and
   * smaller only when the text needs it.
   */
  minLetterHeightMm?: number;
  maxLetterHeightMm?: number;
  /**
   * Never wrap a typed line; shrink instead (address blocks). A line too long even at the minimum size is
   * wrapped so that no line holds a single word (the last line, "City, ST ZIP", is written smaller instead).
   */
  keepLines?: boolean;
  /**
   * The printed rules of a ruled area (area coordinates, mm): line i's baseline lies on
   * `firstBaselineMm + k × pitchMm` (consecutive rules from the first one with room above it for the line's
   * ink), the line pitch is the rule pitch and the letter size suits it (ascenders and descenders clear the
   * neighbouring lines). Overflow when the lines need more rules than the area holds. Absent: unruled.
   */
  rules?: { firstBaselineMm: number; pitchMm: number };
  /**
   * Default true: the pen-downs a hand makes (`join-strokes.ts`: joins in joined hands, each word left to right,
   * dots and crosses after the word). False: each glyph stroke as its own pen-down, in glyph order (the bench's
   * "before"; never for a proof or a production file).
   */
  joinStrokes?: boolean;
}

export interface AddressInput {
  /** Address lines as they go on the card, e.g. ['Lucía Hernández', '1234 Maple St Apt 5', 'Springfield, IL 62704']. */
  lines: readonly string[];
  style: HandwritingStyle;
  seed: string;
  /** Default: half the style's default naturalness (an address is written carefully). */
  naturalness?: number;
}

export interface RenderedNote {
  /**
   * Pen strokes in mm inside `area`, each one pen-down, in writing order: line by line, word by word, each
   * word's strokes joined where they meet (joined hands), left to right, dots and crosses after its body.
   */
  strokes: Polyline[];
  /**
   * Index in `strokes` of each word's first pen-down, then `strokes.length`: a plotter may reorder whole words
   * but keeps each word's pen-downs in this order and direction (`join-strokes.ts`). Absent on notes not made
   * by `renderNote`.
   */
  wordStarts?: number[];
  /** The text of each written line after wrapping (typed breaks kept; blank lines are ''). */
  lines: string[];
  /**
   * Cap height used, mm: the style's natural size, or the largest below it that fits (to the minimum bound; the
   * minimum when overflowing). Address lines written smaller than the block are not reflected here.
   */
  letterHeightMm: number;
  /** True when the text does not fit the area even at the minimum letter size (lines past the area are not drawn). */
  overflow: boolean;
  /** Characters of the text the font cannot write (emoji, CJK…), each listed once, in order of appearance. */
  missingCharacters: string[];
  area: WritingArea;
}

export interface NoteSvgOptions {
  /** Pen line width in mm; default 0.35. */
  strokeWidthMm?: number;
  /** Ink colour; default '#1d2a5c' (blue-black ballpoint). */
  color?: string;
}

/** A single-stroke font as stored in `fonts/<style>.json` (font units, y up, baseline at 0). */
export interface StrokeFontData {
  /** Source font name, e.g. "EMS Allure". */
  name: string;
  /** Licence short name, e.g. "SIL OFL 1.1". */
  license: string;
  unitsPerEm: number;
  /** Measured from the glyphs (top of "H" and of "x"), not the font's nominal values. */
  capHeight: number;
  xHeight: number;
  /**
   * Glyph per character: `a` advance width; `p` the strokes, "x y x y …" with strokes separated by "|" (curves
   * already flattened by the converter). Strings keep the committed JSON compact and the formatter stable.
   */
  glyphs: Record<string, { a: number; p: string }>;
  /**
   * Further real shapes of a character beyond its `glyphs` entry (same encoding), e.g. a font's stylistic
   * alternates or shapes captured from a hand. Characters with fewer shapes than a hand needs get derived ones.
   */
  alternates?: Record<string, { a: number; p: string }[]>;
}

export interface Glyph {
  advance: number;
  /** Strokes as flat [x0, y0, x1, y1, …] in font units, y up. */
  strokes: readonly Float64Array[];
  /** Leftmost and rightmost ink (font units; 0 and `advance` for a glyph without strokes): spacing reads the ink. */
  inkLeft: number;
  inkRight: number;
}

/**
 * Measurements of one shape taken once when the font is parsed, so deforming an instance of it while a note is
 * laid out needs no search over its points (font units, y up).
 */
export interface GlyphFrame {
  /** Ink bounding box. */
  left: number;
  right: number;
  bottom: number;
  top: number;
  /** Mean x of the ink above the x-height and below the baseline: the axes of ascender and descender loops. */
  ascenderX: number;
  descenderX: number;
  /** How strongly the part above the x-height may stretch (1 for lowercase letters, less for capitals). */
  ascenderGain: number;
  /** Indexes of strokes that are small marks (dots, accents, a period): moved and turned as a whole. */
  marks: readonly number[];
  /** Centre of each mark, flat [x, y, …] in the order of `marks`. */
  markCentres: Float64Array;
  /** The first stroke's entry and the last stroke's exit, when they are long enough to bend. */
  entry: GlyphTail | null;
  exit: GlyphTail | null;
  /**
   * A connected hand's join points: where the glyph takes the stroke over from the previous letter (entry, its
   * first point) and hands it to the next (exit, its last point). A deformation keeps the entry where the
   * previous letter's exit ended, so joins still meet; the exit may move and the next letter follows it.
   */
  entryJoin: boolean;
  exitJoin: boolean;
  entryX: number;
  entryY: number;
  exitX: number;
  exitY: number;
  /** Index of the stroke that ends at the exit (the last stroke that is not a mark; -1 when there is none). */
  exitStroke: number;
  /** How much higher this shape's exit is than the primary shape's (font units; 0 for the primary). */
  joinDy: number;
}

/** The end of a stroke that a deformation bends and lengthens: `count` points from the stroke's end inwards. */
export interface GlyphTail {
  stroke: number;
  /** True for the exit (counted from the stroke's last point), false for the entry (from its first). */
  atEnd: boolean;
  count: number;
  /** Per tail point, 1 at the stroke's end falling smoothly to 0 at the pivot (the point after the tail). */
  weight: Float64Array;
  /** Per tail point, sin(π·s) of its arc position s: a bow that keeps both ends in place (pinned joins). */
  bow: Float64Array;
  /** The stroke's end is a join point: bend it without moving the end. */
  pinned: boolean;
  /** The stroke is closed (an o): its end may overshoot but never open a gap. */
  closed: boolean;
  /**
   * The end is the top or foot of the letter (an arm of a u, the lead-in at the top of an n): turning or
   * lengthening it would change the letter's outline (an n grows an ascender and reads h), so it barely moves.
   */
  terminal: boolean;
}

/** One shape of a character with its frame. */
export interface GlyphShape extends Glyph {
  frame: GlyphFrame;
}

/** A font ready for rendering (parsed once per style and reused for every note). */
export interface StrokeFont {
  style: HandwritingStyle;
  name: string;
  license: string;
  unitsPerEm: number;
  capHeight: number;
  xHeight: number;
  /** Highest and lowest points of the letters A–Z, a–z (font units): what a line must leave room for. */
  ascender: number;
  descender: number;
  /** The primary shape of each character (the font's own glyph). */
  glyphs: ReadonlyMap<string, Glyph>;
  /**
   * Every shape a hand uses for each character, the primary first (`shapes.get(c)[0]` is `glyphs.get(c)`'s shape):
   * the font's real alternates, then shapes derived from them (see `shape-set.ts`). A note picks one per occurrence.
   */
  shapes: ReadonlyMap<string, readonly GlyphShape[]>;
}
