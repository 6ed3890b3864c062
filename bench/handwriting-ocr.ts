/**
 * OCR legibility of the print handwriting styles (issue 23: print styles ≥ 85 % of letters read by Debian's
 * `tesseract-ocr`). Per style, a fixed 300+ character message is rendered for a few seeds exactly as the pen
 * writes it (`renderNote` → `noteToSvg`, 0.35 mm pen, the card's message area), rasterised at 300 dpi with
 * `rsvg-convert`, read with `tesseract --psm 6`, and scored as letter accuracy: 1 − (edit distance between what
 * was written and what was read) / (letters written), after both texts have their whitespace collapsed (line
 * breaks are the layout's, not the writer's) and words split at a line end by a hyphen rejoined.
 *
 * Run alone: `npx tsx bench/handwriting-ocr.ts [style…]` (default: every style; print styles are marked).
 * Needs `rsvg-convert` and `tesseract` on the PATH (Debian: librsvg2-bin, tesseract-ocr).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { loadStrokeFont } from '../src/shared/handwriting/load-font';
import { noteToSvg } from '../src/shared/handwriting/note-svg';
import { renderNote } from '../src/shared/handwriting/render-note';
import { HANDWRITING_STYLES, type HandwritingStyle } from '../src/shared/handwriting/styles';
import type { StrokeFont } from '../src/shared/handwriting/types';
import { MESSAGE_AREA } from '../src/shared/stationery';

/** The styles written as print (unjoined letters), which must stay readable by OCR. */
export const PRINT_STYLES: readonly HandwritingStyle[] = ['casual', 'modern', 'premium'];
export const OCR_TARGET = 0.85;

/** 325 characters of an ordinary note: capitals, digits, punctuation, no words a dictionary lacks. */
export const OCR_MESSAGE =
  'Dear Margaret,\n\nThank you so much for coming to our open house last Saturday. It was lovely to meet you ' +
  'and your family, and I hope the tour of the garden gave you some good ideas for your own yard. We will be ' +
  'planting the new roses in early May. Please call me at 555 0142 if you have any questions.\n\n' +
  'With warm wishes,\nHelen';

export const OCR_SEEDS = ['ocr-1', 'ocr-2', 'ocr-3'];

export interface OcrReading {
  seed: string;
  accuracy: number;
  read: string;
}

export interface OcrStyleResult {
  style: HandwritingStyle;
  /** Mean letter accuracy over the seeds (0…1). */
  accuracy: number;
  readings: OcrReading[];
}

export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[-\u2010\u00AD]\s*\n\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length]!;
}

export function letterAccuracy(written: string, read: string): number {
  const a = normalise(written);
  const b = normalise(read);
  return Math.max(0, 1 - editDistance(a, b) / [...a].length);
}

/** Rasterises a pen SVG (white paper) and returns tesseract's reading. */
export function ocrSvg(svg: string, dpi = 300): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-ocr-'));
  try {
    const svgFile = path.join(dir, 'note.svg');
    const png = path.join(dir, 'note.png');
    fs.writeFileSync(
      svgFile,
      svg.replace(/(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>'),
    );
    execFileSync('rsvg-convert', ['-d', String(dpi), '-p', String(dpi), '-o', png, svgFile]);
    return execFileSync('tesseract', [png, '-', '--psm', '6', '-l', 'eng'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureOcr(
  styles: readonly HandwritingStyle[] = PRINT_STYLES,
  seeds: readonly string[] = OCR_SEEDS,
  message = OCR_MESSAGE,
  loadFont: (style: HandwritingStyle) => Promise<StrokeFont> = loadStrokeFont,
): Promise<OcrStyleResult[]> {
  const area = { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height };
  const results: OcrStyleResult[] = [];
  for (const style of styles) {
    const font = await loadFont(style);
    const readings = seeds.map((seed): OcrReading => {
      const note = renderNote({ text: message, style, area, seed }, font);
      const read = ocrSvg(noteToSvg(note));
      return { seed, accuracy: letterAccuracy(message, read), read };
    });
    const accuracy = readings.reduce((s, r) => s + r.accuracy, 0) / readings.length;
    results.push({ style, accuracy, readings });
  }
  return results;
}

function pct(v: number): string {
  return `${(v * 100).toFixed(1)} %`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = z.array(z.enum(HANDWRITING_STYLES)).parse(process.argv.slice(2));
  const styles = asked.length > 0 ? asked : [...HANDWRITING_STYLES];
  const results = await measureOcr(styles);
  let failed = false;
  for (const r of results) {
    const print = PRINT_STYLES.includes(r.style);
    const verdict = print ? (r.accuracy >= OCR_TARGET ? 'PASS' : 'FAIL') : '(script: no target)';
    if (print && r.accuracy < OCR_TARGET) failed = true;
    console.log(
      `${r.style.padEnd(13)} ${pct(r.accuracy).padStart(7)}  per seed ${r.readings.map((x) => pct(x.accuracy)).join(', ')}  ${verdict}`,
    );
    if (process.env.OCR_VERBOSE) for (const x of r.readings) console.log(`  ${x.seed}: ${normalise(x.read)}`);
  }
  if (failed) process.exitCode = 1;
}
