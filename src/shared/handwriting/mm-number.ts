/**
 * Millimetres printed to 0.01 mm in their shortest form ("12.3", "4", "0.05", "-1.5", as `String` prints the
 * renderer's rounded values): the one number format of the SVG and the G-code files, so both carry identical
 * numbers. Made from whole hundredths with integer arithmetic; the spellings of 0 … 200 mm (every coordinate
 * on a card) are made once on first use, as strings and as ASCII bytes, and reused, as a production pack
 * prints tens of millions of them.
 */
const CACHED_HUNDREDTHS = 20_000;
/** The longest spelling `writeMm` writes: a sign, 12 digits of a whole number of mm, a point, two decimals. */
export const MAX_MM_BYTES = 16;

interface Spellings {
  text: string[];
  /** Every cached spelling's bytes, one after another; hundredth h's are `bytes[start[h]]` … `start[h + 1]`. */
  bytes: Uint8Array;
  start: Int32Array;
}

let cache: Spellings | undefined;

function spellings(): Spellings {
  if (cache) return cache;
  const text = Array.from({ length: CACHED_HUNDREDTHS }, (_, h) => spell(h));
  const start = new Int32Array(CACHED_HUNDREDTHS + 1);
  for (let h = 0; h < CACHED_HUNDREDTHS; h++) start[h + 1] = start[h]! + text[h]!.length;
  const bytes = new Uint8Array(start[CACHED_HUNDREDTHS]!);
  for (let h = 0; h < CACHED_HUNDREDTHS; h++) {
    for (let i = 0; i < text[h]!.length; i++) bytes[start[h]! + i] = text[h]!.charCodeAt(i);
  }
  cache = { text, bytes, start };
  return cache;
}

export function formatMm(value: number): string {
  const hundredths = Math.round(value * 100);
  if (hundredths >= 0 && hundredths < CACHED_HUNDREDTHS) return spellings().text[hundredths]!;
  return spell(hundredths);
}

/** `formatMm(value)` as ASCII into `target` at `at` (room for `MAX_MM_BYTES` assumed); returns the end. */
export function writeMm(target: Uint8Array, at: number, value: number): number {
  const hundredths = Math.round(value * 100);
  let end = at;
  if (hundredths >= 0 && hundredths < CACHED_HUNDREDTHS) {
    const { bytes, start } = spellings();
    for (let i = start[hundredths]!; i < start[hundredths + 1]!; i++) target[end++] = bytes[i]!;
    return end;
  }
  const text = spell(hundredths);
  if (text.length > MAX_MM_BYTES) throw new Error(`${value} mm is out of range`);
  for (let i = 0; i < text.length; i++) target[end++] = text.charCodeAt(i);
  return end;
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
