/**
 * Millimetres printed to 0.01 mm in their shortest form ("12.3", "4", "0.05", "-1.5", as `String` prints the
 * renderer's rounded values): the one number format of the SVG and the G-code files, so both carry identical
 * numbers. Made from whole hundredths with integer arithmetic; the strings of 0 … 200 mm (every coordinate on
 * a card) are made once on first use and reused, as a production pack prints tens of millions of them.
 */
const CACHED_HUNDREDTHS = 20_000;
let cache: string[] | undefined;

export function formatMm(value: number): string {
  const hundredths = Math.round(value * 100);
  if (hundredths >= 0 && hundredths < CACHED_HUNDREDTHS) {
    cache ??= Array.from({ length: CACHED_HUNDREDTHS }, (_, h) => spell(h));
    return cache[hundredths]!;
  }
  return spell(hundredths);
}

function spell(hundredths: number): string {
  const abs = hundredths < 0 ? -hundredths : hundredths;
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  const sign = hundredths < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  if (frac % 10 === 0) return `${sign}${whole}.${frac / 10}`;
  return `${sign}${whole}.${frac < 10 ? '0' : ''}${frac}`;
}
