/**
 * Message side of a postcard: light paper, a slim brand band, a header (motif and heading) over a ruled
 * writing area on the left; on the right the stamp box, the sender's corner (logo beside the stamp, return
 * address under it) and the recipient's address rules inside the USPS OCR read area; a small footer mark.
 *
 * Geometry (artwork units: 700 × 500 = the 7 × 5 in card, 100 per inch) is chosen for the pen and the post:
 * the message rules are 32 units (8.1 mm) apart, a pitch a person writes on; the address area lies in the OCR
 * read area (5/8 in to 2 3/4 in from the bottom, 1/2 in from the right edge); nothing is printed in the
 * barcode clear zone (bottom 5/8 in, right 4 3/4 in); every printed element keeps at least 1.5 mm from the
 * writing areas except the rules the writing sits on. Everything drawn is recorded in `layout` with the same
 * numbers (BackLayoutRecorder), and the contact zone in `zones`.
 */
import { type BackLayoutRecorder, capsBox } from './back-layout-recorder';
import { quill } from './illustrations';
import { group, type Ids, line, mix, rect, ref, SANS, stripePattern, text, tint } from './svg-kit';
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
  /** The template takes a logo: the sender's corner keeps a box for it. */
  logo: boolean;
  /** The template prints the sender's address (the contact block is a return address). */
  returnAddress: boolean;
}

/** The card's edges and the postal zones, in artwork units. */
const OCR_TOP = 500 - 275;
const BARCODE_TOP = 500 - 62.5;
const BARCODE_LEFT = 700 - 475;
const RIGHT_MARGIN = 650;

/** Message rules: a person's ruled-paper pitch (8.1 mm); the first rule one pitch below the area's top. */
const PITCH = 32;
/** Address rules: room for the address's compact letters with their accents and descenders (8.6 mm). */
const ADDRESS_PITCH = 34;
const ADDRESS_RULES = 4;
/** Gap kept between a printed element and a writing area (≥ 1.5 mm = 5.9 units). */
const GAP = 8;

const HEADING_SIZE = 10;
const FOOTER_SIZE = 7.5;
const FOOTER_SPACING = 1;
const FOOTER_TEXT = 'Handwritten with care';
const CONTACT_SIZE = 10;
const CONTACT_LINE = 12;

/**
 * A writing area on its rules: each rule (at `ys`, `weight` thick) drawn across the area and recorded as
 * printed, then the area recorded for the pen with its first rule and pitch.
 */
function ruledArea(
  parts: string[],
  layout: BackLayoutRecorder,
  name: 'message' | 'address',
  area: { left: number; right: number; top: number; bottom: number },
  rules: { ys: number[]; pitch: number; weight: number; color: string },
): void {
  const { left, right, top, bottom } = area;
  for (const y of rules.ys) {
    parts.push(line(left, y, right, y, rules.color, rules.weight));
    layout.print('rule', { x: left, y: y - rules.weight / 2, width: right - left, height: rules.weight });
  }
  layout.writing(
    name,
    { x: left, y: top, width: right - left, height: bottom - top },
    { firstRuleY: rules.ys[0]!, pitch: rules.pitch },
  );
}

export function backSide(id: Ids, s: BackStyle, zones: ZoneRecorder, layout: BackLayoutRecorder): string {
  const paper = mix(s.paper, '#ffffff', 0.45);
  const ink = mix(s.band, '#8a8f98', 0.55);
  const ruleColor = mix(s.band, paper, 0.78);
  const dx = s.placement === 'left' ? 16 : 0;
  const top = s.placement === 'top' ? 16 : 0;
  const parts: string[] = [
    `<defs>${stripePattern(id('linen'), s.band, 6, 1, 45, 0.035)}</defs>`,
    rect(0, 0, 700, 500, paper),
    rect(0, 0, 700, 500, ref(id('linen'))),
  ];

  // The brand band. At the bottom it runs under the message side only: the barcode clear zone stays blank.
  if (s.placement === 'top') {
    parts.push(rect(0, 0, 700, 14, s.band), rect(0, 14, 700, 3, s.accent));
    layout.print('band', { x: 0, y: 0, width: 700, height: 17 });
  } else if (s.placement === 'left') {
    parts.push(rect(0, 0, 16, 500, s.band), rect(16, 0, 3, 500, s.accent));
    layout.print('band', { x: 0, y: 0, width: 19, height: 500 });
  } else {
    const width = BARCODE_LEFT - 13;
    parts.push(rect(0, 483, width, 17, s.band), rect(0, 480, width, 3, s.accent));
    layout.print('band', { x: 0, y: 480, width, height: 20 });
  }

  // Left: header, then the ruled message area down to just above the barcode clear zone's top.
  const left = 50 + dx;
  // The divider stays put with a left band (the message column is narrower): the address keeps its width.
  const divider = 384;
  const right = divider - GAP;
  const headerY = 36 + top;
  if (s.motif) {
    parts.push(group(`translate(${left} ${headerY})`, s.motif));
    layout.print('header', { x: left - 2, y: headerY - 2, width: 40, height: 40 });
  }
  if (s.heading) {
    parts.push(capsLabel(left + 46, headerY + 24, s.heading, ink, HEADING_SIZE, HEADING_SIZE * 0.28));
    layout.print('header', capsBox(left + 46, headerY + 24, s.heading, HEADING_SIZE, HEADING_SIZE * 0.28));
  }
  const messageTop = headerY + 36 + 2 + GAP + 2;
  const messageBottom = BARCODE_TOP - 3.5;
  const messageRules: number[] = [];
  for (let y = messageTop + PITCH; y <= messageBottom - 16; y += PITCH) messageRules.push(y);
  ruledArea(
    parts,
    layout,
    'message',
    { left, right, top: messageTop, bottom: messageBottom },
    { ys: messageRules, pitch: PITCH, weight: 1, color: ruleColor },
  );

  parts.push(line(divider, headerY, divider, 425, mix(s.band, paper, 0.7), 1));
  layout.print('divider', { x: divider - 0.5, y: headerY, width: 1, height: 425 - headerY });

  // Right, top: the stamp box in the corner; the logo beside it; the return address under both.
  const addressLeft = divider + GAP;
  const stampX = 566;
  const stampY = 30 + top;
  const stampInk = mix(s.band, paper, 0.5);
  parts.push(
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
        `<text x="${stampX + 42}" y="${stampY + 40 + i * 13}" text-anchor="middle" font-family="${SANS}" font-size="9" letter-spacing="1.5" fill="${stampInk}">${w}</text>`,
    ),
  );
  layout.print('stamp-box', { x: stampX - 1, y: stampY - 1, width: 86, height: 102 });

  if (s.logo) {
    const logo = { x: addressLeft, y: stampY + 8, width: stampX - 12 - addressLeft, height: 84 };
    zones.setLogo({ ...logo, color: s.band });
    layout.print('logo', logo);
  }
  const contactY = stampY + 100 + GAP + 8;
  const rows = Math.floor((OCR_TOP - GAP - 3 - contactY) / CONTACT_LINE) + 1;
  zones.setContact({
    x: addressLeft,
    y: contactY,
    width: RIGHT_MARGIN - addressLeft,
    lineHeight: CONTACT_LINE,
    maxLines: zones.maxLines,
    maxRows: rows,
    align: 'start',
    color: mix(s.band, '#1a1a1a', 0.25),
    fontSize: CONTACT_SIZE,
    fontFamily: 'sans',
    layout: 'stack',
  });
  layout.print(s.returnAddress ? 'return-address' : 'contact', {
    x: addressLeft,
    y: contactY - CONTACT_SIZE * 0.8,
    width: RIGHT_MARGIN - addressLeft,
    height: (rows - 1) * CONTACT_LINE + CONTACT_SIZE * 1.05,
  });

  // Right, bottom: the recipient's address on its rules, inside the OCR read area.
  const addressTop = OCR_TOP + 4;
  const addressBottom = BARCODE_TOP - 4;
  const addressRules = Array.from({ length: ADDRESS_RULES }, (_, i) => addressTop + 30 + i * ADDRESS_PITCH);
  ruledArea(
    parts,
    layout,
    'address',
    { left: addressLeft, right: RIGHT_MARGIN, top: addressTop, bottom: addressBottom },
    { ys: addressRules, pitch: ADDRESS_PITCH, weight: 1.2, color: ruleColor },
  );

  // The footer mark, bottom left, clear of the barcode clear zone and of the band.
  const footY = 466 - (s.placement === 'bottom' ? 4 : 0);
  parts.push(
    group(`translate(${left} ${footY - 13}) scale(0.62)`, quill(tint(s.accent, 0.1))),
    capsLabel(left + 18, footY, FOOTER_TEXT, mix(s.band, paper, 0.45), FOOTER_SIZE, FOOTER_SPACING),
  );
  const footerText = capsBox(left + 18, footY, FOOTER_TEXT, FOOTER_SIZE, FOOTER_SPACING);
  layout.print('footer', {
    x: left,
    y: footY - 13,
    width: footerText.x + footerText.width - left,
    height: 15,
  });
  if (footerText.x + footerText.width > BARCODE_LEFT - GAP)
    throw new Error('The footer runs into the barcode zone.');

  return parts.join('');
}

/** Spaced sans capitals (as `label()`), with the letter spacing given. */
function capsLabel(x: number, y: number, content: string, fill: string, size: number, spacing: number) {
  return text(x, y, content.toUpperCase(), { size, fill, family: 'sans', weight: 600, spacing });
}
