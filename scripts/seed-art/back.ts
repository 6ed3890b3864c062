/**
 * Message side of a postcard: light paper, a slim brand band, a lined writing area on the left,
 * a stamp box and address lines on the right, a return-address corner for the sender's logo and contact
 * details (left of the stamp, above the address), and a small footer mark.
 */
import { quill } from './illustrations';
import { group, type Ids, label, line, mix, rect, ref, SANS, stripePattern, tint } from './svg-kit';
import type { ZoneRecorder } from './zones';

export type BandPlacement = 'top' | 'left' | 'bottom';

export interface BackStyle {
  /** Brand band colour. */
  band: string;
  /** Thin highlight next to the band and the footer mark colour. */
  accent: string;
  /** Base paper tone (it is lightened further). */
  paper: string;
  placement: BandPlacement;
  /** Optional small mark drawn at the top of the writing area, in a 36 × 36 box. */
  motif?: string;
  /** Short line printed next to the motif, e.g. 'A note from your service team'. */
  heading?: string;
  /** The template takes a logo: the return-address corner keeps a box for it. */
  logo: boolean;
}

export function backSide(id: Ids, s: BackStyle, zones: ZoneRecorder): string {
  const paper = mix(s.paper, '#ffffff', 0.45);
  const ink = mix(s.band, '#8a8f98', 0.55);
  const rule = mix(s.band, paper, 0.78);
  const dx = s.placement === 'left' ? 16 : 0;
  const top = s.placement === 'top' ? 16 : 0;
  const bottom = s.placement === 'bottom' ? 16 : 0;

  const band = {
    top: rect(0, 0, 700, 14, s.band) + rect(0, 14, 700, 3, s.accent),
    left: rect(0, 0, 16, 500, s.band) + rect(16, 0, 3, 500, s.accent),
    bottom: rect(0, 486, 700, 14, s.band) + rect(0, 483, 700, 3, s.accent),
  }[s.placement];

  const writing: string[] = [];
  for (let i = 0; i < 8; i++) {
    const y = 150 + top + i * 36 - bottom;
    writing.push(line(50 + dx, y, 368, y, rule, 1));
  }

  const header = s.motif
    ? group(`translate(${50 + dx} ${56 + top - bottom})`, s.motif) +
      (s.heading ? label(96 + dx, 80 + top - bottom, s.heading, ink, 10) : '')
    : '';

  const address: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = 276 + top + i * 38 - bottom;
    address.push(line(424 + dx / 2, y, 650, y, rule, 1.2));
  }

  const stampX = 566;
  const stampY = 48 + top - bottom;
  const stamp = [
    rect(
      stampX,
      stampY,
      84,
      100,
      'none',
      `stroke="${mix(s.band, paper, 0.55)}" stroke-width="1.2" stroke-dasharray="4 3" rx="3"`,
    ),
    ...['PLACE', 'STAMP', 'HERE'].map(
      (w, i) =>
        `<text x="${stampX + 42}" y="${stampY + 40 + i * 13}" text-anchor="middle" font-family="${SANS}" font-size="9" letter-spacing="1.5" fill="${mix(s.band, paper, 0.5)}">${w}</text>`,
    ),
  ].join('');

  // The sender's corner: the logo left of the stamp, the contact block under it, above the address lines.
  const cornerX = 424 + dx / 2;
  if (s.logo) zones.setLogo({ x: cornerX, y: stampY + 4, width: 120, height: 84, color: s.band });
  zones.setContact({
    x: cornerX,
    y: 176 + top - bottom,
    width: 650 - cornerX,
    lineHeight: 17,
    maxLines: zones.maxLines,
    align: 'start',
    color: mix(s.band, '#1a1a1a', 0.25),
    fontSize: 12,
    fontFamily: 'sans',
    layout: 'stack',
  });

  const footY = 466 - bottom;
  const footer =
    group(`translate(${50 + dx} ${footY - 13}) scale(0.62)`, quill(tint(s.accent, 0.1))) +
    label(70 + dx, footY, 'Handwritten with care', mix(s.band, paper, 0.45), 8.5);

  return [
    `<defs>${stripePattern(id('linen'), s.band, 6, 1, 45, 0.035)}</defs>`,
    rect(0, 0, 700, 500, paper),
    rect(0, 0, 700, 500, ref(id('linen'))),
    band,
    header,
    writing.join(''),
    line(396 + dx / 2, 64 + top - bottom, 396 + dx / 2, 432 + top - bottom, mix(s.band, paper, 0.7), 1),
    stamp,
    address.join(''),
    footer,
  ].join('');
}
