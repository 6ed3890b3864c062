/** Front artwork for the 'generic' templates. */
import { contactBlock, logoBadge } from './brand-placeholders';
import { confetti, inBox } from './confetti';
import { bow, cloud, cottage } from './illustrations';
import { evergreen, leaf, mapleLeaf, roundTree } from './nature';
import {
  circle,
  dotPattern,
  type FrontArt,
  group,
  label,
  linear,
  mix,
  r1,
  radial,
  rect,
  ref,
  rng,
  shade,
  text,
  tint,
} from './svg-kit';
import { balloon, ornament, snowflake, star } from './symbols';

/** Winter night: hanging baubles, falling snow and a snowy treeline. */
export const holidayGreetingsArt: FrontArt = ({ p, id, logo, zones }) => {
  const rand = rng(2024);
  const snow: string[] = [];
  for (let i = 0; i < 110; i++) {
    const x = rand() * 700;
    const y = rand() * 420;
    if (inBox({ x: 90, y: 130, w: 520, h: 215 }, x, y)) continue;
    snow.push(circle(x, y, 1 + rand() * 2.2, '#ffffff', `fill-opacity="${r1(0.25 + rand() * 0.55)}"`));
  }
  const baubles = [
    [70, 60, 22, p.accent],
    [128, 118, 17, tint(p.secondary, 0.55)],
    [186, 40, 14, p.paper],
    [514, 46, 15, p.paper],
    [572, 120, 19, p.accent],
    [634, 70, 24, tint(p.secondary, 0.55)],
  ] as const;
  const trees: string[] = [];
  const treeRow = [
    [30, 130],
    [88, 96],
    [140, 150],
    [560, 140],
    [616, 100],
    [672, 160],
  ] as const;
  for (const [x, h] of treeRow) {
    trees.push(group(`translate(${x} 452)`, evergreen(h, shade(p.primary, 0.35), tint(p.paper, 0.2))));
  }
  return [
    `<defs>${linear(id('sky'), [
      [0, shade(p.primary, 0.2)],
      [1, p.secondary],
    ])}${radial(id('halo'), [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ])}</defs>`,
    rect(0, 0, 700, 500, ref(id('sky'))),
    circle(350, 240, 230, ref(id('halo'))),
    snow.join(''),
    ...baubles.map(([x, drop, r, color]) =>
      group(`translate(${x} 0)`, ornament(drop, r, color, p.accent, shade(color, 0.15))),
    ),
    group('translate(240 120)', snowflake(12, tint(p.accent, 0.3), 1.6)),
    group('translate(468 360)', snowflake(10, tint(p.accent, 0.3), 1.4)),
    trees.join(''),
    `<path d="M0 436 C120 416 230 448 350 438 C470 428 580 410 700 432 L700 500 L0 500 Z" fill="${tint(p.paper, 0.3)}"/>`,
    `<path d="M0 462 C160 446 300 470 450 458 C560 450 640 446 700 456 L700 500 L0 500 Z" fill="${mix(p.paper, p.secondary, 0.08)}"/>`,
    star(350, 148, 14, 6, p.accent),
    label(350, 196, 'Season’s Greetings', p.accent, 14, 'middle'),
    text(350, 280, 'Happy Holidays', { size: 76, fill: '#ffffff', italic: true, anchor: 'middle' }),
    text(350, 326, 'Wishing you warmth, joy & a wonderful new year', {
      size: 17,
      fill: tint(p.secondary, 0.75),
      anchor: 'middle',
    }),
    contactBlock(zones, 350, 486, shade(p.primary, 0.1), 'middle', 12, undefined, { rows: 2, grow: 'up' }),
    logo ? logoBadge(zones, 350, 390, 26, tint(p.accent, 0.2)) : '',
  ].join('');
};

/** Realtor/community welcome: a sunny street of colourful houses. */
export const welcomeNeighborArt: FrontArt = ({ p, id, logo, zones }) => {
  const homes = [
    { x: 30, w: 96, h: 112, wall: tint(p.accent, 0.45), roof: shade(p.primary, 0.1), chimney: true },
    { x: 150, w: 80, h: 92, wall: '#f1d9a7', roof: shade(p.accent, 0.2), chimney: false },
    { x: 262, w: 120, h: 130, wall: '#ffffff', roof: p.primary, chimney: true },
    { x: 414, w: 84, h: 100, wall: tint(p.secondary, 0.35), roof: shade(p.accent, 0.3), chimney: false },
    { x: 536, w: 110, h: 118, wall: '#f6e7c8', roof: shade(p.primary, 0.25), chimney: true },
  ];
  const trees = [
    [136, 98],
    [246, 84],
    [398, 104],
    [516, 90],
    [676, 110],
  ] as const;
  return [
    `<defs>${linear(id('sky'), [
      [0, p.paper],
      [1, tint(p.secondary, 0.45)],
    ])}</defs>`,
    rect(0, 0, 700, 500, ref(id('sky'))),
    circle(110, 80, 38, tint(p.accent, 0.3)),
    group('translate(470 228) scale(0.9)', cloud(), 'opacity="0.9"'),
    group('translate(92 232) scale(0.7)', cloud(), 'opacity="0.8"'),
    `<path d="M0 300 C140 268 260 300 380 284 C500 268 600 276 700 292 L700 500 L0 500 Z" fill="${tint(p.secondary, 0.2)}"/>`,
    ...trees.map(([x, h]) => group(`translate(${x} 412)`, roundTree(h, p.primary, shade(p.primary, 0.4)))),
    ...homes.map((h) =>
      group(
        `translate(${h.x} ${412 - h.h})`,
        cottage(h.w, h.h, h.wall, h.roof, tint(p.secondary, 0.55), shade(p.primary, 0.2), h.chimney),
      ),
    ),
    rect(0, 412, 700, 18, '#e8e2d2'),
    rect(0, 430, 700, 70, '#4a4e57'),
    `<path d="M0 466 L700 466" stroke="#f4d35e" stroke-width="3" stroke-dasharray="28 22"/>`,
    label(350, 84, 'Welcome to the', p.primary, 15, 'middle'),
    text(350, 150, 'Neighborhood!', { size: 64, fill: shade(p.primary, 0.2), anchor: 'middle' }),
    text(350, 190, 'We’re so glad you’re here.', {
      size: 20,
      fill: p.primary,
      italic: true,
      anchor: 'middle',
    }),
    // A second row stays under the road's dashes.
    contactBlock(zones, 350, 492, '#ffffff', 'middle', 11, undefined, {
      rows: 2,
      grow: 'up',
      lineHeight: 13,
    }),
    logo ? logoBadge(zones, 628, 72, 30, p.primary, '#ffffff') : '',
  ].join('');
};

/** Balloons and confetti with a cheerful two-tone headline. */
export const birthdayArt: FrontArt = ({ p, id, logo, zones }) => {
  const balloons = [
    [520, 130, 44, p.primary],
    [600, 96, 40, p.accent],
    [468, 220, 36, '#f16767'],
    [632, 200, 38, '#3fb8a5'],
    [560, 250, 34, tint(p.secondary, 0.3)],
  ] as const;
  const knot = { x: 560, y: 430 };
  return [
    `<defs>${dotPattern(id('dots'), p.secondary, 22, 1.6, 0.18)}</defs>`,
    rect(0, 0, 700, 500, p.paper),
    rect(0, 0, 700, 500, ref(id('dots'))),
    confetti(
      rng(9),
      70,
      { x: 10, y: 10, w: 680, h: 480 },
      [p.primary, p.accent, '#f16767', '#3fb8a5'],
      [
        { x: 30, y: 110, w: 400, h: 270 },
        { x: 40, y: 420, w: 300, h: 40 },
        { x: 420, y: 40, w: 260, h: 400 },
      ],
    ),
    ...balloons.map(([x, y, r, color]) =>
      group(`translate(${x} ${y})`, balloon(r, color, knot.x - x, knot.y - y)),
    ),
    group(`translate(${knot.x} ${knot.y})`, bow(p.accent)),
    text(56, 206, 'Happy', { size: 76, fill: p.primary, italic: true }),
    text(54, 286, 'BIRTHDAY', {
      size: 66,
      fill: shade(p.accent, 0.12),
      family: 'sans',
      weight: 800,
      spacing: 2,
    }),
    text(58, 334, 'Wishing you a year full of good health,', { size: 18, fill: shade(p.primary, 0.3) }),
    text(58, 358, 'good company and happy moments.', { size: 18, fill: shade(p.primary, 0.3) }),
    contactBlock(zones, 58, 446, shade(p.primary, 0.2), 'start', 12, 560, { rows: 2, grow: 'down' }),
    logo ? logoBadge(zones, 92, 76, 30, p.primary) : '',
  ].join('');
};

/** A mountain layer from a flat list of x, y ridge points, with a shaded face on each peak. */
function ridge(pts: readonly number[], fill: string): string {
  const xy: [number, number][] = [];
  for (let i = 0; i + 1 < pts.length; i += 2) xy.push([pts[i] ?? 0, pts[i + 1] ?? 0]);
  const faces: string[] = [];
  for (let i = 1; i + 1 < xy.length; i++) {
    const [px, py] = xy[i] ?? [0, 0];
    const [, ly] = xy[i - 1] ?? [0, 0];
    const [rx, ry] = xy[i + 1] ?? [0, 0];
    if (py >= ly || py >= ry) continue;
    const foot = px + (rx - px) * 0.25;
    faces.push(
      `<polygon points="${px},${py} ${rx},${ry} ${r1(foot)},${Math.max(ry, ly) + 60}" fill="#000" fill-opacity="0.1"/>`,
    );
  }
  return `<path d="M${xy.map(([x, y]) => `${x} ${y}`).join(' L')} L700 500 L0 500 Z" fill="${fill}"/>${faces.join('')}`;
}

/** Layered mountain range at golden hour. */
export const thinkingOfYouArt: FrontArt = ({ p, id, logo, zones }) => {
  const layer = (t: number) => mix(p.secondary, shade(p.primary, 0.2), t);
  const birds = [
    [548, 150, 1],
    [576, 134, 0.8],
    [598, 158, 0.65],
  ]
    .map(
      ([x = 0, y = 0, s = 1]) =>
        `<path d="M${x} ${y} q${r1(8 * s)} ${r1(-8 * s)} ${r1(16 * s)} 0 q${r1(8 * s)} ${r1(-8 * s)} ${r1(16 * s)} 0" stroke="${shade(p.primary, 0.2)}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    `<defs>${linear(id('sky'), [
      [0, p.primary],
      [0.62, p.secondary],
      [1, tint(p.accent, 0.2)],
    ])}${radial(id('sun'), [
      [0, p.accent, 0.7],
      [1, p.accent, 0],
    ])}</defs>`,
    rect(0, 0, 700, 500, ref(id('sky'))),
    circle(480, 300, 150, ref(id('sun'))),
    circle(480, 300, 62, tint(p.accent, 0.35)),
    birds,
    ridge(
      [0, 330, 80, 282, 150, 306, 240, 246, 330, 300, 420, 236, 520, 296, 600, 262, 700, 304],
      layer(0.3),
    ),
    ridge([0, 362, 100, 300, 190, 350, 290, 310, 380, 362, 470, 302, 580, 352, 700, 318], layer(0.52)),
    ridge([0, 410, 120, 352, 230, 400, 340, 360, 450, 412, 560, 362, 700, 402], layer(0.75)),
    `<path d="M0 452 Q150 412 300 446 T700 432 L700 500 L0 500 Z" fill="${shade(p.primary, 0.3)}"/>`,
    label(58, 88, 'Just a note to say', tint(p.accent, 0.4), 13),
    text(54, 160, 'I’m thinking', { size: 60, fill: '#ffffff', italic: true }),
    text(54, 226, 'of you.', { size: 60, fill: '#ffffff', italic: true }),
    contactBlock(zones, 350, 484, tint(p.secondary, 0.6), 'middle', 12, undefined, { rows: 2, grow: 'up' }),
    logo ? logoBadge(zones, 630, 70, 28, '#ffffff') : '',
  ].join('');
};

/** Autumn leaves drifting around a warm serif greeting. */
export const autumnGreetingsArt: FrontArt = ({ p, logo, zones }) => {
  const rand = rng(31);
  const tones = [p.primary, p.secondary, p.accent, '#7f5539', shade(p.secondary, 0.2)];
  const leaves: string[] = [];
  // [x, y, size, kind]: maple leaves gather in the right-hand corners, small ones drift elsewhere
  const spots = [
    [616, 52, 1.05, 'maple'],
    [520, 46, 0.72, 'maple'],
    [676, 140, 0.8, 'maple'],
    [566, 128, 0.5, 'oval'],
    [452, 120, 0.42, 'maple'],
    [648, 446, 1.0, 'maple'],
    [548, 454, 0.66, 'maple'],
    [676, 340, 0.55, 'oval'],
    [590, 364, 0.45, 'maple'],
    [500, 290, 0.36, 'oval'],
    [60, 58, 0.48, 'maple'],
    [168, 48, 0.34, 'oval'],
    [42, 430, 0.58, 'maple'],
    [270, 456, 0.5, 'oval'],
    [402, 444, 0.38, 'maple'],
    [36, 236, 0.4, 'oval'],
  ] as const;
  spots.forEach(([x, y, size, kind], i) => {
    const color = tones[i % tones.length] ?? p.primary;
    const rot = Math.round(rand() * 360);
    leaves.push(
      kind === 'oval'
        ? group(
            `translate(${x} ${y}) rotate(${rot}) scale(${r1(size * 1.6 * 100) / 100})`,
            leaf(color, tint(color, 0.35)),
          )
        : group(
            `translate(${x} ${y}) rotate(${rot}) scale(${size}) translate(-50 -50)`,
            mapleLeaf(color, tint(color, 0.3)),
          ),
    );
  });
  return [
    rect(0, 0, 700, 500, p.paper),
    rect(18, 18, 664, 464, 'none', `stroke="${tint(p.primary, 0.55)}" stroke-width="1"`),
    leaves.join(''),
    label(110, 176, 'Happy Fall', p.secondary, 14),
    text(106, 250, 'Grateful', { size: 84, fill: p.primary }),
    text(110, 300, 'for you this season', { size: 30, fill: shade(p.secondary, 0.15), italic: true }),
    `<path d="M112 326 C180 318 260 334 330 322" stroke="${p.accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    contactBlock(zones, 112, 380, shade(p.primary, 0.15), 'start', 12, 360, { rows: 2, grow: 'down' }),
    logo ? logoBadge(zones, 140, 96, 28, p.primary) : '',
  ].join('');
};
