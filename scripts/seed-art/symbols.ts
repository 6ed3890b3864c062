/** Seed-art symbols (hearts, shields, stars, snowflakes, baubles, balloons) and the polygon tests placing around them. */
import { circle, group, line, r1, rect, shade } from './svg-kit';

/** Heart in a 100 × 90 box. */
export const HEART_PATH =
  'M50 88 C47 85 0 56 0 26 C0 11 12 0 27 0 C38 0 46 6 50 15 C54 6 62 0 73 0 C88 0 100 11 100 26 C100 56 53 85 50 88 Z';

export function heart(fill: string, extra = ''): string {
  return `<path d="${HEART_PATH}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/**
 * The classic parametric heart (x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t) sampled as a
 * polygon and fitted to a box of the given width, top-left at (x, y).
 */
export function heartPolygon(x: number, y: number, width: number, samples = 96): [number, number][] {
  const raw: [number, number][] = [];
  for (let i = 0; i < samples; i++) {
    const t = (i / samples) * Math.PI * 2;
    raw.push([
      16 * Math.sin(t) ** 3,
      -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)),
    ]);
  }
  const minY = Math.min(...raw.map(([, py]) => py));
  const k = width / 32;
  return raw.map(([px, py]) => [x + (px + 16) * k, y + (py - minY) * k]);
}

/** Even-odd ray casting test. */
export function insidePolygon(poly: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] ?? [0, 0];
    const [xj, yj] = poly[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Shield in a 120 × 140 box. */
export const SHIELD_PATH =
  'M60 0 C78 12 98 18 120 18 L120 62 C120 100 96 126 60 140 C24 126 0 100 0 62 L0 18 C22 18 42 12 60 0 Z';

export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  fill: string,
  points = 5,
  extra = '',
): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${r1(cx + Math.cos(a) * r)},${r1(cy + Math.sin(a) * r)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Six-armed snowflake centred on the origin. */
export function snowflake(r: number, stroke: string, width = 2): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i++) {
    arms.push(
      group(
        `rotate(${i * 60})`,
        `<path d="M0 0 L0 ${-r} M0 ${r1(-r * 0.55)} L${r1(r * 0.25)} ${r1(-r * 0.78)} M0 ${r1(-r * 0.55)} L${r1(-r * 0.25)} ${r1(-r * 0.78)} M0 ${r1(-r * 0.28)} L${r1(r * 0.16)} ${r1(-r * 0.42)} M0 ${r1(-r * 0.28)} L${r1(-r * 0.16)} ${r1(-r * 0.42)}"/>`,
      ),
    );
  }
  return `<g stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none">${arms.join('')}</g>`;
}

/** Hanging bauble; string from (0, 0) down `drop`, ball radius r. */
export function ornament(drop: number, r: number, fill: string, cap: string, band: string): string {
  const cy = drop + r + 6;
  return [
    line(0, 0, 0, drop, cap, 1.2),
    rect(-r * 0.28, drop, r * 0.56, 9, cap, 'rx="2"'),
    circle(0, cy, r, fill),
    `<path d="M${r1(-r * 0.97)} ${r1(cy - r * 0.18)} Q0 ${r1(cy + r * 0.08)} ${r1(r * 0.97)} ${r1(cy - r * 0.18)} L${r1(r * 0.99)} ${r1(cy + r * 0.1)} Q0 ${r1(cy + r * 0.38)} ${r1(-r * 0.99)} ${r1(cy + r * 0.1)} Z" fill="${band}"/>`,
    `<ellipse cx="${r1(-r * 0.38)}" cy="${r1(cy - r * 0.42)}" rx="${r1(r * 0.22)}" ry="${r1(r * 0.14)}" fill="#fff" fill-opacity="0.45" transform="rotate(-35 ${r1(-r * 0.38)} ${r1(cy - r * 0.42)})"/>`,
  ].join('');
}

/** Balloon centred at the origin with radius r; string ends at (sx, sy). */
export function balloon(r: number, fill: string, sx: number, sy: number): string {
  const bottom = r * 1.22;
  return [
    `<path d="M0 ${r1(bottom)} C${r1(sx * 0.3 + 8)} ${r1(bottom + (sy - bottom) * 0.35)} ${r1(sx * 0.7 - 10)} ${r1(bottom + (sy - bottom) * 0.65)} ${sx} ${sy}" stroke="#8d8d8d" stroke-width="1.2" fill="none"/>`,
    `<ellipse cx="0" cy="0" rx="${r}" ry="${r1(r * 1.2)}" fill="${fill}"/>`,
    `<polygon points="0,${r1(bottom - 2)} ${r1(r * 0.12)},${r1(bottom + 7)} ${r1(-r * 0.12)},${r1(bottom + 7)}" fill="${shade(fill, 0.15)}"/>`,
    `<ellipse cx="${r1(-r * 0.38)}" cy="${r1(-r * 0.45)}" rx="${r1(r * 0.18)}" ry="${r1(r * 0.3)}" fill="#fff" fill-opacity="0.4" transform="rotate(28 ${r1(-r * 0.38)} ${r1(-r * 0.45)})"/>`,
  ].join('');
}
