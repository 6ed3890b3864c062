// Over 300 lines: the five drawings of the 'business' category, each a self-contained picture; one file per
// category keeps the catalogue's fronts where its categories say.
/** Front artwork for the 'business' templates. */
import { contactBlock, logoBadge } from './brand-placeholders';
import { confetti } from './confetti';
import { calendar, car, cloud, house } from './illustrations';
import { roundTree } from './nature';
import {
  circle,
  dotPattern,
  type FrontArt,
  group,
  label,
  line,
  linear,
  mix,
  r1,
  radial,
  rect,
  ref,
  rng,
  shade,
  stripePattern,
  text,
  textLines,
  tint,
} from './svg-kit';
import { SHIELD_PATH, star } from './symbols';

/** Navy night scene: a sedan on the road in front of a faint speedometer dial. */
export const serviceReminderArt: FrontArt = ({ p, id, logo, zones }) => {
  const cx = 530;
  const cy = 400;
  const ticks: string[] = [];
  for (let deg = 180; deg <= 360; deg += 7.5) {
    const major = (deg - 180) % 30 === 0;
    const a = (deg * Math.PI) / 180;
    const rOut = 232;
    const rIn = major ? 212 : 222;
    ticks.push(
      line(
        r1(cx + Math.cos(a) * rIn),
        r1(cy + Math.sin(a) * rIn),
        r1(cx + Math.cos(a) * rOut),
        r1(cy + Math.sin(a) * rOut),
        '#ffffff',
        major ? 2.5 : 1.2,
      ),
    );
  }
  const needle = (-38 * Math.PI) / 180;
  return [
    `<defs>${linear(
      id('sky'),
      [
        [0, shade(p.primary, 0.25)],
        [1, p.primary],
      ],
      0,
      0,
      1,
      1,
    )}${radial(
      id('glow'),
      [
        [0, p.secondary, 0.55],
        [1, p.secondary, 0],
      ],
      0.5,
      0.5,
      0.5,
    )}</defs>`,
    rect(0, 0, 700, 500, ref(id('sky'))),
    circle(cx, cy, 260, ref(id('glow'))),
    `<g opacity="0.22">${ticks.join('')}<path d="M${cx - 250} ${cy} A250 250 0 0 1 ${cx + 250} ${cy}" stroke="#fff" stroke-width="1.5" fill="none"/></g>`,
    `<path d="M${cx - 190} ${cy} A190 190 0 0 1 ${r1(cx + Math.cos(needle) * 190)} ${r1(cy + Math.sin(needle) * 190)}" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    // road
    rect(0, 412, 700, 88, shade(p.primary, 0.45)),
    rect(0, 412, 700, 4, tint(p.primary, 0.25)),
    `<path d="M0 460 L700 460" stroke="${p.accent}" stroke-width="4" stroke-dasharray="34 26" opacity="0.8"/>`,
    group('translate(344 300) scale(1.04)', car('#eef1f5', shade(p.primary, 0.2))),
    // copy
    label(50, 88, 'Service Reminder', p.accent, 13),
    rect(50, 100, 40, 3, p.accent),
    text(50, 158, 'Time for your', { size: 42, fill: '#ffffff' }),
    text(50, 206, 'next service.', { size: 42, fill: '#ffffff', italic: true }),
    textLines(50, 250, 23, ['Oil change  ·  Tire rotation', 'Multi-point inspection'], {
      size: 15,
      fill: tint(p.primary, 0.72),
      family: 'sans',
    }),
    contactBlock(zones, 50, 330, '#ffffff', 'start', 13, 300, { gap: 20, maxRows: 4 }),
    logo ? logoBadge(zones, 628, 72, 36, '#ffffff') : '',
  ].join('');
};

/** Realtor card: illustrated house on the left, bold 'Just Listed' copy on the right. */
export const justListedArt: FrontArt = ({ p, id, logo, zones }) => {
  const shrub = shade(p.secondary, 0.3);
  const shrubs = [
    [96, 414, 17],
    [118, 418, 12],
    [300, 414, 16],
    [280, 419, 11],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        circle(x, y, r, shrub) + circle(x - r * 0.3, y - r * 0.35, r * 0.4, tint(shrub, 0.2)),
    )
    .join('');
  const sign = [
    rect(320, 330, 5, 92, '#ffffff'),
    rect(320, 336, 40, 4, '#ffffff'),
    line(330, 340, 330, 350, '#ffffff', 1.2),
    line(354, 340, 354, 350, '#ffffff', 1.2),
    rect(322, 350, 42, 26, p.accent, 'rx="2"'),
    text(343, 367, 'NEW', {
      size: 10,
      fill: '#ffffff',
      family: 'sans',
      weight: 800,
      spacing: 1.5,
      anchor: 'middle',
    }),
  ].join('');
  return [
    `<defs>${linear(id('sky'), [
      [0, tint(p.secondary, 0.15)],
      [1, tint(p.secondary, 0.7)],
    ])}${radial(id('sun'), [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ])}<clipPath id="${id('panel')}">${rect(0, 0, 384, 500, '#fff')}</clipPath></defs>`,
    rect(0, 0, 700, 500, p.paper),
    `<g clip-path="${ref(id('panel'))}">`,
    rect(0, 0, 384, 500, ref(id('sky'))),
    circle(300, 112, 70, ref(id('sun'))),
    circle(300, 112, 32, '#f9d08a'),
    group('translate(48 86)', cloud(), 'opacity="0.95"'),
    group('translate(212 62) scale(0.75)', cloud(), 'opacity="0.9"'),
    `<path d="M-20 380 Q120 330 240 372 T420 350 L420 500 L-20 500 Z" fill="${tint(p.secondary, 0.25)}"/>`,
    group('translate(40 408)', roundTree(150, shade(p.secondary, 0.25), shade(p.primary, 0.2))),
    group('translate(352 410)', roundTree(120, shade(p.secondary, 0.15), shade(p.primary, 0.2))),
    `<path d="M-20 404 Q160 386 420 406 L420 500 L-20 500 Z" fill="${mix(p.secondary, p.primary, 0.35)}"/>`,
    group(
      'translate(80 184)',
      house({
        wall: p.paper,
        roof: p.primary,
        trim: '#ffffff',
        door: p.accent,
        glass: tint(p.secondary, 0.35),
      }),
    ),
    `<path d="M190 416 L230 416 L258 500 L162 500 Z" fill="${tint(p.paper, 0.2)}" opacity="0.9"/>`,
    shrubs,
    sign,
    '</g>',
    rect(384, 0, 6, 500, p.accent),
    // copy
    text(424, 104, 'JUST', { size: 26, fill: p.accent, family: 'sans', weight: 700, spacing: 14 }),
    text(421, 166, 'LISTED', { size: 60, fill: p.primary, family: 'sans', weight: 800, spacing: 2 }),
    rect(424, 190, 56, 3, p.accent),
    text(424, 232, 'A beautiful home in your', { size: 18, fill: shade(p.primary, 0.1) }),
    text(424, 256, 'neighborhood is for sale.', { size: 18, fill: shade(p.primary, 0.1) }),
    text(424, 300, '3 BED  ·  2 BATH  ·  1,850 SQ FT', {
      size: 12,
      fill: p.primary,
      family: 'sans',
      weight: 600,
      spacing: 1.5,
    }),
    text(424, 326, 'Call today for a private showing.', {
      size: 14,
      fill: mix(p.primary, '#888888', 0.4),
      family: 'sans',
      italic: true,
    }),
    line(424, 364, 668, 364, mix(p.primary, p.paper, 0.75), 1),
    contactBlock(zones, 424, 396, p.primary, 'start', 13, 170, { gap: 18, maxRows: 5 }),
    logo ? logoBadge(zones, 636, 424, 32, p.primary) : '',
  ].join('');
};

/** A round badge with a tiny line icon, used around the coverage shield. */
function iconBadge(cx: number, cy: number, icon: string, ring: string): string {
  return (
    circle(cx, cy, 25, '#ffffff', `stroke="${ring}" stroke-width="2"`) +
    group(
      `translate(${cx - 12} ${cy - 12})`,
      `<g fill="none" stroke="${ring}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`,
    )
  );
}

const ICON_HOME = '<path d="M2 12 L12 3 L22 12 M5 10 L5 21 L19 21 L19 10 M10 21 L10 15 L14 15 L14 21"/>';
const ICON_CAR =
  '<path d="M2 16 L2 12 L5 11 L8 6 L16 6 L19 11 L22 12 L22 16 Z M6 11 L18 11"/><circle cx="7" cy="17" r="2.2"/><circle cx="17" cy="17" r="2.2"/>';
const ICON_HEART =
  '<path d="M12 21 C5 16 2 12 2 8 C2 5 4.5 3 7 3 C9 3 11 4.5 12 6 C13 4.5 15 3 17 3 C19.5 3 22 5 22 8 C22 12 19 16 12 21 Z"/>';

/** Insurance check-in: a shield emblem orbited by home, auto and life badges, plus a checklist. */
export const coverageReviewArt: FrontArt = ({ p, id, logo, zones }) => {
  const orbit = (deg: number, icon: string, ring: string) =>
    iconBadge(
      r1(150 + Math.cos((deg * Math.PI) / 180) * 150),
      r1(226 + Math.sin((deg * Math.PI) / 180) * 150),
      icon,
      ring,
    );
  const checks = ['A new home or renovation', 'A new driver in the family', 'A growing family or new job'];
  return [
    `<defs>${linear(id('shield'), [
      [0, p.secondary],
      [1, p.primary],
    ])}${dotPattern(id('dots'), p.primary, 14, 1.3, 0.16)}</defs>`,
    rect(0, 0, 700, 500, p.paper),
    circle(150, 226, 176, ref(id('dots'))),
    circle(150, 226, 128, tint(p.secondary, 0.72)),
    circle(150, 226, 98, tint(p.secondary, 0.55), 'fill-opacity="0.5"'),
    `<circle cx="150" cy="226" r="150" fill="none" stroke="${tint(p.secondary, 0.3)}" stroke-width="1.5" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    group(
      'translate(78 126) scale(1.2)',
      `<path d="${SHIELD_PATH}" fill="${ref(id('shield'))}"/>` +
        `<path d="${SHIELD_PATH}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2.5" transform="translate(12 12) scale(0.8)"/>` +
        `<path d="M36 70 L54 88 L86 52" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
    orbit(-56, ICON_HOME, p.primary),
    orbit(16, ICON_CAR, p.primary),
    orbit(146, ICON_HEART, p.accent),
    star(46, 112, 9, 4, p.accent),
    // copy
    label(330, 96, 'Annual Coverage Review', p.accent, 12),
    text(330, 146, 'Life changes.', { size: 38, fill: p.primary }),
    text(330, 190, 'Your coverage', { size: 38, fill: p.primary }),
    text(330, 234, 'should, too.', { size: 38, fill: p.primary, italic: true }),
    ...checks.map((c, i) => {
      const y = 284 + i * 34;
      return (
        circle(342, y - 5, 11, p.secondary) +
        `<path d="M336 ${y - 5} l4 4 l8 -8" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
        text(364, y, c, { size: 16, fill: shade(p.primary, 0.15), family: 'sans' })
      );
    }),
    rect(0, 428, 700, 72, p.primary),
    rect(0, 428, 700, 4, p.accent),
    contactBlock(zones, 350, 472, '#ffffff', 'middle', 13, undefined, { rows: 2, grow: 'up' }),
    logo ? logoBadge(zones, 634, 64, 30, p.primary) : '',
  ].join('');
};

/** Celebration: sunburst, confetti, ribbon banner and a big two-line headline. */
export const grandOpeningArt: FrontArt = ({ p, id, logo, zones }) => {
  const rays: string[] = [];
  const n = 28;
  for (let i = 0; i < n; i += 2) {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    rays.push(
      `<polygon points="350,250 ${r1(350 + Math.cos(a0) * 700)},${r1(250 + Math.sin(a0) * 700)} ${r1(350 + Math.cos(a1) * 700)},${r1(250 + Math.sin(a1) * 700)}" fill="#ffffff" fill-opacity="0.045"/>`,
    );
  }
  const colors = [p.accent, tint(p.accent, 0.45), '#ffffff', tint(p.secondary, 0.45), '#ff8a7a'];
  return [
    `<defs>${radial(
      id('bg'),
      [
        [0, p.secondary],
        [1, shade(p.primary, 0.2)],
      ],
      0.5,
      0.45,
      0.75,
    )}</defs>`,
    rect(0, 0, 700, 500, ref(id('bg'))),
    rays.join(''),
    confetti(rng(42), 110, { x: 10, y: 10, w: 680, h: 480 }, colors, [
      { x: 120, y: 100, w: 460, h: 320 },
      { x: 300, y: 20, w: 100, h: 90 },
      { x: 100, y: 436, w: 500, h: 40 },
    ]),
    logo ? logoBadge(zones, 350, 62, 30, p.accent) : star(350, 66, 16, 7, p.accent),
    text(350, 136, 'YOU’RE INVITED TO OUR', {
      size: 14,
      fill: '#ffffff',
      family: 'sans',
      weight: 600,
      spacing: 5,
      anchor: 'middle',
    }),
    text(350, 214, 'GRAND', {
      size: 84,
      fill: '#ffffff',
      family: 'sans',
      weight: 800,
      spacing: 12,
      anchor: 'middle',
    }),
    text(350, 292, 'OPENING', {
      size: 84,
      fill: p.accent,
      family: 'sans',
      weight: 800,
      spacing: 8,
      anchor: 'middle',
    }),
    // ribbon
    `<polygon points="150,322 196,322 196,364 150,364 164,343" fill="${shade(p.accent, 0.3)}"/>`,
    `<polygon points="550,322 504,322 504,364 550,364 536,343" fill="${shade(p.accent, 0.3)}"/>`,
    `<polygon points="180,314 520,314 520,356 180,356" fill="${p.accent}"/>`,
    `<polygon points="180,356 196,364 196,356" fill="${shade(p.accent, 0.5)}"/><polygon points="520,356 504,364 504,356" fill="${shade(p.accent, 0.5)}"/>`,
    text(350, 341, 'SATURDAY, JUNE 14  ·  10 AM – 4 PM', {
      size: 14,
      fill: shade(p.primary, 0.1),
      family: 'sans',
      weight: 700,
      spacing: 2,
      anchor: 'middle',
    }),
    text(350, 398, 'Refreshments, giveaways & door prizes', {
      size: 19,
      fill: tint(p.secondary, 0.7),
      italic: true,
      anchor: 'middle',
    }),
    contactBlock(zones, 350, 462, '#ffffff', 'middle', 13, undefined, { rows: 2, grow: 'up' }),
  ].join('');
};

/** Appointment reminder for practices and salons: a desk calendar with the day ticked off. */
export const appointmentArt: FrontArt = ({ p, id, logo, zones }) =>
  [
    `<defs>${stripePattern(id('stripe'), p.secondary, 14, 3, 45, 0.35)}</defs>`,
    rect(0, 0, 700, 500, p.paper),
    `<path d="M0 0 L330 0 C300 110 360 190 320 300 C290 390 330 450 300 500 L0 500 Z" fill="${tint(p.secondary, 0.45)}"/>`,
    circle(60, 430, 90, ref(id('stripe'))),
    circle(272, 104, 44, tint(p.accent, 0.55)),
    group('translate(58 120) scale(1.15)', calendar(p.primary, '#ffffff', p.primary, p.accent, 'This Month')),
    `<g transform="translate(262 332)">${circle(0, 0, 34, '#ffffff')}${circle(0, 0, 34, 'none', `stroke="${p.primary}" stroke-width="4"`)}${line(0, 0, 0, -20, p.primary, 4, 'stroke-linecap="round"')}${line(0, 0, 14, 8, p.accent, 4, 'stroke-linecap="round"')}${circle(0, 0, 4, p.primary)}</g>`,
    label(380, 110, 'Appointment Reminder', p.accent, 12),
    text(380, 168, 'We saved', { size: 46, fill: p.primary }),
    text(380, 220, 'you a spot!', { size: 46, fill: p.primary, italic: true }),
    textLines(
      380,
      266,
      24,
      ['It’s time for your next visit.', 'Call us to choose a time that', 'works best for you.'],
      { size: 16, fill: shade(p.primary, 0.3), family: 'sans' },
    ),
    rect(380, 346, 270, 1.5, tint(p.primary, 0.7)),
    contactBlock(zones, 380, 378, p.primary, 'start', 13, 220, { gap: 20, maxRows: 5 }),
    logo ? logoBadge(zones, 628, 420, 30, p.primary) : '',
  ].join('');
