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
  /** Cap height bounds in mm; defaults: message 3.2 … 7 mm. The address block passes smaller bounds. */
  minLetterHeightMm?: number;
  maxLetterHeightMm?: number;
  /** Never wrap a typed line; shrink instead (address blocks). Wraps only if a line fits at no allowed size. */
  keepLines?: boolean;
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
  /** Pen strokes in mm inside `area`, in writing order (line by line, letter by letter). */
  strokes: Polyline[];
  /** The text of each written line after wrapping (typed breaks kept; blank lines are ''). */
  lines: string[];
  /** Cap height used, mm (the largest between the bounds that fits; the minimum when overflowing). */
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
}

export interface Glyph {
  advance: number;
  /** Strokes as flat [x0, y0, x1, y1, …] in font units, y up. */
  strokes: readonly Float64Array[];
  /** Leftmost and rightmost ink (font units; 0 and `advance` for a glyph without strokes): spacing reads the ink. */
  inkLeft: number;
  inkRight: number;
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
  glyphs: ReadonlyMap<string, Glyph>;
}
