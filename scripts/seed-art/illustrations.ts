/**
 * Reusable vector illustrations for the seed postcard artwork. Each function draws in its own local
 * coordinate box (documented per function); callers position it with `group('translate(..) scale(..)', …)`.
 */
import { circle, esc, group, line, r1, rect, SANS, shade, tint } from './svg-kit';
import type { ZoneRecorder } from './zones';

// ---------------------------------------------------------------------------------------------
// Vehicles & buildings
// ---------------------------------------------------------------------------------------------

/** Side view of a sedan facing right. Local box 0..320 × 0..116 (ground at y = 116). */
export function car(body: string, glass: string, trim = '#2b2f36'): string {
  const wheel = (cx: number) =>
    `${circle(cx, 92, 23, '#1d2026')}${circle(cx, 92, 14, '#c9ced6')}${circle(cx, 92, 9.5, '#9aa1ab')}${circle(cx, 92, 3.5, '#e6e9ee')}`;
  const bodyPath =
    'M16 80 C16 68 22 61 38 59 L80 54 C100 37 122 25 152 23 L200 23 C224 24 242 35 262 51 L298 57 C312 60 318 68 318 78 L318 86 C318 89 315 91 311 91 L274 91 A28 28 0 0 0 218 91 L106 91 A28 28 0 0 0 50 91 L22 91 C18 91 16 89 16 86 Z';
  return [
    `<ellipse cx="168" cy="114" rx="150" ry="5" fill="#000" fill-opacity="0.22"/>`,
    `<path d="${bodyPath}" fill="${body}"/>`,
    // lower body shading
    `<path d="M16 80 L318 80 L318 86 C318 89 315 91 311 91 L274 91 A28 28 0 0 0 218 91 L106 91 A28 28 0 0 0 50 91 L22 91 C18 91 16 89 16 86 Z" fill="${shade(body, 0.18)}"/>`,
    // windows
    `<path d="M94 56 C112 41 128 32 152 31 L174 31 L174 56 Z" fill="${glass}"/>`,
    `<path d="M182 31 L199 31 C217 32 232 41 249 56 L182 56 Z" fill="${glass}"/>`,
    `<path d="M100 54 C114 43 126 37 140 35" stroke="#fff" stroke-opacity="0.45" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    // belt line, door split, handles
    `<path d="M40 62 L300 62" stroke="${tint(body, 0.35)}" stroke-width="1.5"/>`,
    line(178, 58, 178, 89, shade(body, 0.3), 1.2),
    rect(148, 66, 16, 3.5, shade(body, 0.35), 'rx="1.5"'),
    rect(224, 66, 16, 3.5, shade(body, 0.35), 'rx="1.5"'),
    // lights, bumpers
    `<path d="M300 62 L314 66 C316 68 316 71 314 72 L302 70 Z" fill="#fff6d8"/>`,
    rect(16, 64, 8, 9, '#d33a2c', 'rx="2"'),
    rect(294, 82, 24, 4, trim, 'rx="2"'),
    rect(16, 82, 22, 4, trim, 'rx="2"'),
    wheel(78),
    wheel(246),
  ].join('');
}

export interface HouseColors {
  wall: string;
  roof: string;
  trim: string;
  door: string;
  glass: string;
}

/** A two-storey gabled house. Local box 0..240 × 0..230 (ground at y = 230). */
export function house(c: HouseColors): string {
  const win = (x: number, y: number, w: number, h: number) =>
    `${rect(x - 3, y - 3, w + 6, h + 6, c.trim, 'rx="2"')}${rect(x, y, w, h, c.glass)}${line(x + w / 2, y, x + w / 2, y + h, c.trim, 2.5)}${line(x, y + h / 2, x + w, y + h / 2, c.trim, 2.5)}`;
  return [
    rect(162, 30, 22, 52, shade(c.roof, 0.1)),
    rect(158, 26, 30, 8, shade(c.roof, 0.25)),
    rect(16, 98, 208, 132, c.wall),
    rect(16, 98, 208, 10, shade(c.wall, 0.12)),
    `<polygon points="-8,104 120,18 248,104" fill="${c.roof}"/>`,
    `<polygon points="-8,104 120,18 248,104 238,104 120,30 2,104" fill="${shade(c.roof, 0.25)}"/>`,
    circle(120, 72, 15, c.trim),
    circle(120, 72, 11, c.glass),
    win(42, 122, 40, 36),
    win(158, 122, 40, 36),
    win(38, 174, 48, 40),
    win(154, 174, 48, 40),
    // door with transom
    `<path d="M100 230 L100 176 A20 20 0 0 1 140 176 L140 230 Z" fill="${c.trim}"/>`,
    `<path d="M104 230 L104 177 A16 16 0 0 1 136 177 L136 230 Z" fill="${c.door}"/>`,
    circle(130, 206, 2.2, '#f2d27a'),
    rect(92, 226, 56, 6, shade(c.wall, 0.25), 'rx="1"'),
  ].join('');
}

/** Simple house for street scenes. Local box 0..w × 0..h (ground at y = h). */
export function cottage(
  w: number,
  h: number,
  wall: string,
  roof: string,
  glass: string,
  door: string,
  chimney = false,
): string {
  const roofH = h * 0.42;
  const bodyY = roofH - 2;
  const winW = w * 0.2;
  const winH = winW * 0.95;
  const win = (x: number) =>
    rect(x - 2, bodyY + 16, winW + 4, winH + 4, '#ffffff', 'rx="1.5"') +
    rect(x, bodyY + 18, winW, winH, glass) +
    line(x + winW / 2, bodyY + 18, x + winW / 2, bodyY + 18 + winH, '#ffffff', 1.5) +
    line(x, bodyY + 18 + winH / 2, x + winW, bodyY + 18 + winH / 2, '#ffffff', 1.5);
  const doorH = (h - bodyY) * 0.52;
  return [
    chimney ? rect(w * 0.68, roofH * 0.12, w * 0.1, roofH * 0.6, shade(roof, 0.15)) : '',
    rect(0, bodyY, w, h - bodyY, wall),
    rect(0, bodyY, w, 7, shade(wall, 0.14)),
    `<polygon points="${-7},${r1(roofH)} ${r1(w / 2)},0 ${w + 7},${r1(roofH)}" fill="${roof}"/>`,
    `<polygon points="${-7},${r1(roofH)} ${r1(w / 2)},0 ${w + 7},${r1(roofH)} ${w + 1},${r1(roofH)} ${r1(w / 2)},7 -1,${r1(roofH)}" fill="${shade(roof, 0.2)}"/>`,
    win(w * 0.14),
    win(w * 0.66),
    rect(w * 0.4 - 2, h - doorH - 2, w * 0.2 + 4, doorH + 2, '#ffffff', 'rx="2"'),
    rect(w * 0.4, h - doorH, w * 0.2, doorH, door, 'rx="1.5"'),
    circle(w * 0.55, h - doorH * 0.45, 1.6, '#f2d27a'),
  ].join('');
}

/** Puffy cloud; left end of its flat base at the origin, about 60 wide. */
export function cloud(fill = '#ffffff'): string {
  return `${circle(12, 0, 14, fill)}${circle(30, -10, 18, fill)}${circle(48, 0, 13, fill)}${rect(12, -2, 36, 16, fill)}${circle(12, 6, 8, fill)}${circle(50, 6, 8, fill)}`;
}

/** Ribbon bow centred on the origin, about 44 wide. */
export function bow(fill: string): string {
  const dark = shade(fill, 0.2);
  return [
    `<path d="M-3 2 L-10 22 L-5 20 L-3 25 L1 4 Z" fill="${dark}"/><path d="M3 2 L10 22 L5 20 L3 25 L-1 4 Z" fill="${dark}"/>`,
    `<path d="M0 0 C-8 -12 -22 -12 -22 -2 C-22 8 -8 6 0 0 Z" fill="${fill}"/>`,
    `<path d="M0 0 C8 -12 22 -12 22 -2 C22 8 8 6 0 0 Z" fill="${fill}"/>`,
    circle(0, 0, 4.5, dark),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Nature
// ---------------------------------------------------------------------------------------------

/** Pointed leaf along +x from the origin, 46 long. */
export function leaf(fill: string, vein?: string): string {
  const veinPath = vein
    ? `<path d="M3 0 C16 -1 30 -1 42 0" stroke="${vein}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`
    : '';
  return `<path d="M0 0 C12 -13 32 -14 46 0 C32 14 12 13 0 0 Z" fill="${fill}"/>${veinPath}`;
}

/** A curved stem with alternating leaves, growing from the origin along +x for `length`. */
export function sprig(stem: string, leafFill: string, length: number, leaves: number, vein?: string): string {
  const p0 = [0, 0] as const;
  const p1 = [length * 0.5, -length * 0.16] as const;
  const p2 = [length, 0] as const;
  const at = (t: number) => {
    const u = 1 - t;
    return {
      x: u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      y: u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
      a:
        (Math.atan2(
          2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]),
          2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]),
        ) *
          180) /
        Math.PI,
    };
  };
  const parts = [
    `<path d="M0 0 Q${r1(p1[0])} ${r1(p1[1])} ${length} 0" stroke="${stem}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  ];
  for (let i = 0; i < leaves; i++) {
    const t = 0.14 + (i / leaves) * 0.8;
    const p = at(t);
    const side = i % 2 === 0 ? -1 : 1;
    const s = 1 - t * 0.45;
    parts.push(
      group(
        `translate(${r1(p.x)} ${r1(p.y)}) rotate(${r1(p.a + side * 42)}) scale(${r1(s * 100) / 100})`,
        leaf(leafFill, vein),
      ),
    );
  }
  const tip = at(1);
  parts.push(
    group(`translate(${r1(tip.x)} ${r1(tip.y)}) rotate(${r1(tip.a)}) scale(0.6)`, leaf(leafFill, vein)),
  );
  return parts.join('');
}

/** Laurel wreath open at the top, centred on the origin. */
export function wreath(radius: number, fill: string, count = 9): string {
  const parts: string[] = [];
  const from = 96;
  const to = 250;
  for (const dir of [1, -1]) {
    const px = (deg: number) => r1(dir * radius * Math.cos((deg * Math.PI) / 180));
    const py = (deg: number) => r1(radius * Math.sin((deg * Math.PI) / 180));
    parts.push(
      `<path d="M${px(from)} ${py(from)} A${radius} ${radius} 0 0 ${dir === 1 ? 1 : 0} ${px(to)} ${py(to)}" stroke="${fill}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
    for (let i = 0; i < count; i++) {
      const deg = from + 8 + (i * (to - from - 8)) / (count - 1);
      const travel = dir === 1 ? deg + 90 : 90 - deg;
      const s = r1((0.62 - (i / count) * 0.16) * 100) / 100;
      for (const tilt of [-30, 30]) {
        parts.push(
          group(`translate(${px(deg)} ${py(deg)}) rotate(${r1(travel + tilt)}) scale(${s})`, leaf(fill)),
        );
      }
    }
  }
  return parts.join('');
}

/** Maple leaf in a 100 × 100 box centred at (50, 50), stem at the bottom. */
export function mapleLeaf(fill: string, vein: string): string {
  return [
    `<path d="M50 4 L43 18 C42 20 40 20 38 19 L32 16 L36 40 C37 44 34 44 32 42 L25 34 L23 39 C22 40 21 41 19 40 L10 38 L13 48 C14 51 13 52 12 53 L7 55 L27 71 C29 73 30 74 29 77 L27 83 L46 80 C47 80 48 81 48 82 L47 98 L53 98 L52 82 C52 81 53 80 54 80 L73 83 L71 77 C70 74 71 73 73 71 L93 55 L88 53 C87 52 86 51 87 48 L90 38 L81 40 C79 41 78 40 77 39 L75 34 L68 42 C66 44 63 44 64 40 L68 16 L62 19 C60 20 58 20 57 18 Z" fill="${fill}"/>`,
    `<path d="M50 96 L50 22 M50 68 L22 44 M50 68 L78 44 M50 78 L30 74 M50 78 L70 74" stroke="${vein}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

/** Evergreen tree; base centre at the origin, total height h. Optional snow on each tier. */
export function evergreen(h: number, fill: string, snow?: string): string {
  const w = h * 0.62;
  const tiers = [
    [0.0, 0.45, 0.55],
    [0.24, 0.72, 0.8],
    [0.5, 1.0, 1.0],
  ] as const;
  const parts = [rect(-h * 0.045, -h * 0.1, h * 0.09, h * 0.1, shade(fill, 0.35))];
  for (const [top, bottom, width] of tiers) {
    const yTop = -h + top * h * 0.9;
    const yBot = -h * 0.1 - (1 - bottom) * h * 0.9;
    const half = (w * width) / 2;
    parts.push(
      `<polygon points="0,${r1(yTop)} ${r1(half)},${r1(yBot)} ${r1(-half)},${r1(yBot)}" fill="${fill}"/>`,
    );
    if (snow) {
      // a snow drape along the lower edge of the tier
      const d = (yBot - yTop) * 0.16;
      const bumps = 3;
      let path = `M${r1(half)} ${r1(yBot)} L${r1(-half)} ${r1(yBot)} L${r1(-half * 0.86)} ${r1(yBot - d * 0.7)}`;
      for (let i = 0; i < bumps; i++) {
        const x0 = -half * 0.86 + ((half * 1.72) / bumps) * i;
        const x1 = x0 + (half * 1.72) / bumps;
        path += ` Q${r1((x0 + x1) / 2)} ${r1(yBot + d * 0.2)} ${r1(x1)} ${r1(yBot - d * 0.7)}`;
      }
      parts.push(`<path d="${path} Z" fill="${snow}"/>`);
    }
  }
  if (snow)
    parts.push(
      `<polygon points="0,${r1(-h)} ${r1(w * 0.07)},${r1(-h + h * 0.1)} ${r1(-w * 0.07)},${r1(-h + h * 0.1)}" fill="${snow}"/>`,
    );
  return parts.join('');
}

/** Round deciduous tree; base centre at the origin, total height h. */
export function roundTree(h: number, fill: string, trunk: string): string {
  const r = h * 0.3;
  return [
    rect(-h * 0.04, -h * 0.42, h * 0.08, h * 0.42, trunk),
    circle(0, -h + r, r, fill),
    circle(-r * 0.62, -h + r * 1.75, r * 0.78, fill),
    circle(r * 0.62, -h + r * 1.7, r * 0.82, shade(fill, 0.08)),
    circle(-r * 0.3, -h + r * 0.8, r * 0.4, tint(fill, 0.2), 'fill-opacity="0.45"'),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Symbols
// ---------------------------------------------------------------------------------------------

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

/** Car key with remote fob. Local box 0..220 × 0..90, ring at the left. */
export function carKey(fob: string, metal: string, buttons: string): string {
  return [
    `<circle cx="26" cy="45" r="22" fill="none" stroke="${metal}" stroke-width="5"/>`,
    `<rect x="44" y="18" width="84" height="54" rx="20" fill="${fob}"/>`,
    `<rect x="48" y="22" width="76" height="12" rx="6" fill="#fff" fill-opacity="0.08"/>`,
    circle(70, 45, 9, buttons),
    circle(98, 45, 9, buttons),
    circle(70, 45, 3.5, 'none', `stroke="${fob}" stroke-width="1.6"`),
    rect(95, 42, 6, 6, 'none', `stroke="${fob}" stroke-width="1.6" rx="1"`),
    `<path d="M128 36 L206 36 L214 42 L206 48 L200 48 L196 53 L190 48 L182 48 L178 54 L172 48 L128 48 Z" fill="${metal}"/>`,
    line(134, 42, 198, 42, shade(metal, 0.25), 1.4),
  ].join('');
}

/** Desk calendar page. Local box 0..200 × 0..190. The highlighted day is drawn in `mark`. */
export function calendar(head: string, paper: string, ink: string, mark: string, month: string): string {
  const parts = [
    rect(6, 14, 194, 176, shade(paper, 0.12), 'rx="14"'),
    rect(0, 8, 194, 176, paper, 'rx="14"'),
    `<path d="M0 22 A14 14 0 0 1 14 8 L180 8 A14 14 0 0 1 194 22 L194 56 L0 56 Z" fill="${head}"/>`,
    `<text x="97" y="40" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="700" letter-spacing="3" fill="#fff">${esc(month.toUpperCase())}</text>`,
  ];
  for (const x of [46, 148]) {
    parts.push(rect(x - 5, 0, 10, 22, shade(head, 0.35), 'rx="5"'));
  }
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 20 + col * 28;
      const y = 76 + row * 28;
      const day = row * 6 + col + 1;
      if (day === 16) {
        parts.push(circle(x + 7, y + 7, 13, mark));
        parts.push(
          `<path d="M${x + 1} ${y + 7} l5 5 l9 -10" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
      } else {
        parts.push(rect(x, y, 14, 14, ink, 'rx="3" fill-opacity="0.14"'));
      }
    }
  }
  return parts.join('');
}

/** Folded paper aeroplane pointing up-right. Local box 0..160 × 0..110. */
export function paperPlane(light: string, dark: string): string {
  return [
    `<polygon points="0,58 160,0 62,78" fill="${light}"/>`,
    `<polygon points="62,78 160,0 82,110" fill="${tint(dark, 0.25)}"/>`,
    `<polygon points="62,78 160,0 70,96 68,82" fill="${dark}"/>`,
  ].join('');
}

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

/** Quill feather mark used in footers; local box 0..24 × 0..24. */
export function quill(fill: string): string {
  return `<path d="M22 2 C12 3 5 9 4 19 L2 22 L3.4 22.6 L5.3 20 C14 19 20 12 22 2 Z" fill="${fill}"/><path d="M5.3 20 L15 8" stroke="#fff" stroke-opacity="0.7" stroke-width="1" fill="none"/>`;
}

// ---------------------------------------------------------------------------------------------
// Brand placeholders (where the customer's logo and contact details will go)
// ---------------------------------------------------------------------------------------------

/**
 * The logo zone: the box of the badge circle. A filled disc stays in the artwork as the logo's backdrop
 * (the logo is fitted inside it); the dashed "YOUR LOGO" badge is drawn only by showcase views.
 */
export function logoBadge(
  zones: ZoneRecorder,
  cx: number,
  cy: number,
  r: number,
  color: string,
  fill = 'none',
): string {
  const side = fill === 'none' ? 2 * r : r1(1.5 * r);
  zones.setLogo({ x: r1(cx - side / 2), y: r1(cy - side / 2), width: side, height: side, color });
  return fill === 'none' ? '' : circle(cx, cy, r, fill);
}

/** Default width of a contact block: the card width around the anchor, less a margin. */
function blockWidth(x: number, anchor: 'start' | 'middle' | 'end'): number {
  if (anchor === 'middle') return 2 * Math.min(x, 700 - x) - 80;
  return anchor === 'start' ? 640 - x : x - 60;
}

/** Contact details on one line, joined by a dot (drawn by the views, not the artwork). */
export function contactLine(
  zones: ZoneRecorder,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  size = 12,
  width = blockWidth(x, anchor),
  /** Rows the line may wrap onto where the artwork leaves room: down from `y`, or up from it. */
  wrap?: { rows: number; grow: 'down' | 'up'; lineHeight?: number },
): string {
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  zones.setContact({
    x: left,
    y,
    width,
    lineHeight: wrap?.lineHeight ?? size * 1.5,
    maxLines: 1,
    ...(wrap ? { maxRows: wrap.rows, grow: wrap.grow } : {}),
    align: anchor,
    color: fill,
    fontSize: size,
    fontFamily: 'sans',
    layout: 'inline',
  });
  return '';
}

/** Contact details stacked one per line (drawn by the views, not the artwork). */
export function contactStack(
  zones: ZoneRecorder,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  size = 12,
  gap = 18,
  width = blockWidth(x, anchor),
  /** Rows the block may take where the artwork leaves room below it (a long detail wraps onto them). */
  maxRows?: number,
): string {
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  zones.setContact({
    x: left,
    y,
    width,
    lineHeight: gap,
    maxLines: zones.maxLines,
    ...(maxRows ? { maxRows } : {}),
    align: anchor,
    color: fill,
    fontSize: size,
    fontFamily: 'sans',
    layout: 'stack',
  });
  return '';
}
