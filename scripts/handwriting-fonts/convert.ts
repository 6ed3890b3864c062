/**
 * `npm run handwriting-fonts`: converts the single-stroke SVG fonts shipped in the `hersheytext` package into
 * one compact JSON font per handwriting style (`src/shared/handwriting/fonts/<style>.json`, committed) and
 * writes the fonts' notices to `licenses/handwriting-fonts.txt`. Re-run after changing a choice below.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HandwritingStyle } from '../../src/shared/handwriting/styles';
import type { StrokeFontData } from '../../src/shared/handwriting/types';
import { COMPOSED_RANGE, completeGlyphs, type WorkGlyph } from './compose';
import { type Pt, pathToPolylines } from './path-data';
import { parseSvgFont } from './svg-font';

/**
 * Chosen by rendering every candidate (see the report of issue 11): a legible school script for Professional,
 * an architect's hand print for Casual, a formal copperplate-like script for Elegant, a clean sans print for
 * Modern, and a quick personal italic hand for Premium.
 */
const CHOICES: Record<HandwritingStyle, { file: string; license: string }> = {
  professional: { file: 'HersheyScript1.svg', license: 'Hershey Fonts licence' },
  casual: { file: 'EMSTech.svg', license: 'SIL OFL 1.1' },
  elegant: { file: 'EMSAllure.svg', license: 'SIL OFL 1.1' },
  modern: { file: 'EMSReadability.svg', license: 'SIL OFL 1.1' },
  premium: { file: 'EMSFelix.svg', license: 'SIL OFL 1.1' },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceDir = path.join(root, 'node_modules/hersheytext/svg_fonts');
const outDir = path.join(root, 'src/shared/handwriting/fonts');
const noticeFile = path.join(root, 'licenses/handwriting-fonts.txt');

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

/** Whole font units: 1/1000 em is finer than any pen (≈ 0.01 mm at a 7 mm letter). */
function round(v: number): number {
  return Math.round(v);
}

function encodeStrokes(strokes: Pt[][]): string {
  return strokes
    .map((s) => {
      const out: number[] = [];
      for (const [x, y] of s) {
        const rx = round(x);
        const ry = round(y);
        if (out.length >= 2 && out[out.length - 2] === rx && out[out.length - 1] === ry) continue;
        out.push(rx, ry);
      }
      // A stroke that collapsed to one point is a pen dot: keep it as a tiny segment the pen can draw.
      if (out.length === 2) out.push(out[0]! + 3, out[1]! + 3);
      return out.join(' ');
    })
    .join('|');
}

function topOf(glyph: WorkGlyph | undefined, fallback: number): number {
  if (!glyph || glyph.strokes.length === 0) return fallback;
  return Math.max(...glyph.strokes.flat().map(([, y]) => y));
}

const notices: string[] = [];
fs.mkdirSync(outDir, { recursive: true });
for (const [style, choice] of Object.entries(CHOICES) as [
  HandwritingStyle,
  (typeof CHOICES)[HandwritingStyle],
][]) {
  const svg = parseSvgFont(fs.readFileSync(path.join(sourceDir, choice.file), 'utf8'));
  const glyphs = new Map<string, WorkGlyph>();
  for (const [char, g] of svg.glyphs) glyphs.set(char, { advance: g.advance, strokes: pathToPolylines(g.d) });
  const metrics = { capHeight: topOf(glyphs.get('H'), 500), xHeight: topOf(glyphs.get('x'), 300) };
  completeGlyphs(glyphs, metrics);

  const wanted = [...PRINTABLE_ASCII, ...COMPOSED_RANGE, ...glyphs.keys()];
  const missingAscii = PRINTABLE_ASCII.filter((c) => !glyphs.has(c));
  if (missingAscii.length > 0) throw new Error(`${choice.file} lacks ${missingAscii.join(' ')}`);
  const out: StrokeFontData = {
    name: svg.family,
    license: choice.license,
    unitsPerEm: svg.unitsPerEm,
    capHeight: round(metrics.capHeight),
    xHeight: round(metrics.xHeight),
    glyphs: {},
  };
  for (const char of [...new Set(wanted)].sort()) {
    const g = glyphs.get(char);
    if (g) out.glyphs[char] = { a: round(g.advance), p: encodeStrokes(g.strokes) };
  }
  const file = path.join(outDir, `${style}.json`);
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  const missingNames = COMPOSED_RANGE.filter((c) => !glyphs.has(c));
  console.log(
    `${style}: ${svg.family} → ${path.relative(root, file)} (${Object.keys(out.glyphs).length} glyphs` +
      `${missingNames.length ? `; without ${missingNames.join('')}` : ''})`,
  );
  notices.push(
    `== ${style}: ${svg.family} (${choice.file}, converted to single-stroke JSON) ==\n\n${svg.metadata}\n`,
  );
}

fs.mkdirSync(path.dirname(noticeFile), { recursive: true });
fs.writeFileSync(
  noticeFile,
  `Quillpost's handwriting styles are drawn with single-stroke fonts from the hersheytext package
(https://github.com/techninja/hersheytextjs, MIT, see hersheytext-MIT.txt), converted by
scripts/handwriting-fonts/ into src/shared/handwriting/fonts/. The EMS fonts are licensed under the
SIL Open Font License 1.1 (SIL-OFL-1.1.txt); the Hershey fonts under the terms quoted below.

${notices.join('\n')}`,
);
// Keep the committed JSON exactly as the repository's formatter would write it.
execFileSync('npx', ['biome', 'format', '--write', outDir], { cwd: root, stdio: 'inherit' });
