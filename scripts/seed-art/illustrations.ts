/**
 * Reusable vector illustrations for the seed postcard artwork: vehicles, buildings and objects (nature,
 * symbols and confetti in their own files). Each function draws in its own local coordinate box (documented
 * per function); callers position it with `group('translate(..) scale(..)', …)`.
 */
import { circle, esc, line, r1, rect, SANS, shade, tint } from './svg-kit';

// ---------------------------------------------------------------------------------------------
// Vehicles, buildings and objects
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

/** Quill feather mark used in footers; local box 0..24 × 0..24. */
export function quill(fill: string): string {
  return `<path d="M22 2 C12 3 5 9 4 19 L2 22 L3.4 22.6 L5.3 20 C14 19 20 12 22 2 Z" fill="${fill}"/><path d="M5.3 20 L15 8" stroke="#fff" stroke-opacity="0.7" stroke-width="1" fill="none"/>`;
}
