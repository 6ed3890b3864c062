/**
 * The smooth deformation of a letter shape, used twice: with large fixed amounts to derive a hand's further
 * shapes of a character (`shape-set.ts`), and with small seeded amounts per occurrence (`glyph-choice.ts`).
 * Every term is a smooth displacement of the glyph's points, so strokes stay strokes (no kinks, no gaps):
 * width and slant, x-height body, ascender and descender length, loop width, bowl roundness, a low-order bend
 * of the whole letter, the entry and exit strokes (angle and length), and dots and accents moved and turned as
 * marks. A connected hand's join points stay fixed (a kernel around each absorbs the change), so joins meet.
 * Hot path: called for every letter of every note; no allocation besides the output arrays.
 */

import type { Deformation } from './deformation';
import { Field } from './deformation-field';
import type { Float64Arena } from './float64-arena';
import type { FontMetrics } from './glyph-frame';
import type { Glyph, GlyphShape, GlyphTail } from './types';

/** A mark reaching further than this from its centre (fraction of the cap height) is an accent, not a dot. */
const DOT_REACH = 0.04;
const field = new Field();

/** Bends and lengthens one tail of `s` in place, turning about its pivot (or bowing it, when pinned). */
function bendTail(s: Float64Array, t: GlyphTail, angle: number, lengthen: number, pinned: boolean): void {
  // Point k of the tail (0 at the stroke's end) is at `origin + step * k` (no closure: this runs per letter).
  const origin = t.atEnd ? s.length / 2 - 1 : 0;
  const step = t.atEnd ? -1 : 1;
  const p = origin + step * t.count;
  const px = s[2 * p]!;
  const py = s[2 * p + 1]!;
  if (pinned) {
    // The end is a join: keep it, bow the tail sideways instead (the angle at which the stroke arrives changes).
    const chx = s[2 * origin]! - px;
    const chy = s[2 * origin + 1]! - py;
    const amount = 0.5 * angle;
    for (let k = 1; k < t.count; k++) {
      const i = origin + step * k;
      const b = amount * t.bow[k]!;
      s[2 * i] = s[2 * i]! - chy * b;
      s[2 * i + 1] = s[2 * i + 1]! + chx * b;
    }
    return;
  }
  // A closed stroke (an o) may overshoot its start but never open; the top or foot of a letter only shortens.
  let grow = t.closed ? Math.abs(lengthen) : lengthen;
  let turn = angle;
  if (t.terminal) {
    grow = Math.min(0, grow) * 0.5;
    turn *= 0.35;
  }
  for (let k = 0; k < t.count; k++) {
    const i = origin + step * k;
    const w = t.weight[k]!;
    const a = turn * w;
    // sin and cos of small angles: second order is plenty (|a| < 0.5 rad) and much cheaper.
    const a2 = a * a;
    const c = (1 - a2 / 2) * (1 + grow * w);
    const sn = a * (1 - a2 / 6) * (1 + grow * w);
    const ox = s[2 * i]! - px;
    const oy = s[2 * i + 1]! - py;
    s[2 * i] = px + ox * c - oy * sn;
    s[2 * i + 1] = py + ox * sn + oy * c;
  }
}

/**
 * Moves a mark (dot, accent) as a whole: shift, scale, stretch and turn about its centre, into `out`. A dot may
 * become a short dash; a longer mark (an accent) keeps its direction, nearly: a flattened acute reads as a
 * macron, a turned one as a grave.
 */
export function transformMark(
  src: Float64Array,
  out: Float64Array,
  cx: number,
  cy: number,
  tx: number,
  ty: number,
  d: Deformation,
  cap: number,
): void {
  let reach = 0;
  for (let i = 0; i < src.length; i += 2)
    reach = Math.max(reach, Math.abs(src[i]! - cx), Math.abs(src[i + 1]! - cy));
  const keep = reach > DOT_REACH * cap ? 0.2 : 1;
  const aspect = keep * d.markAspect;
  const angle = keep * d.markAngle;
  const sx = (1 + d.markScale) * (1 + aspect);
  const sy = (1 + d.markScale) / (1 + aspect);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const nx = cx + tx + d.markDx * cap;
  const ny = cy + ty + d.markDy * cap;
  for (let i = 0; i < src.length; i += 2) {
    const ox = (src[i]! - cx) * sx;
    const oy = (src[i + 1]! - cy) * sy;
    out[i] = nx + ox * cos - oy * sin;
    out[i + 1] = ny + ox * sin + oy * cos;
  }
}

/** Where the last deformed glyph's exit ended, above its primary shape's exit (font units): the next letter's
 * entry is pinned there so the join meets. Read right after `deformShape`. */
export const exitOffset = { dy: 0 };

/**
 * The shape deformed by `d`: new strokes, and an advance and ink extent that describe them, so layout measures
 * exactly what is drawn. An unjoined letter keeps its side bearings (the ink is moved back to where it began,
 * the advance follows its right edge). A joined letter's entry is kept `entryDy` above where it was (where the
 * previous letter's exit ended), or is free when `entryDy` is null (nothing joins it: a word's first letter);
 * its advance follows its exit, so the next letter's entry meets it.
 */
export function deformShape(
  shape: GlyphShape,
  d: Deformation,
  m: FontMetrics,
  entryDy: number | null = 0,
  arena?: Float64Arena,
): Glyph {
  const f = shape.frame;
  field.set(f, d, m, entryDy);
  const strokes: Float64Array[] = new Array(shape.strokes.length);
  let mark = 0;
  for (let si = 0; si < shape.strokes.length; si++) {
    const src = shape.strokes[si]!;
    const out = arena ? arena.take(src.length) : new Float64Array(src.length);
    if (mark < f.marks.length && f.marks[mark] === si) {
      const cx = f.markCentres[2 * mark]!;
      const cy = f.markCentres[2 * mark + 1]!;
      field.displace(cx, cy);
      transformMark(src, out, cx, cy, field.fx, field.fy, d, m.capHeight);
      mark++;
    } else {
      for (let i = 0; i < src.length; i += 2) {
        field.displace(src[i]!, src[i + 1]!);
        out[i] = src[i]! + field.fx;
        out[i + 1] = src[i + 1]! + field.fy;
      }
    }
    strokes[si] = out;
  }
  if (f.entry && (d.entryAngle !== 0 || d.entryLength !== 0))
    bendTail(
      strokes[f.entry.stroke]!,
      f.entry,
      d.entryAngle,
      d.entryLength,
      f.entry.pinned && entryDy !== null,
    );
  if (f.exit && (d.exitAngle !== 0 || d.exitLength !== 0))
    bendTail(strokes[f.exit.stroke]!, f.exit, -d.exitAngle, d.exitLength, false);

  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const s of strokes) {
    for (let i = 0; i < s.length; i += 2) {
      const x = s[i]!;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  exitOffset.dy = 0;
  if (!Number.isFinite(left)) return { advance: shape.advance, strokes, inkLeft: 0, inkRight: shape.advance };
  const shift = f.entryJoin && entryDy !== null ? 0 : shape.inkLeft - left;
  if (shift !== 0) {
    for (const s of strokes) for (let i = 0; i < s.length; i += 2) s[i] = s[i]! + shift;
  }
  let advance = shape.advance + shift + (right - shape.inkRight);
  if (f.exitJoin && f.exitStroke >= 0) {
    const s = strokes[f.exitStroke]!;
    advance = shape.advance + s[s.length - 2]! - f.exitX;
    exitOffset.dy = f.joinDy + s[s.length - 1]! - f.exitY;
  }
  return { advance, strokes, inkLeft: left + shift, inkRight: right + shift };
}
