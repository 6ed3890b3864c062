/**
 * A card back's layout as data (GUIDE: "The proof is the card"): what the back prints (header, logo, contact
 * details, rules, stamp box, return address, footer, band, divider), each a rectangle in mm on the
 * 177.8 × 127 mm back (origin top left, y down), and where the pen writes: the message area and the address
 * area, each optionally ruled (its first baseline and the rule pitch, from the area's top). The proof, the
 * server's checks, the print files and the G-code all place the writing with the campaign's layout.
 *
 * Types and rules only (no zod: the renderer imports this in the browser); the stored/sent shape is checked
 * by `ZBackLayoutSchema` in back-layout-schema.ts with the same `backLayoutProblems`.
 */
import {
  ADDRESS_AREA,
  BARCODE_CLEAR_ZONE,
  CARD,
  DIVIDER_X,
  MESSAGE_AREA,
  OCR_READ_AREA,
  POSTAGE_AREA,
  PRINTED_CLEARANCE_MM,
  type Rect,
} from './stationery';

export const PRINTED_ELEMENT_KINDS = [
  'header',
  'logo',
  'contact',
  'rule',
  'stamp-box',
  'return-address',
  'footer',
  'band',
  'divider',
] as const;
export type PrintedElementKind = (typeof PRINTED_ELEMENT_KINDS)[number];

export const PRINTED_ELEMENT_LABELS: Record<PrintedElementKind, string> = {
  header: 'Header',
  logo: 'Logo',
  contact: 'Contact details',
  rule: 'Writing rule',
  'stamp-box': 'Stamp box',
  'return-address': 'Return address',
  footer: 'Footer',
  band: 'Band',
  divider: 'Divider',
};

/** Something the back prints, and the rectangle (mm) its ink stays inside. */
export interface TPrintedElement {
  kind: PrintedElementKind;
  rect: Rect;
}

/** Printed rules under a writing area: baselines at `firstBaselineMm + k × pitchMm` from the area's top. */
export interface TRuling {
  firstBaselineMm: number;
  pitchMm: number;
}

export interface TWritingArea {
  rect: Rect;
  /** null: the area is blank (the renderer spaces the lines itself). */
  ruling: TRuling | null;
}

export interface TBackLayout {
  printed: TPrintedElement[];
  message: TWritingArea;
  address: TWritingArea;
}

export type WritingAreaName = 'message' | 'address';

/** The ruling pitches a person writes on (college ruled is 7.1 mm, wide ruled 8.7 mm). */
const RULING_PITCH_MM = { min: 6, max: 12 } as const;

/**
 * The back without a designed layout (uploaded designs, single-sided templates, templates staff have not laid
 * out): the stationery's areas, its postage corner and divider, no rules.
 */
export const DEFAULT_BACK_LAYOUT: TBackLayout = {
  printed: [
    { kind: 'stamp-box', rect: { ...POSTAGE_AREA } },
    { kind: 'divider', rect: { x: DIVIDER_X - 0.15, y: 14, width: 0.3, height: 95 } },
  ],
  message: { rect: { ...MESSAGE_AREA }, ruling: null },
  address: { rect: { ...ADDRESS_AREA }, ruling: null },
};

/**
 * The layout a campaign's notes are written with: a two-sided template's own, else the default (an uploaded
 * design, a single-sided template, a template without a layout, a removed template).
 */
export function backLayoutOf(
  designSource: string,
  template: { twoSided: boolean; backLayout: TBackLayout | null } | null | undefined,
): TBackLayout {
  if (designSource !== 'template' || !template?.twoSided || !template.backLayout) return DEFAULT_BACK_LAYOUT;
  return template.backLayout;
}

/** The renderer's `rules` option for an area (area coordinates, mm), or undefined for a blank area. */
export function rulesOf(area: TWritingArea): TRuling | undefined {
  return area.ruling
    ? { firstBaselineMm: area.ruling.firstBaselineMm, pitchMm: area.ruling.pitchMm }
    : undefined;
}

/** The baselines of a ruled area that lie inside it, in card coordinates (mm, y of each rule). */
export function ruledBaselines(area: TWritingArea): number[] {
  if (!area.ruling) return [];
  const out: number[] = [];
  const { firstBaselineMm, pitchMm } = area.ruling;
  for (let y = firstBaselineMm; y <= area.rect.height + 1e-9; y += pitchMm) out.push(area.rect.y + y);
  return out;
}

// ── geometry ────────────────────────────────────────────────────────────────────────────────────────────────

/** Distance between two rectangles (0 when they touch or overlap). */
export function rectDistance(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/** Distance from a point to a rectangle (0 inside it). */
export function pointDistance(x: number, y: number, r: Rect): number {
  const dx = Math.max(0, r.x - x, x - (r.x + r.width));
  const dy = Math.max(0, r.y - y, y - (r.y + r.height));
  return Math.hypot(dx, dy);
}

/** Whether `inner` lies wholly inside `outer` (to 0.005 mm, the data's rounding). */
function rectInside(inner: Rect, outer: Rect): boolean {
  const e = 0.005;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.width <= outer.x + outer.width + e &&
    inner.y + inner.height <= outer.y + outer.height + e
  );
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const CARD_RECT: Rect = { x: 0, y: 0, width: CARD.width, height: CARD.height };

/** The back's right half inside the OCR read area: where the address block may lie. */
export const ADDRESS_READ_AREA: Rect = {
  x: CARD.width / 2,
  y: OCR_READ_AREA.y,
  width: OCR_READ_AREA.x + OCR_READ_AREA.width - CARD.width / 2,
  height: OCR_READ_AREA.height,
};

/** A rule runs under a ruled area's baseline (within 0.6 mm): the pen writes on it, not across it. */
function ruleOnBaseline(rule: Rect, area: TWritingArea): boolean {
  const centre = rule.y + rule.height / 2;
  return rule.height <= 1.5 && ruledBaselines(area).some((y) => Math.abs(y - centre) <= 0.6);
}

const AREA_NAMES: Record<WritingAreaName, string> = {
  message: 'The message area',
  address: 'The address area',
};

/**
 * Everything wrong with a layout, in words staff can act on (empty = the pen can write it): areas on the card
 * and apart, the address in the OCR read area, nothing in the barcode clear zone, every printed element at
 * least 1.5 mm from the writing except the rules the writing sits on, rules at a pitch a person writes on.
 */
export function backLayoutProblems(layout: TBackLayout): string[] {
  const problems: string[] = [];
  const mm = (n: number) => `${Math.round(n * 10) / 10} mm`;
  for (const element of layout.printed) {
    if (!rectInside(element.rect, CARD_RECT))
      problems.push(`${PRINTED_ELEMENT_LABELS[element.kind]} must lie on the 177.8 × 127 mm card.`);
  }
  for (const name of ['message', 'address'] as const) {
    const area = layout[name];
    const label = AREA_NAMES[name];
    if (!rectInside(area.rect, CARD_RECT)) problems.push(`${label} must lie on the 177.8 × 127 mm card.`);
    if (overlaps(area.rect, BARCODE_CLEAR_ZONE))
      problems.push(`${label} must stay out of the barcode clear zone (bottom 5/8 in, right 4 3/4 in).`);
    if (area.ruling) {
      const { firstBaselineMm, pitchMm } = area.ruling;
      if (pitchMm < RULING_PITCH_MM.min || pitchMm > RULING_PITCH_MM.max)
        problems.push(
          `${label}'s rule pitch must be ${RULING_PITCH_MM.min}–${RULING_PITCH_MM.max} mm (${mm(pitchMm)}).`,
        );
      if (firstBaselineMm < pitchMm / 2 || firstBaselineMm > area.rect.height)
        problems.push(`${label}'s first rule must lie inside it, at least half a pitch below its top.`);
    }
    for (const element of layout.printed) {
      if (element.kind === 'rule') {
        if (overlaps(element.rect, area.rect) && !ruleOnBaseline(element.rect, area))
          problems.push(`${label} has a printed rule that is not one of its baselines: set its ruling.`);
        continue;
      }
      const gap = rectDistance(area.rect, element.rect);
      if (gap < PRINTED_CLEARANCE_MM - 0.005)
        problems.push(
          `${label} must keep ${PRINTED_CLEARANCE_MM} mm from the ${PRINTED_ELEMENT_LABELS[element.kind].toLowerCase()} (${mm(gap)}).`,
        );
    }
  }
  if (!rectInside(layout.address.rect, ADDRESS_READ_AREA))
    problems.push(
      'The address area must lie in the USPS OCR read area: the right half, 5/8 to 2 3/4 in from the bottom, 1/2 in from the side.',
    );
  if (rectDistance(layout.message.rect, layout.address.rect) < PRINTED_CLEARANCE_MM)
    problems.push('The message and address areas must not touch.');
  return [...new Set(problems)];
}

/** Card coordinates of an area's writing (the renderer's strokes are in area coordinates). */
export function areaOrigin(layout: TBackLayout, name: WritingAreaName): readonly [number, number] {
  const { x, y } = layout[name].rect;
  return [x, y];
}
