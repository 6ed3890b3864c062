/** The small marks (36 × 36) beside the heading on a template's message side. */
import { calendar, car, house, paperPlane } from './illustrations';
import { leaf, sprig } from './nature';
import { group, type Palette, tint } from './svg-kit';
import { heart, SHIELD_PATH, snowflake, star } from './symbols';

export const motifs = {
  car: (p: Palette) => group('translate(0 10) scale(0.112)', car(p.primary, tint(p.primary, 0.6))),
  house: (p: Palette) =>
    group(
      'translate(2 0) scale(0.145)',
      house({
        wall: tint(p.primary, 0.85),
        roof: p.primary,
        trim: '#ffffff',
        door: p.accent,
        glass: tint(p.primary, 0.6),
      }),
    ),
  shield: (p: Palette) =>
    group(
      'translate(3 0) scale(0.25)',
      `<path d="${SHIELD_PATH}" fill="${p.primary}"/><path d="M36 70 L54 88 L86 52" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  calendar: (p: Palette) =>
    group('translate(0 1) scale(0.17)', calendar(p.primary, '#ffffff', p.primary, p.accent, '')),
  // The sprig's leaves spread wide: scaled to keep inside the 36 × 36 box (the heading sits beside it).
  sprig: (p: Palette) =>
    group(
      'translate(6.6 14.7) scale(0.58)',
      group('translate(2 32) rotate(-50)', sprig(p.primary, p.secondary, 40, 4)),
    ),
  heart: (p: Palette) => group('translate(0 3) scale(0.36)', heart(p.primary)),
  star: (p: Palette) => star(18, 18, 16, 7, p.accent),
  plane: (p: Palette) => group('translate(0 6) scale(0.22)', paperPlane(tint(p.accent, 0.5), p.accent)),
  snowflake: (p: Palette) => group('translate(18 18)', snowflake(16, p.primary, 2)),
  leaf: (p: Palette) =>
    group('translate(4 30) rotate(-45) scale(0.85)', leaf(p.secondary, tint(p.secondary, 0.4))),
} satisfies Record<string, (p: Palette) => string>;
