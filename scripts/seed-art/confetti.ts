/** Seeded confetti scattered over a box, around the boxes it must avoid. */
import { circle, r1, rect } from './svg-kit';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inBox = (b: Box, x: number, y: number): boolean =>
  x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;

/** Confetti pieces scattered over a box using a seeded random source. */
export function confetti(
  rand: () => number,
  count: number,
  box: Box,
  colors: readonly string[],
  avoid: readonly Box[] = [],
): string {
  const parts: string[] = [];
  let placed = 0;
  let guard = 0;
  while (placed < count && guard < count * 20) {
    guard++;
    const x = box.x + rand() * box.w;
    const y = box.y + rand() * box.h;
    if (avoid.some((a) => inBox(a, x, y))) continue;
    const color = colors[Math.floor(rand() * colors.length)] ?? '#ffffff';
    const kind = rand();
    const rot = Math.round(rand() * 180);
    if (kind < 0.45) {
      parts.push(
        rect(-5, -2.5, 10, 5, color, `rx="1" transform="translate(${r1(x)} ${r1(y)}) rotate(${rot})"`),
      );
    } else if (kind < 0.75) {
      parts.push(circle(x, y, 2.5 + rand() * 2.5, color));
    } else {
      parts.push(
        `<path d="M-8 0 q4 -6 8 0 t8 0" stroke="${color}" stroke-width="2.4" fill="none" stroke-linecap="round" transform="translate(${r1(x)} ${r1(y)}) rotate(${rot})"/>`,
      );
    }
    placed++;
  }
  return parts.join('');
}
