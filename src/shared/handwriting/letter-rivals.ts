/**
 * Whether a derived lowercase letter still reads as its own letter rather than another one: a c whose curl
 * closes reads as an o, an e whose loop opens as a c, a u pinched at the top as an a. A derived shape must lie
 * nearer its own letter's real shapes than any other letter's (the mean nearest-point distance of the inks,
 * each centred on its box horizontally, baselines kept), by `RIVAL_RATIO`.
 */
import type { FontMetrics } from './glyph-frame';
import { resampleFlat } from './letterform-difference';
import type { Glyph } from './types';

/** A derived shape's distance to its own letter is at most this share of its distance to the nearest rival. */
const RIVAL_RATIO = 0.7;
/** Rivals compared per real shape of a letter: the other letters' shapes that lie nearest it. */
const NEAREST_RIVALS = 6;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export class LetterRivals {
  private readonly step: number;
  private readonly inks = new Map<string, Float64Array[]>();
  private readonly rivals = new Map<string, Float64Array[]>();

  /** `real(c)`: the font's own shapes of letter c (its glyph and its real alternates). */
  constructor(real: (char: string) => readonly Glyph[], m: FontMetrics) {
    this.step = 0.04 * m.capHeight;
    for (const c of LETTERS) {
      const shapes = real(c).filter((g) => g.strokes.length > 0);
      if (shapes.length > 0)
        this.inks.set(
          c,
          shapes.map((g) => this.ink(g)),
        );
    }
  }

  /** True for anything but a–z, whose rivals this does not know. */
  readsAsItsLetter(char: string, glyph: Glyph): boolean {
    const own = this.inks.get(char);
    if (!own) return true;
    const ink = this.ink(glyph);
    const nearest = (set: readonly Float64Array[]) => Math.min(...set.map((other) => chamfer(ink, other)));
    return nearest(own) <= RIVAL_RATIO * nearest(this.rivalsOf(char, own));
  }

  /** For each of the letter's real shapes, the other letters' shapes nearest it. */
  private rivalsOf(char: string, own: readonly Float64Array[]): Float64Array[] {
    let list = this.rivals.get(char);
    if (list) return list;
    const chosen = new Set<Float64Array>();
    for (const mine of own) {
      const ranked: { ink: Float64Array; distance: number }[] = [];
      for (const [other, inks] of this.inks) {
        if (other === char) continue;
        for (const ink of inks) ranked.push({ ink, distance: chamfer(mine, ink) });
      }
      ranked.sort((a, b) => a.distance - b.distance);
      for (const r of ranked.slice(0, NEAREST_RIVALS)) chosen.add(r.ink);
    }
    list = [...chosen];
    this.rivals.set(char, list);
    return list;
  }

  private ink(glyph: Glyph): Float64Array {
    const points = resampleFlat(glyph.strokes, this.step);
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < points.length; i += 2) {
      left = Math.min(left, points[i]!);
      right = Math.max(right, points[i]!);
    }
    const centre = (left + right) / 2;
    for (let i = 0; i < points.length; i += 2) points[i] = points[i]! - centre;
    return points;
  }
}

/** Mean nearest-point distance both ways; by brute force, the inks here being a few dozen points each. */
function chamfer(a: Float64Array, b: Float64Array): number {
  return (meanNearest(a, b) + meanNearest(b, a)) / 2;
}

function meanNearest(a: Float64Array, b: Float64Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 2) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 0; j < b.length; j += 2) {
      const dx = b[j]! - a[i]!;
      const dy = b[j + 1]! - a[i + 1]!;
      const d = dx * dx + dy * dy;
      if (d < best) best = d;
    }
    total += Math.sqrt(best);
  }
  return total / (a.length / 2);
}
