/**
 * One handwriting style's stroke font, from an outline handwriting font thinned to single strokes
 * (`outline-font.ts`). Every glyph is put in a pen's order (`pen-order.ts`), missing letters are composed
 * (`compose.ts`), a joined hand's joins are made to meet (`joins.ts`), punctuation is drawn close to its word,
 * and the metrics are measured on the glyphs that result.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StrokeFontData } from '../../src/shared/handwriting/types';
import { COMPANION_CHARS, fitCompanion } from './companion';
import { COMPOSED_RANGE, completeGlyphs, type WorkGlyph } from './compose';
import { respace, type SpacingChoice, TAILED, withSerifs, withTail } from './glyph-finishing';
import { type JoinReport, joinLetter, joinPoint, matchJoins } from './joins';
import { readOutlineFont } from './outline-font';
import { bounds, type Pt, splitLong } from './path-data';
import { penOrder } from './pen-order';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface SourceChoice {
  /** `@fontsource/<package>`; its latin and latin-ext 400 files are read. */
  package: string;
  /** Pixels per font unit for thinning (≈ 20 px across the font's pen line). */
  scale: number;
  /** Blur before thinning, in pen-line widths (default 0.15; less keeps hairlines). */
  smooth?: number;
  /** OpenType features whose substitutions are exported as `alternates` (e.g. ['calt']). */
  alternateFeatures?: string[];
  license: string;
}

/** A closely matching script whose letters, digits and capitals become alternate shapes (`companion.ts`). */
export interface CompanionChoice extends SourceChoice {
  /** Characters whose form in this font would not read as the style's own: left out. */
  skip?: string;
}

export interface StyleChoice extends SpacingChoice {
  source: SourceChoice;
  /** Further sources of real alternate shapes, in order (each adds one shape per character it has). */
  companions?: CompanionChoice[];
  /** Name written into the JSON (defaults to the source font's family). */
  name?: string;
  /**
   * Give a capital I drawn as a bare stroke its top and bottom bars, as many people write it, so "Il", "It" and
   * "I l" never read as "H", "lt" or "/".
   */
  serifI?: boolean;
  /** A joined hand: every lowercase letter's exit and entry are brought to one join point (`joins.ts`). */
  connected?: boolean;
}

export interface BuiltStyle {
  data: StrokeFontData;
  /** The source font's family name (and its companions'). */
  family: string;
  notice: string;
  summary: string;
}

/** All fonts are written at 1000 units per em. */
const UPM = 1000;

function scaleGlyph(g: WorkGlyph, k: number): WorkGlyph {
  return { advance: g.advance * k, strokes: g.strokes.map((s) => s.map(([x, y]): Pt => [x * k, y * k])) };
}

function topOf(g: WorkGlyph | undefined, fallback: number): number {
  return g && g.strokes.length > 0 ? bounds(g.strokes).maxY : fallback;
}

function encodeStrokes(strokes: readonly Pt[][]): string {
  return strokes
    .map((s) => {
      const out: number[] = [];
      for (const [x, y] of splitLong(s.slice())) {
        const rx = Math.round(x);
        const ry = Math.round(y);
        if (out.length >= 2 && out[out.length - 2] === rx && out[out.length - 1] === ry) continue;
        out.push(rx, ry);
      }
      // A stroke that collapsed to one point is a pen dot: keep it as a tiny segment the pen can draw.
      if (out.length === 2) out.push(out[0]! + 3, out[1]! + 3);
      return out.join(' ');
    })
    .join('|');
}

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const TYPOGRAPHIC = [...'\u2018\u2019\u201A\u201C\u201D\u201E\u2013\u2014\u2026\u2022\u00A0'];

interface SourceRead {
  glyphs: Map<string, WorkGlyph>;
  alternates: Map<string, WorkGlyph[]>;
  family: string;
  /** Pen line width of the outline font (1000 units per em). */
  strokeWidth: number;
  /** Licence header and where the font came from. */
  origin: string;
}

/** One `@fontsource/*` font's latin and latin-ext files, thinned, at 1000 units per em. */
function readSource(source: SourceChoice, chars?: readonly string[]): SourceRead {
  const dir = path.join(ROOT, 'node_modules/@fontsource', source.package);
  const files = ['latin', 'latin-ext']
    .map((subset) => path.join(dir, 'files', `${source.package}-${subset}-400-normal.woff`))
    .filter((f) => fs.existsSync(f));
  const font = readOutlineFont({
    files,
    scale: source.scale,
    smooth: source.smooth,
    alternateFeatures: source.alternateFeatures,
    chars,
  });
  const k = UPM / font.unitsPerEm;
  return {
    glyphs: new Map([...font.glyphs].map(([c, g]) => [c, scaleGlyph(g, k)])),
    alternates: new Map([...font.alternates].map(([c, gs]) => [c, gs.map((g) => scaleGlyph(g, k))])),
    family: font.family,
    strokeWidth: font.strokeWidth * k,
    origin:
      `${licenceHeader(fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8'))}\n\n` +
      `Source: @fontsource/${source.package} ${packageVersion(dir)} (${files.map((f) => path.basename(f)).join(', ')}),` +
      ` ${source.license}.`,
  };
}

export function buildStyle(choice: StyleChoice): BuiltStyle {
  const { source } = choice;
  const primary = readSource(source);
  let glyphs = primary.glyphs;
  let alternates = primary.alternates;
  const { strokeWidth } = primary;
  const companions = (choice.companions ?? []).map((c) => {
    const read = readSource(c, COMPANION_CHARS);
    const fitted = fitCompanion(read.glyphs, glyphs, c.skip);
    for (const [char, g] of fitted) alternates.set(char, [...(alternates.get(char) ?? []), g]);
    return { read, count: fitted.size };
  });
  const family = [primary.family, ...companions.map((c) => c.read.family)].join(' + ');
  const notice = [
    `${primary.origin} Modified: each glyph thinned to its centreline and traced into pen strokes` +
      `${source.alternateFeatures ? ` (with the alternate forms of its ${source.alternateFeatures.join(', ')} feature)` : ''}` +
      `${choice.connected ? '; joins brought to one join point' : ''}` +
      `${choice.serifI ? '; capital I given bars' : ''}; missing letters composed from its own.`,
    ...companions.map(
      (c) =>
        `${c.read.origin} Modified: ${c.count} of its letters, digits and capitals thinned to their centrelines,` +
        ` traced into pen strokes and fitted to ${primary.family}'s slant, heights and spacing as alternate shapes` +
        `${choice.connected ? ', their joins brought to its join point' : ''}.`,
    ),
  ].join('\n\n');

  const metrics = { capHeight: topOf(glyphs.get('H'), 700), xHeight: topOf(glyphs.get('x'), 450) };
  // Letters the font lacks, composed from its own letters and accent strokes sized to it.
  const own = new Set(glyphs.keys());
  completeGlyphs(glyphs, metrics);
  const composed = [...glyphs.keys()].filter((c) => !own.has(c));
  // The same composition over each alternate form, so a composed letter varies with its base letter.
  const altCount = Math.max(0, ...[...alternates.values()].map((a) => a.length));
  for (let k = 0; k < altCount; k++) {
    const set = new Map<string, WorkGlyph>();
    for (const [c, g] of glyphs) if (own.has(c)) set.set(c, alternates.get(c)?.[k] ?? g);
    completeGlyphs(set, metrics);
    for (const c of composed) {
      const base = [...c.normalize('NFD')][0]!;
      const g = set.get(c);
      if (!g || !alternates.get(base)?.[k]) continue;
      const list = alternates.get(c) ?? [];
      list.push(g);
      alternates.set(c, list);
    }
  }

  for (const c of TAILED) {
    const g = glyphs.get(c);
    if (g) glyphs.set(c, withTail(g, metrics.capHeight * 0.26));
  }
  if (choice.serifI) {
    const isI = (c: string) => [...c.normalize('NFD')][0] === 'I' && c !== 'Ĳ';
    for (const [c, g] of glyphs) if (isI(c)) glyphs.set(c, withSerifs(g, metrics));
    for (const [c, gs] of alternates)
      if (isI(c))
        alternates.set(
          c,
          gs.map((g) => withSerifs(g, metrics)),
        );
  }

  const tolerance = Math.max(8, strokeWidth * 0.3);
  const detours = choice.connected ?? false;
  const order = (g: WorkGlyph): WorkGlyph => ({
    advance: g.advance,
    strokes: penOrder(g.strokes, metrics, tolerance, { detours }),
  });
  glyphs = new Map([...glyphs].map(([c, g]) => [c, order(g)]));
  alternates = new Map([...alternates].map(([c, gs]) => [c, gs.map(order)]));

  let joinNote = '';
  if (choice.connected) {
    const j = joinPoint(glyphs, metrics);
    const report: JoinReport = { exits: 0, entries: 0 };
    const lower = (c: string) => /^\p{Ll}$/u.test(c);
    for (const [c, g] of glyphs) if (lower(c)) glyphs.set(c, joinLetter(g, j, metrics, report));
    // An alternate joins where the letter's own glyph does, or it is left out: a pen would lift in mid-word.
    const unjoined: string[] = [];
    for (const [c, gs] of alternates) {
      const own = glyphs.get(c);
      if (!own) continue;
      const joined = gs.flatMap((g) => {
        const matched = matchJoins(g, own, j, metrics, lower(c));
        if (!matched) unjoined.push(c);
        return matched ? [matched] : [];
      });
      if (joined.length > 0) alternates.set(c, joined);
      else alternates.delete(c);
    }
    joinNote =
      `; joins at +${Math.round(j.dx)}, ${Math.round(j.y)}: ${report.exits} exits, ${report.entries} entries` +
      `${unjoined.length ? `; alternates left out for not joining: ${unjoined.join('')}` : ''}`;
  }

  respace(glyphs, choice, metrics.xHeight);
  for (const [c, gs] of alternates) {
    const m = new Map(gs.map((g, i) => [String(i), g]));
    const tmp = new Map<string, WorkGlyph>();
    for (const [i, g] of m) {
      const one = new Map([[c, g]]);
      respace(one, { ...choice, space: undefined }, metrics.xHeight);
      tmp.set(i, one.get(c)!);
    }
    alternates.set(c, [...tmp.values()]);
  }

  const missingAscii = PRINTABLE_ASCII.filter((c) => !glyphs.has(c));
  if (missingAscii.length > 0) throw new Error(`${family} lacks ${missingAscii.join(' ')}`);
  const data: StrokeFontData = {
    name: choice.name ?? family,
    license: source.license,
    unitsPerEm: UPM,
    capHeight: Math.round(topOf(glyphs.get('H'), metrics.capHeight)),
    xHeight: Math.round(topOf(glyphs.get('x'), metrics.xHeight)),
    glyphs: {},
  };
  const wanted = new Set([...PRINTABLE_ASCII, ...COMPOSED_RANGE, ...TYPOGRAPHIC, ...glyphs.keys()]);
  for (const char of [...wanted].sort()) {
    const g = glyphs.get(char);
    if (g) data.glyphs[char] = { a: Math.round(g.advance), p: encodeStrokes(g.strokes) };
  }
  if (alternates.size > 0) {
    data.alternates = {};
    for (const char of [...alternates.keys()].sort()) {
      if (!data.glyphs[char]) continue;
      data.alternates[char] = alternates
        .get(char)!
        .map((g) => ({ a: Math.round(g.advance), p: encodeStrokes(g.strokes) }));
    }
  }
  const missing = COMPOSED_RANGE.filter((c) => !glyphs.has(c));
  const summary =
    `${family}: ${Object.keys(data.glyphs).length} glyphs, ${alternates.size} with alternates` +
    ` (${composed.length} composed${missing.length ? `; without ${missing.join('')}` : ''}${joinNote})`;
  return { data, family, notice, summary };
}

/** The licence's header (copyright and Reserved Font Name lines), without the full text kept in licenses/. */
function licenceHeader(licence: string): string {
  const lines = licence.split('\n');
  const end = lines.findIndex((l) => l.includes('scripts.sil.org/OFL') || l.includes('openfontlicense.org'));
  return lines
    .slice(0, end >= 0 ? end + 1 : 3)
    .join('\n')
    .trim();
}

function packageVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
