/** Front artwork for the 'thank-you' templates. */
import { contactBlock, logoBadge } from './brand-placeholders';
import { bow, carKey, paperPlane } from './illustrations';
import { sprig, wreath } from './nature';
import {
  circle,
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
import { heart, heartPolygon, insidePolygon, SHIELD_PATH, star } from './symbols';

/** A small diamond-centred rule used under headlines. */
function flourish(cx: number, y: number, color: string, half = 70): string {
  return [
    line(cx - half, y, cx - 12, y, color, 1.2),
    line(cx + 12, y, cx + half, y, color, 1.2),
    `<polygon points="${cx},${y - 6} ${cx + 6},${y} ${cx},${y + 6} ${cx - 6},${y}" fill="${color}"/>`,
    circle(cx - half - 5, y, 2, color),
    circle(cx + half + 5, y, 2, color),
  ].join('');
}

/** Timeless stationery: double rule border, botanical corners, italic serif headline. */
export const classicThankYouArt: FrontArt = ({ p, logo, zones }) => {
  const corner = (t: string) =>
    group(
      t,
      group('rotate(18)', sprig(p.primary, p.secondary, 118, 7, tint(p.secondary, 0.5))) +
        group(
          'rotate(72)',
          sprig(p.primary, mix(p.secondary, p.primary, 0.35), 86, 5, tint(p.secondary, 0.4)),
        ) +
        circle(0, 0, 4, p.accent),
    );
  return [
    rect(0, 0, 700, 500, p.paper),
    rect(22, 22, 656, 456, 'none', `stroke="${p.primary}" stroke-width="1.6"`),
    rect(30, 30, 640, 440, 'none', `stroke="${p.primary}" stroke-width="0.7"`),
    corner('translate(62 62) scale(0.9)'),
    corner('translate(638 438) rotate(180) scale(0.9)'),
    logo ? logoBadge(zones, 350, 96, 26, p.primary) : '',
    label(350, 176, 'With sincere gratitude', p.accent, 13, 'middle'),
    text(350, 274, 'Thank You', { size: 104, fill: p.primary, italic: true, anchor: 'middle' }),
    flourish(350, 314, p.accent),
    text(350, 356, 'for being part of our story', {
      size: 19,
      fill: mix(p.primary, '#777777', 0.35),
      italic: true,
      anchor: 'middle',
    }),
    // Clear of the sprig in the bottom-right corner; a second row below when the details need it.
    contactBlock(zones, 350, 396, mix(p.primary, p.paper, 0.25), 'middle', 11, 340, {
      rows: 2,
      grow: 'down',
    }),
  ].join('');
};

/** Insurance renewal: navy emblem panel with a laurel-wrapped shield. */
export const renewalThankYouArt: FrontArt = ({ p, id, logo, zones }) =>
  [
    `<defs>${stripePattern(id('pin'), '#ffffff', 10, 1, 0, 0.05)}${linear(id('shield'), [
      [0, tint(p.secondary, 0.15)],
      [1, p.secondary],
    ])}</defs>`,
    rect(0, 0, 700, 500, p.paper),
    rect(0, 0, 272, 500, p.primary),
    rect(0, 0, 272, 500, ref(id('pin'))),
    rect(272, 0, 4, 500, p.accent),
    group('translate(136 236)', wreath(98, p.accent)),
    group('translate(136 336)', bow(p.accent)),
    group(
      'translate(88 160) scale(0.8)',
      `<path d="${SHIELD_PATH}" fill="${ref(id('shield'))}" stroke="${p.accent}" stroke-width="4"/>` +
        `<path d="M60 30 L72 56 L100 58 L78 76 L86 104 L60 88 L34 104 L42 76 L20 58 L48 56 Z" fill="#ffffff" opacity="0.92"/>`,
    ),
    text(136, 398, 'ALWAYS HERE', {
      size: 16,
      fill: p.accent,
      family: 'sans',
      weight: 700,
      spacing: 6,
      anchor: 'middle',
    }),
    text(136, 422, 'for every season of life', {
      size: 14,
      fill: tint(p.primary, 0.7),
      italic: true,
      anchor: 'middle',
    }),
    label(316, 104, 'Policy Renewal', p.accent, 12),
    text(316, 158, 'Thank you for', { size: 40, fill: p.primary }),
    text(316, 204, 'your continued trust.', { size: 36, fill: p.primary, italic: true }),
    rect(316, 230, 48, 3, p.accent),
    textLines(
      316,
      270,
      22,
      [
        'Protecting the people and things you love',
        'is a privilege we never take for granted.',
        "We're here whenever you need us.",
      ],
      { size: 15, fill: shade(p.secondary, 0.35), family: 'sans' },
    ),
    contactBlock(zones, 316, 384, p.primary, 'start', 13, 260, { gap: 20, maxRows: 5 }),
    logo ? logoBadge(zones, 620, 410, 34, p.primary) : '',
  ].join('');

/** Nonprofit thank-you: a heart built from many small dots — many gifts, one cause. */
export const donorGratitudeArt: FrontArt = ({ p, id, logo, zones }) => {
  const rand = rng(11);
  const outline = heartPolygon(372, 96, 292);
  const palette = [
    p.primary,
    p.primary,
    tint(p.primary, 0.25),
    p.secondary,
    tint(p.secondary, 0.3),
    p.accent,
  ];
  const dots: string[] = [];
  const step = 15;
  for (let row = 0; row * step * 0.87 < 280; row++) {
    const y = 96 + row * step * 0.87;
    for (let x = 372 + (row % 2) * (step / 2); x < 664; x += step) {
      if (!insidePolygon(outline, x, y)) continue;
      const color = palette[Math.floor(rand() * palette.length)] ?? p.primary;
      if (rand() < 0.1) {
        dots.push(group(`translate(${r1(x - 6)} ${r1(y - 5.5)}) scale(0.12)`, heart(color)));
      } else {
        dots.push(circle(x, y, 4.6 + rand() * 1.8, color));
      }
    }
  }
  return [
    `<defs>${radial(
      id('bg'),
      [
        [0, '#ffffff'],
        [1, p.paper],
      ],
      0.75,
      0.45,
      0.7,
    )}</defs>`,
    rect(0, 0, 700, 500, ref(id('bg'))),
    dots.join(''),
    label(56, 110, 'With heartfelt thanks', p.primary, 12),
    text(54, 186, 'Because', { size: 62, fill: shade(p.primary, 0.25) }),
    text(54, 252, 'of you,', { size: 62, fill: p.primary, italic: true }),
    text(56, 300, 'families in our community have warm', { size: 17, fill: shade(p.primary, 0.45) }),
    text(56, 324, 'meals, safe homes and hope for tomorrow.', { size: 17, fill: shade(p.primary, 0.45) }),
    text(56, 366, 'Thank you for your generous gift.', { size: 17, fill: p.primary, italic: true }),
    contactBlock(zones, 56, 452, shade(p.primary, 0.2), 'start', 12, 540, { rows: 2, grow: 'down' }),
    logo ? logoBadge(zones, 640, 446, 28, p.primary) : '',
  ].join('');
};

/** Dealership delivery thank-you: a key with a gift tag under a soft spotlight. */
export const newCarThankYouArt: FrontArt = ({ p, id, logo, zones }) =>
  [
    `<defs>${radial(
      id('spot'),
      [
        [0, p.secondary],
        [1, shade(p.primary, 0.3)],
      ],
      0.7,
      0.45,
      0.7,
    )}</defs>`,
    rect(0, 0, 700, 500, ref(id('spot'))),
    `<path d="M-20 520 C120 470 300 500 420 450 S620 390 720 400" stroke="${shade(p.primary, 0.45)}" stroke-width="34" fill="none"/>`,
    `<path d="M-20 520 C120 470 300 500 420 450 S620 390 720 400" stroke="${p.accent}" stroke-opacity="0.85" stroke-width="2" stroke-dasharray="16 12" fill="none"/>`,
    group(
      'translate(392 118) rotate(-16) scale(1.3)',
      carKey(shade(p.primary, 0.35), '#d9dde3', p.secondary) +
        `<path d="M20 60 L20 108" stroke="${tint(p.accent, 0.3)}" stroke-width="1.5"/>` +
        group(
          'translate(-6 106) rotate(8)',
          `<path d="M0 10 L12 0 L62 0 L62 40 L12 40 L0 30 Z" fill="${p.accent}"/>${circle(10, 20, 3.5, shade(p.primary, 0.2))}` +
            text(37, 25, 'THANKS', {
              size: 9,
              fill: shade(p.primary, 0.2),
              family: 'sans',
              weight: 800,
              spacing: 1,
              anchor: 'middle',
            }),
        ),
    ),
    star(612, 70, 8, 3, p.accent),
    star(360, 96, 5, 2, '#ffffff', 5, 'opacity="0.7"'),
    star(660, 250, 5, 2, '#ffffff', 5, 'opacity="0.6"'),
    label(54, 110, 'Congratulations', p.accent, 13),
    text(52, 172, 'Enjoy the', { size: 50, fill: '#ffffff' }),
    text(52, 228, 'road ahead.', { size: 50, fill: '#ffffff', italic: true }),
    textLines(
      54,
      274,
      22,
      ['Thank you for choosing us for your', 'new vehicle. We’re here for every mile.'],
      {
        size: 16,
        fill: tint(p.primary, 0.72),
        family: 'sans',
      },
    ),
    contactBlock(zones, 54, 356, '#ffffff', 'start', 13, 300, { gap: 20, maxRows: 4 }),
    logo ? logoBadge(zones, 620, 300, 30, '#ffffff') : '',
  ].join('');

/** Referral thank-you: a paper aeroplane looping across organic colour blobs. */
export const referralThankYouArt: FrontArt = ({ p, logo, zones }) =>
  [
    rect(0, 0, 700, 500, p.paper),
    `<path d="M420 0 L700 0 L700 300 C640 320 560 280 540 220 C520 160 440 150 420 90 C410 50 410 20 420 0 Z" fill="${tint(p.secondary, 0.45)}"/>`,
    `<path d="M0 340 C60 320 120 360 150 410 C170 450 160 480 170 500 L0 500 Z" fill="${tint(p.accent, 0.6)}"/>`,
    `<path d="M120 120 C200 60 260 160 330 150 C400 140 380 80 330 90 C290 100 320 170 420 160 C470 155 500 130 528 114" stroke="${p.primary}" stroke-width="2" stroke-dasharray="7 7" fill="none" stroke-linecap="round"/>`,
    group('translate(522 48) scale(0.78)', paperPlane('#ffffff', p.accent)),
    heart(p.accent, 'transform="translate(98 110) scale(0.2)"'),
    text(60, 246, 'Thanks for', { size: 54, fill: p.primary }),
    text(60, 306, 'the referral!', { size: 54, fill: p.accent, italic: true }),
    text(62, 350, 'The greatest compliment you can give us', {
      size: 16,
      fill: shade(p.primary, 0.1),
      family: 'sans',
    }),
    text(62, 373, 'is the trust of your friends and family.', {
      size: 16,
      fill: shade(p.primary, 0.1),
      family: 'sans',
    }),
    contactBlock(zones, 640, 452, p.primary, 'end', 12, 560, { rows: 2, grow: 'down' }),
    logo ? logoBadge(zones, 620, 300, 30, p.primary, tint(p.secondary, 0.75)) : '',
  ].join('');
