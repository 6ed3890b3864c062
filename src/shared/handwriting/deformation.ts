/** The amounts a letter shape is deformed by (`deformShape` in deform.ts), named term by term. */

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
