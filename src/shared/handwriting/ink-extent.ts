/** The glyph's leftmost and rightmost ink in font units (0 and `advance` when it has no ink). */
export function inkExtent(
  strokes: readonly Float64Array[],
  advance: number,
): { inkLeft: number; inkRight: number } {
  let inkLeft = Number.POSITIVE_INFINITY;
  let inkRight = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (let i = 0; i < stroke.length; i += 2) {
      inkLeft = Math.min(inkLeft, stroke[i]!);
      inkRight = Math.max(inkRight, stroke[i]!);
    }
  }
  return Number.isFinite(inkLeft) ? { inkLeft, inkRight } : { inkLeft: 0, inkRight: advance };
}
