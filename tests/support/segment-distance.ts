/** Distance from point p to the segment a–b (to a itself when a and b coincide). */
export function segmentDistance(p: readonly number[], a: readonly number[], b: readonly number[]): number {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const squared = dx * dx + dy * dy;
  const t = squared > 0 ? ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / squared : 0;
  const c = Math.min(1, Math.max(0, t));
  return Math.hypot(p[0]! - a[0]! - c * dx, p[1]! - a[1]! - c * dy);
}
