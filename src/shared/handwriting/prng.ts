/**
 * Seeded, stateless randomness for the handwriting variation. Every random value is a hash of (seed, index,
 * channel), so a letter's variation depends only on its place in the text, never on how many values were
 * drawn before it: the layout may measure a text many times and the drawing still gets the same values.
 */

/** 32-bit hash of a seed string (FNV-1a, then a final mix). */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix(h);
}

/** lowbias32 (Chris Wellons): a fast integer mix with good avalanche. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform value in [-1, 1) for (seed, index, channel). */
export function signedRandom(seed: number, index: number, channel: number): number {
  const h = mix(seed ^ mix(Math.imul(index, 0x9e3779b1) ^ Math.imul(channel + 1, 0x85ebca77)));
  return h / 0x80000000 - 1;
}

/** Smooth 1-D value noise in [-1, 1]: random values at integer t, joined by a smoothstep. */
export function smoothNoise(seed: number, channel: number, t: number): number {
  const i = Math.floor(t);
  const f = t - i;
  const a = signedRandom(seed, i, channel);
  const b = signedRandom(seed, i + 1, channel);
  return a + (b - a) * f * f * (3 - 2 * f);
}
