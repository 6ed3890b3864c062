/**
 * Single-stroke glyphs from an outline handwriting font (a `@fontsource/*` WOFF): each glyph is filled at a
 * large size and thinned to its centreline by `skeleton.py` (Debian's python3-skimage, build time only). Glyphs
 * built from components (accented letters) are assembled from their parts' centrelines, which also gives every
 * alternate letter form (`a.ss01`, `a.ss02`…) its accented versions in the font's own accents.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';
import type { WorkGlyph } from './compose';
import { gsubAlternates } from './gsub-alternates';
import type { Pt } from './path-data';

export interface OutlineSource {
  /** WOFF files read in order; a character is taken from the first that has it (latin, then latin-ext). */
  files: string[];
  /** Pixels per font unit for the bitmap that is thinned (a stroke ≈ 15–30 px wide works best). */
  scale: number;
  /** Blur applied to the bitmap before thinning, in stroke widths (ragged "ink" edges grow spurs). */
  smooth?: number;
  /** Largest deviation allowed when a centreline is simplified, in ems (default 0.003: 0.02 mm at 7 mm). */
  toleranceEm?: number;
  /**
   * OpenType features whose substitutions give a letter's alternate forms (e.g. ['calt'] for Caveat, whose
   * contextual alternates cycle each letter through three forms). Positional forms (init, fina) are not
   * alternates and are not read.
   */
  alternateFeatures?: string[];
  /** Only these characters (default `WANTED`): a companion font gives only letters and digits. */
  chars?: readonly string[];
}

export interface OutlineFont {
  family: string;
  copyright: string;
  unitsPerEm: number;
  /** Median width of the font's pen line (font units): what the centreline replaces. */
  strokeWidth: number;
  glyphs: Map<string, WorkGlyph>;
  /** Further forms per character, beyond `glyphs`. */
  alternates: Map<string, WorkGlyph[]>;
}

const PYTHON = '/usr/bin/python3';
const SKELETON = path.join(path.dirname(new URL(import.meta.url).pathname), 'skeleton.py');

/** Closed contours of a glyph's outline (font units, y up), curves flattened finely. */
function contours(commands: readonly PathCommand[]): number[][] {
  const out: number[][] = [];
  let cur: number[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const close = () => {
    if (cur.length >= 6) out.push(cur);
    cur = [];
  };
  for (const c of commands) {
    if (c.type === 'M') {
      close();
      x = sx = c.x!;
      y = sy = c.y!;
      cur = [x, y];
    } else if (c.type === 'L') {
      x = c.x!;
      y = c.y!;
      cur.push(x, y);
    } else if (c.type === 'Q') {
      const steps = Math.max(2, Math.ceil(Math.hypot(c.x! - x, c.y! - y) / 12));
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        cur.push(u * u * x + 2 * u * t * c.x1! + t * t * c.x!, u * u * y + 2 * u * t * c.y1! + t * t * c.y!);
      }
      x = c.x!;
      y = c.y!;
    } else if (c.type === 'C') {
      const steps = Math.max(3, Math.ceil(Math.hypot(c.x! - x, c.y! - y) / 10));
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        cur.push(
          u * u * u * x + 3 * u * u * t * c.x1! + 3 * u * t * t * c.x2! + t * t * t * c.x!,
          u * u * u * y + 3 * u * u * t * c.y1! + 3 * u * t * t * c.y2! + t * t * t * c.y!,
        );
      }
      x = c.x!;
      y = c.y!;
    } else if (c.type === 'Z') {
      close();
      x = sx;
      y = sy;
    }
  }
  close();
  return out.map((c) => c.map((v) => Math.round(v * 100) / 100));
}

interface Part {
  key: string;
  dx: number;
  dy: number;
}

/** The characters a handwriting style must write: printable ASCII, Latin-1, Latin Extended-A, typographic marks. */
export const WANTED: string[] = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...Array.from({ length: 0x180 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)),
  ...'\u2018\u2019\u201A\u201C\u201D\u201E\u2013\u2014\u2026\u2022',
];

export function readOutlineFont(source: OutlineSource): OutlineFont {
  const fonts: Font[] = source.files.map((f) => {
    const buf = fs.readFileSync(f);
    return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  });
  const first = fonts[0]!;
  /** Leaf outlines to thin, keyed "font:glyph". */
  const leaves = new Map<string, number[][]>();
  /** A glyph as its leaf parts and offsets (a simple glyph is one part at 0, 0). */
  const partsOf = (fi: number, g: Glyph, dx = 0, dy = 0, depth = 0): Part[] => {
    const commands = g.path.commands;
    if (g.isComposite && g.components && depth < 4) {
      return g.components.flatMap((c) =>
        partsOf(fi, fonts[fi]!.glyphs.get(c.glyphIndex), dx + c.dx, dy + c.dy, depth + 1),
      );
    }
    const key = `${fi}:${g.index}`;
    if (!leaves.has(key)) leaves.set(key, contours(commands));
    return [{ key, dx, dy }];
  };

  interface Entry {
    advance: number;
    parts: Part[];
  }
  const primary = new Map<string, Entry>();
  const alternates = new Map<string, Entry[]>();
  const alternateMaps = fonts.map((font) => gsubAlternates(font, source.alternateFeatures ?? []));
  for (const char of source.chars ?? WANTED) {
    const fi = fonts.findIndex((f) => f.charToGlyphIndex(char) > 0);
    if (fi < 0) continue;
    const font = fonts[fi]!;
    const g = font.charToGlyph(char);
    primary.set(char, { advance: g.advanceWidth, parts: partsOf(fi, g) });
    if (char === ' ') continue;
    const altMap = alternateMaps[fi]!;
    const alts: Entry[] = [];
    const direct = altMap.get(g.index) ?? [];
    for (const index of direct) {
      const alt = font.glyphs.get(index);
      alts.push({ advance: alt.advanceWidth, parts: partsOf(fi, alt) });
    }
    // An accented letter: each alternate of its base with the font's own accent, kept where it sat over the base.
    void g.path.commands; // parses the outline, which fills in its components
    if (direct.length === 0 && g.isComposite && g.components?.length) {
      const [baseRef, ...marks] = g.components;
      const base = font.glyphs.get(baseRef!.glyphIndex);
      for (const index of altMap.get(base.index) ?? []) {
        const altBase = font.glyphs.get(index);
        const shift = inkCentre(altBase) - inkCentre(base);
        alts.push({
          advance: altBase.advanceWidth,
          parts: [
            ...partsOf(fi, altBase, baseRef!.dx, baseRef!.dy),
            ...marks.flatMap((m) => partsOf(fi, font.glyphs.get(m.glyphIndex), m.dx + shift, m.dy)),
          ],
        });
      }
    }
    if (alts.length > 0) alternates.set(char, alts);
  }

  const thinned = thin(leaves, source, (source.toleranceEm ?? 0.003) * first.unitsPerEm);
  const build = (e: Entry): WorkGlyph => ({
    advance: e.advance,
    strokes: e.parts.flatMap((p) =>
      (thinned.glyphs.get(p.key) ?? []).map((s) => s.map(([x, y]): Pt => [x + p.dx, y + p.dy])),
    ),
  });
  const names = first.names.windows ?? first.names.macintosh ?? first.names.unicode ?? {};
  const english = (n: Record<string, string> | undefined) => n?.en ?? Object.values(n ?? {})[0] ?? '';
  return {
    family: english(names.fontFamily),
    copyright: english(names.copyright),
    unitsPerEm: first.unitsPerEm,
    strokeWidth: thinned.strokeWidth,
    glyphs: new Map([...primary].map(([c, e]) => [c, build(e)])),
    alternates: new Map([...alternates].map(([c, es]) => [c, es.map(build)])),
  };
}

function inkCentre(g: Glyph): number {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const c of g.path.commands) {
    if (c.x === undefined) continue;
    min = Math.min(min, c.x);
    max = Math.max(max, c.x);
  }
  return Number.isFinite(min) ? (min + max) / 2 : g.advanceWidth / 2;
}

function thin(
  leaves: Map<string, number[][]>,
  source: OutlineSource,
  tolerance: number,
): { strokeWidth: number; glyphs: Map<string, Pt[][]> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quillpost-skeleton-'));
  try {
    const job = path.join(dir, 'job.json');
    const out = path.join(dir, 'out.json');
    fs.writeFileSync(
      job,
      JSON.stringify({
        scale: source.scale,
        smooth: source.smooth ?? 0.15,
        tolerance,
        glyphs: Object.fromEntries(leaves),
      }),
    );
    execFileSync(PYTHON, [SKELETON, job, out], { stdio: 'inherit' });
    const result = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      strokeWidth: number;
      glyphs: Record<string, number[][]>;
    };
    const glyphs = new Map<string, Pt[][]>();
    for (const [key, strokes] of Object.entries(result.glyphs)) {
      glyphs.set(
        key,
        strokes.map((s) => {
          const pts: Pt[] = [];
          for (let i = 0; i + 1 < s.length; i += 2) pts.push([s[i]!, s[i + 1]!]);
          return pts;
        }),
      );
    }
    return { strokeWidth: result.strokeWidth, glyphs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
