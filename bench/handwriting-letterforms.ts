/**
 * Issue 23 figure: how much one word's letterforms differ between recipients. Per style, a few words are each
 * written for 30 seeds at the style's default naturalness; every pair of instances is compared with
 * `letterformDifference` (both scaled to a 4 mm tall bounding box, mean nearest-point distance both ways) and the
 * median over all pairs is reported. Target ≥ 0.25 mm (0.07–0.15 mm when every letter had one glyph).
 * Runs alone too: `npx tsx bench/handwriting-letterforms.ts`.
 */
import { pathToFileURL } from 'node:url';
import { letterformDifference } from '../src/shared/handwriting/letterform-difference';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { renderNote } from '../src/shared/handwriting/render-note';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLES,
  type HandwritingStyle,
} from '../src/shared/handwriting/styles';
import { MESSAGE_AREA } from '../src/shared/stationery';

export const LETTERFORM_WORDS = ['Thank you', 'Dear Jennifer'] as const;
export const LETTERFORM_SEEDS = 30;
export const LETTERFORM_TARGET_MM = 0.25;

export interface LetterformFigure {
  style: HandwritingStyle;
  /** Median over every pair of seeds and every word, mm at a 4 mm word height. */
  medianMm: number;
  /** Per word, the same median. */
  perWord: Record<string, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median letterform difference of one style (every pair of `seeds` instances of each word). */
export async function letterformFigure(
  style: HandwritingStyle,
  seeds = LETTERFORM_SEEDS,
  words: readonly string[] = LETTERFORM_WORDS,
): Promise<LetterformFigure> {
  const font = await loadStrokeFont(style);
  const all: number[] = [];
  const perWord: Record<string, number> = {};
  for (const text of words) {
    const instances = Array.from(
      { length: seeds },
      (_, i) =>
        renderNote(
          {
            text,
            style,
            area: MESSAGE_AREA,
            seed: `letterforms-${i}`,
            naturalness: DEFAULT_NATURALNESS[style],
          },
          font,
        ).strokes,
    );
    const pairs: number[] = [];
    for (let i = 0; i < seeds; i++)
      for (let j = i + 1; j < seeds; j++) pairs.push(letterformDifference(instances[i]!, instances[j]!));
    perWord[text] = median(pairs);
    all.push(...pairs);
  }
  return { style, medianMm: median(all), perWord };
}

/** Every style's figure, printed one line each with PASS/FAIL against the target. */
export async function run(
  styles: readonly HandwritingStyle[] = HANDWRITING_STYLES,
): Promise<LetterformFigure[]> {
  const figures: LetterformFigure[] = [];
  console.log(
    `  letterform difference: ${LETTERFORM_WORDS.map((w) => `"${w}"`).join(' and ')}, ${LETTERFORM_SEEDS} seeds each, ` +
      'every pair, 4 mm word height, mean nearest-point distance both ways (median over pairs)',
  );
  for (const style of styles) {
    const figure = await letterformFigure(style);
    figures.push(figure);
    const words = Object.entries(figure.perWord)
      .map(([w, mm]) => `"${w}" ${mm.toFixed(3)}`)
      .join(', ');
    const pass = figure.medianMm >= LETTERFORM_TARGET_MM;
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}  ${style.padEnd(12)} median letterform difference ${figure.medianMm.toFixed(3)} mm ` +
        `(target ≥ ${LETTERFORM_TARGET_MM} mm; ${words})`,
    );
  }
  return figures;
}

// Alone: `npx tsx bench/handwriting-letterforms.ts [style…]`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = process.argv
    .slice(2)
    .filter((s): s is HandwritingStyle => (HANDWRITING_STYLES as readonly string[]).includes(s));
  await run(asked.length > 0 ? asked : HANDWRITING_STYLES);
}
