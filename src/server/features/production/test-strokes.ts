import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { renderNote } from '../../../shared/handwriting/render-note';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import type { Point, Polyline, RenderedNote } from '../../../shared/handwriting/types';
import { MESSAGE_AREA } from '../../../shared/stationery';

/** A small deterministic PRNG (mulberry32), so test inputs are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Handwriting-like strokes: lines of words, each letter one to three short wavy strokes inside its box, in
 * writing order. About what a note's worth of words gives a plotter.
 */
export function wordsOfStrokes(seed: number, words: number, area = { width: 92, height: 100 }): Polyline[] {
  return wordGroups(seed, words, area).flat();
}

/** `wordsOfStrokes` word by word: each word's strokes, in writing order. */
export function wordGroups(seed: number, words: number, area = { width: 92, height: 100 }): Polyline[][] {
  const rand = random(seed);
  const letterWidth = 3;
  const lineHeight = 8;
  const groups: Polyline[][] = [];
  let x = 0;
  let y = 2;
  for (let w = 0; w < words; w++) {
    const letters = 2 + Math.floor(rand() * 7);
    if (x + letters * letterWidth > area.width) {
      x = 0;
      y += lineHeight;
    }
    if (y + lineHeight > area.height) break;
    const strokes: Polyline[] = [];
    groups.push(strokes);
    for (let l = 0; l < letters; l++) {
      const parts = 1 + Math.floor(rand() * 3);
      for (let p = 0; p < parts; p++) {
        const points: Point[] = [];
        const n = 3 + Math.floor(rand() * 6);
        for (let i = 0; i < n; i++) points.push([x + rand() * letterWidth, y + rand() * 5]);
        strokes.push(points);
      }
      x += letterWidth;
    }
    x += letterWidth;
  }
  return groups;
}

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const rand = random(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A stroke's identity regardless of direction, to compare sets of strokes. */
export function strokeKey(stroke: Polyline): string {
  const forward = JSON.stringify(stroke);
  const backward = JSON.stringify([...stroke].reverse());
  return [forward, backward].sort()[0]!;
}

/** The renderer's note for `text` in the back's message area, as the production tests plot it. */
export async function renderMessageNote(style: HandwritingStyle, text: string): Promise<RenderedNote> {
  return renderNote(
    {
      text,
      style,
      area: { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height },
      seed: 'campaign-1/contact-1',
    },
    await loadStrokeFont(style),
  );
}
