/**
 * The smooth displacement field a deformation applies to a letter's points (see deform.ts): folded into
 * coefficients once per letter, then evaluated per point without allocating.
 */
import type { Deformation } from './deformation';
import { type FontMetrics, PIN_RADIUS } from './glyph-frame';
import type { GlyphFrame } from './types';

/** Half-width (x-heights) beyond which a loop's widening stops growing. */
const LOOP_REACH = 0.4;

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
export class Field {
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
