/**
 * The smooth deformation of a letter shape, used twice: with large fixed amounts to derive a hand's further
 * shapes of a character (`shape-set.ts`), and with small seeded amounts per occurrence (`glyph-choice.ts`).
 * Every term is a smooth displacement of the glyph's points, so strokes stay strokes (no kinks, no gaps):
 * width and slant, x-height body, ascender and descender length, loop width, bowl roundness, a low-order bend
 * of the whole letter, the entry and exit strokes (angle and length), and dots and accents moved and turned as
 * marks. A connected hand's join points stay fixed (a kernel around each absorbs the change), so joins meet.
 * Hot path: called for every letter of every note; no allocation besides the output arrays.
 */

import type { Float64Arena } from './float64-arena';
import { type FontMetrics, PIN_RADIUS } from './glyph-frame';
import type { Glyph, GlyphFrame, GlyphShape, GlyphTail } from './types';

/** A mark reaching further than this from its centre (fraction of the cap height) is an accent, not a dot. */
const DOT_REACH = 0.04;
/** Half-width (x-heights) beyond which a loop's widening stops growing. */
const LOOP_REACH = 0.4;

/** Amounts of one deformation; 0 everywhere is the identity. Fractions unless said otherwise. */
export interface Deformation {
  /** Horizontal scale about the ink centre; a joined letter's about its left edge (it grows away from the letter before). */
  width: number;
  /** Extra slant (tangent), about mid x-height. */
  slant: number;
  /** Height of the x-height body (what is above it moves with it). */
  body: number;
  /** Stretch of the part above the x-height (times the frame's `ascenderGain`) and below the baseline. */
  ascender: number;
  descender: number;
  /** Width of ascender and descender loops about their axes. */
  loop: number;
  /** Bowl roundness: > 0 pushes the diagonals out (squarer bowls), < 0 pulls them in (rounder, narrower). */
  round: number;
  /** Low-order bend of the letter (fractions of the x-height): x by v², x by u·v, y by u², y by u·v. */
  bendXV: number;
  bendXUV: number;
  bendYU: number;
  bendYUV: number;
  /** Entry and exit strokes: turn (radians at the stroke's end) and lengthening (fraction of the tail). */
  entryAngle: number;
  entryLength: number;
  exitAngle: number;
  exitLength: number;
  /** Marks (dots, accents): scale, stretch along x against y, turn (radians), shift (fractions of cap height). */
  markScale: number;
  markAspect: number;
  markAngle: number;
  markDx: number;
  markDy: number;
}

export function identityDeformation(): Deformation {
  return {
    width: 0,
    slant: 0,
    body: 0,
    ascender: 0,
    descender: 0,
    loop: 0,
    round: 0,
    bendXV: 0,
    bendXUV: 0,
    bendYU: 0,
    bendYUV: 0,
    entryAngle: 0,
    entryLength: 0,
    exitAngle: 0,
    exitLength: 0,
    markScale: 0,
    markAspect: 0,
    markAngle: 0,
    markDx: 0,
    markDy: 0,
  };
}

/** Smooth ramp: 0 below -b, t above b, a parabola between (C¹, so strokes crossing the line stay smooth). */
function ramp(t: number, b: number): number {
  if (t <= -b) return 0;
  if (t >= b) return t;
  return ((t + b) * (t + b)) / (4 * b);
}

function smoothstep01(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t * t * (3 - 2 * t);
}

/**
 * The field's constants for one (frame, deformation) pair, computed once per letter rather than per point.
 * Results of `displace` are left in `fx`, `fy` (no tuple allocated per point).
 */
class Field {
  fx = 0;
  fy = 0;
  // Everything per letter is folded into these coefficients once, in `set`; `raw` only multiplies and adds.
  private xh = 0;
  private halfX = 0;
  private ihalfX = 0;
  private band = 0;
  private cx = 0;
  private cy = 0;
  private wx = 0;
  private ihw = 0;
  private ihh = 0;
  private iround = 0;
  private iAsc = 0;
  private iDesc = 0;
  private ascX = 0;
  private descX = 0;
  private radius2 = 0;
  private iLoop = 0;
  private width = 0;
  private slant = 0;
  private body = 0;
  private asc = 0;
  private desc = 0;
  private loop = 0;
  private round = 0;
  private bXV = 0;
  private bXUV = 0;
  private bYU = 0;
  private bYUV = 0;
  // Entry pin: subtract c·kernel(p − entry) so the entry ends at its target (where the previous letter's exit is).
  private pinned = false;
  private ax = 0;
  private ay = 0;
  private cx0 = 0;
  private cy0 = 0;

  set(f: GlyphFrame, d: Deformation, m: FontMetrics, entryDy: number | null): void {
    const xh = m.xHeight;
    this.xh = xh;
    this.halfX = xh / 2;
    this.ihalfX = 2 / xh;
    this.band = 0.08 * xh;
    this.cx = (f.left + f.right) / 2;
    this.cy = (f.bottom + f.top) / 2;
    // A joined letter grows from where the previous letter hands it the stroke, not into that letter.
    this.wx = f.entryJoin ? f.left : this.cx;
    const floor = 0.25 * xh;
    this.ihw = 1 / Math.max((f.right - f.left) / 2, floor);
    this.ihh = 1 / Math.max((f.top - f.bottom) / 2, floor);
    this.iround = 1 / Math.max((f.right - f.left) / 2, this.halfX);
    this.iAsc = f.top > xh ? 1 / (f.top - xh) : 0;
    this.iDesc = f.bottom < 0 ? -1 / f.bottom : 0;
    this.ascX = f.ascenderX;
    this.descX = f.descenderX;
    this.radius2 = (PIN_RADIUS * xh) ** 2;
    this.iLoop = 1 / (LOOP_REACH * xh);
    this.width = d.width;
    this.slant = d.slant;
    this.body = d.body;
    // Ascenders and descenders shorten at most half as much as they lengthen: a short one reads as another letter.
    this.asc = (d.ascender < 0 ? 0.5 : 1) * d.ascender * f.ascenderGain;
    this.desc = (d.descender < 0 ? 0.5 : 1) * d.descender;
    this.loop = d.loop;
    this.round = d.round;
    this.bXV = xh * d.bendXV;
    this.bXUV = xh * d.bendXUV;
    this.bYU = xh * d.bendYU;
    this.bYUV = xh * d.bendYUV;
    this.pinned = f.entryJoin && entryDy !== null;
    if (entryDy !== null && this.pinned) {
      this.ax = f.entryX;
      this.ay = f.entryY;
      this.raw(this.ax, this.ay);
      this.cx0 = this.fx;
      this.cy0 = this.fy - entryDy;
    }
  }

  /** The displacement at (x, y) before pinning. */
  private raw(x: number, y: number): void {
    const xh = this.xh;
    const ox = x - this.cx;
    const u = Math.min(1.5, Math.max(-1.5, ox * this.ihw));
    const v = Math.min(1.5, Math.max(-1.5, (y - this.cy) * this.ihh));
    const oy = y - this.halfX;
    let dx = this.width * (x - this.wx) + this.slant * oy + v * (this.bXV * v + this.bXUV * u);
    let dy = this.body * Math.min(xh, Math.max(0, y)) + u * (this.bYU * u + this.bYUV * v);
    const band = this.band;
    if (y > xh - band) {
      dy += this.asc * ramp(y - xh, band);
      if (y > xh) {
        // Distance from the loop's axis, softly capped: a narrow loop widens in proportion, a capital's bowl hardly.
        const t = x - this.ascX;
        dx += (this.loop * t * smoothstep01((y - xh) * this.iAsc)) / (1 + (t < 0 ? -t : t) * this.iLoop);
      }
    } else if (y < band) {
      dy -= this.desc * ramp(-y, band);
      if (y < 0) {
        const t = x - this.descX;
        dx += (this.loop * t * smoothstep01(-y * this.iDesc)) / (1 + (t < 0 ? -t : t) * this.iLoop);
      }
    }
    const ru = ox * this.iround;
    const rv = oy * this.ihalfX;
    const ru2 = ru * ru;
    const rv2 = rv * rv;
    const r2 = ru2 + rv2;
    if (r2 > 1e-9) {
      // sin²(2θ): 1 on the diagonals, 0 on the axes; fading as 1/r² outside the body.
      const g = (this.round * 4 * ru2 * rv2) / (r2 > 1 ? r2 * r2 * r2 : r2 * r2);
      dx += g * ox;
      dy += g * oy;
    }
    this.fx = dx;
    this.fy = dy;
  }

  displace(x: number, y: number): void {
    this.raw(x, y);
    if (!this.pinned) return;
    const ex = x - this.ax;
    const ey = y - this.ay;
    const q = 1 - (ex * ex + ey * ey) / this.radius2;
    if (q <= 0) return;
    this.fx -= this.cx0 * q * q;
    this.fy -= this.cy0 * q * q;
  }
}

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
