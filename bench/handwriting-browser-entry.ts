/** Runs in Chromium (bundled by `handwriting-browser.ts`): times the builder preview's work for one note. */
import premium from '../src/shared/handwriting/fonts/premium.json';
import { loadHyphenation } from '../src/shared/handwriting/hyphenation';
import { polylinesToPathData } from '../src/shared/handwriting/note-svg';
import { renderNote } from '../src/shared/handwriting/render-note';
import { parseStrokeFont } from '../src/shared/handwriting/stroke-font';
import type { StrokeFontData } from '../src/shared/handwriting/types';
import { MESSAGE_AREA } from '../src/shared/stationery';

declare global {
  interface Window {
    /** This module, as the bundle `handwriting-browser.ts` builds names it on the page. */
    handwritingBench?: { measure: typeof measure };
  }
}

/** Milliseconds of each run: the note rendered (seeded variation, layout) and its SVG path written. */
export async function measure(message: string, runs: number, warmup: number): Promise<number[]> {
  // The renderer needs the hyphenation patterns (loaded with a font by `loadStrokeFont`; here by hand).
  await loadHyphenation();
  const font = parseStrokeFont('premium', premium as StrokeFontData);
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    const note = renderNote({ text: message, style: 'premium', area: MESSAGE_AREA, seed: `run-${i}` }, font);
    if (polylinesToPathData(note.strokes).length === 0) throw new Error('nothing drawn');
    if (i >= warmup) samples.push(performance.now() - started);
  }
  return samples;
}
