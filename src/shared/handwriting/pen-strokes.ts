/** The renderer's last step: the drawing loop's strokes, word by word, written as a hand writes them (join-strokes.ts). */
import type { DrawnText, Line } from './drawn-text';
import { type WrittenWords, writeWords } from './join-strokes';
import { isJoinedHand } from './joined-hand';
import type { Polyline, StrokeFont } from './types';

export interface PenStrokesContext {
  /** The layout's lines (`drawn` ones are drawn, in order) and the text as drawn. */
  lines: readonly Line[];
  text: DrawnText;
  font: StrokeFont;
  /** Cap height of the note, mm (the retrace limit is a fraction of its x-height). */
  letterHeightMm: number;
  /** False: the strokes as the glyphs give them, unchanged (measurements of the unjoined writing). */
  join?: boolean;
}

/**
 * The word starts of each stroke list `penStrokes` made, by identity of the array (`RenderedNote.strokes`), for
 * code that is handed the strokes without their note (`wordStartsOf`). Weak: it holds nothing alive.
 */
const wordsOfStrokes = new WeakMap<readonly Polyline[], readonly number[]>();

/**
 * The word starts of a note's stroke array as `renderNote` made it (`RenderedNote.wordStarts`), or undefined
 * for any other array (a copy, strokes moved or parsed back): callers then treat the strokes as one run.
 */
export function wordStartsOf(strokes: readonly Polyline[]): readonly number[] | undefined {
  return wordsOfStrokes.get(strokes);
}

/** The renderer's last step: the drawing loop's strokes (glyph by glyph) → the pen-downs a hand makes. */
export function penStrokes(strokes: Polyline[], context: PenStrokesContext): WrittenWords {
  const { font } = context;
  const starts = wordStarts(strokes.length, context.lines, context.text);
  const written =
    context.join === false
      ? { strokes, wordStarts: starts }
      : writeWords(strokes, starts, {
          joined: isJoinedHand(font),
          xHeightMm: (context.letterHeightMm * font.xHeight) / font.capHeight,
        });
  wordsOfStrokes.set(written.strokes, written.wordStarts);
  return written;
}

/**
 * The index of each word's first stroke, then `count`: words are the runs of characters between spaces on one
 * drawn line, and the drawing loop writes `glyph.strokes.length` strokes per character of a drawn line.
 */
function wordStarts(count: number, lines: readonly Line[], text: DrawnText): number[] {
  const starts: number[] = [];
  let k = 0;
  for (const line of lines) {
    if (!line.drawn) break;
    let inWord = false;
    for (let i = line.start; i < line.end; i++) {
      if (/\s/.test(text.chars[i] ?? ' ')) {
        inWord = false;
        continue;
      }
      const n = text.glyphs[i]?.strokes.length ?? 0;
      if (n === 0) continue;
      if (!inWord) starts.push(k);
      inWord = true;
      k += n;
    }
  }
  if (k !== count) {
    throw new Error(`penStrokes: the layout accounts for ${k} strokes but ${count} were drawn`);
  }
  starts.push(count);
  return starts;
}
