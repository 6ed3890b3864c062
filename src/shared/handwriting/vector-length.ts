/** Length of (dx, dy). `Math.hypot` guards against overflow we never meet, at several times the cost. */
export function len2(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}
