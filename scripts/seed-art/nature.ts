/** Seed-art nature illustrations (leaves, wreaths, trees); each draws in the local box its comment gives. */
import { circle, group, r1, rect, shade, tint } from './svg-kit';

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
