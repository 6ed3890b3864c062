/**
 * What a card side prints beside its artwork: the logo fitted into the logo zone and the contact lines in the
 * contact zone, from the details the customer entered and the fields the template enables. Pure, so the
 * builder, the upload page, checkout, the server's checks and the print files all place the same card the
 * same way.
 *
 * One rule for fitting (`fitDetails`): a detail is never cut. The block prints at the zone's size, or smaller
 * down to the zone's smallest allowed size; what still does not fit one line wraps onto the further rows the
 * zone allows (at a comma, a space, before the @ of an e-mail, after a / or before a dot); what cannot fit even
 * then is refused, and `detailProblems` (detail-problems.ts) names it in words the builder shows and the server answers with.
 */
import type { TContactZone, TSideZones } from './card-zones';
import type { ContactFieldType } from './contact-fields';
import { breakIntoRows, type Measure } from './detail-rows';
import { textWidth } from './detail-text-width';

/** The template's order on the card (also the order of its placeholders before zones existed). */
const PRINT_ORDER: readonly ContactFieldType[] = ['website', 'phone', 'email', 'address', 'socialMedia'];

/** The template settings that decide what may print. */
export interface TemplateFieldRules {
  logoEnabled: boolean;
  websiteEnabled: boolean;
  emailEnabled: boolean;
  phoneEnabled: boolean;
  addressEnabled: boolean;
  socialMediaEnabled: boolean;
  maxContactFields: number;
}

export interface PrintedDetail {
  type: ContactFieldType;
  value: string;
}

export interface CardDetails {
  /** The customer's logo (object URL or stored file URL); absent = no logo. */
  logoUrl?: string | null;
  contactInfo: readonly PrintedDetail[];
}

interface PlacedLogo {
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLine {
  text: string;
  x: number;
  y: number;
  anchor: TContactZone['align'];
  fontSize: number;
  fontFamily: TContactZone['fontFamily'];
  color: string;
}

export interface PlacedDetails {
  logo: PlacedLogo | null;
  lines: PlacedLine[];
  /** Details the zone cannot hold whole (the builder and the server refuse them; see `detailProblems`). */
  refused: PrintedDetail[];
}

const ENABLED: Record<ContactFieldType, keyof TemplateFieldRules> = {
  website: 'websiteEnabled',
  email: 'emailEnabled',
  phone: 'phoneEnabled',
  address: 'addressEnabled',
  socialMedia: 'socialMediaEnabled',
};

/** Separator between details on an inline contact line. */
export const INLINE_SEPARATOR = '   ·   ';

/** The smallest type any detail prints in, in card units (0.08 in, about 5.8 pt): still read without a loupe. */
const MIN_DETAIL_FONT_SIZE = 8;

/** The smallest size a zone may print its details in: its own `minFontSize`, else 80 % of its size. */
export function minFontSizeOf(zone: TContactZone): number {
  const floor = zone.minFontSize ?? Math.max(MIN_DETAIL_FONT_SIZE, Math.round(zone.fontSize * 8) / 10);
  return Math.min(zone.fontSize, floor);
}

interface DetailsFit {
  /** The size every row prints at. */
  fontSize: number;
  rows: string[];
  /** Indexes (into the values) of the details the zone cannot hold whole; empty when everything prints. */
  refused: number[];
}

/** Sizes tried, largest first: the zone's own size down to its smallest allowed, in steps of 0.5. */
function sizesOf(zone: TContactZone): number[] {
  const min = minFontSizeOf(zone);
  const sizes: number[] = [];
  for (let s = zone.fontSize; s > min + 1e-9; s -= 0.5) sizes.push(Math.round(s * 100) / 100);
  sizes.push(Math.round(min * 100) / 100);
  return sizes;
}

/** The rows a zone may print: its `maxRows`; else one per detail (stack) or one line (inline). */
function rowLimit(zone: TContactZone): number {
  if (zone.maxRows) return zone.maxRows;
  return zone.layout === 'inline' ? 1 : zone.maxLines;
}

/** The rows of `values` at `fontSize`, each detail (stack) or the joined line (inline) wrapped when `wrap`. */
function layoutAt(
  values: readonly string[],
  zone: TContactZone,
  fontSize: number,
  wrap: boolean,
): string[][] | null {
  const m: Measure = { fits: (t) => textWidth(t, fontSize, zone.fontFamily) <= zone.width };
  if (zone.layout === 'stack') {
    const blocks: string[][] = [];
    for (const value of values) {
      if (m.fits(value)) blocks.push([value]);
      else if (!wrap) return null;
      else {
        const rows = breakIntoRows(value, m);
        if (!rows) return null;
        blocks.push(rows);
      }
    }
    return blocks;
  }
  // Inline: details joined on a line; wrapping starts a new row between details (or inside a long one).
  const rows: string[] = [];
  let line = '';
  for (const value of values) {
    const joined = line ? `${line}${INLINE_SEPARATOR}${value}` : value;
    if (m.fits(joined)) {
      line = joined;
      continue;
    }
    if (!wrap) return null;
    if (line) rows.push(line);
    if (m.fits(value)) {
      line = value;
      continue;
    }
    const parts = breakIntoRows(value, m);
    if (!parts) return null;
    rows.push(...parts.slice(0, -1));
    line = parts[parts.length - 1]!;
  }
  if (line) rows.push(line);
  return [rows];
}

/**
 * How `values` print in `zone`: the largest allowed size at which every detail fits one line; else wrapped
 * into as few rows as the smallest allowed size needs (when the zone allows that many), at the largest size
 * that keeps to them; else which details are refused (each too long even alone on the zone's rows, or the one
 * taking most rows when together they overflow).
 */
function fitDetails(values: readonly string[], zone: TContactZone): DetailsFit {
  const limit = rowLimit(zone);
  const overLines =
    zone.layout === 'stack' ? values.slice(zone.maxLines).map((_, i) => zone.maxLines + i) : [];
  const shown = zone.layout === 'stack' ? values.slice(0, zone.maxLines) : values;
  const sizes = sizesOf(zone);
  for (const size of sizes) {
    const blocks = layoutAt(shown, zone, size, false);
    if (blocks && blocks.flat().length <= limit)
      return { fontSize: size, rows: blocks.flat(), refused: overLines };
  }
  // Wrapped: as few rows as the smallest size needs, at the largest size that keeps to them.
  const fewest = layoutAt(shown, zone, sizes[sizes.length - 1]!, true)?.flat().length ?? Infinity;
  if (fewest <= limit) {
    for (const size of sizes) {
      const blocks = layoutAt(shown, zone, size, true);
      if (blocks && blocks.flat().length <= fewest)
        return { fontSize: size, rows: blocks.flat(), refused: overLines };
    }
  }
  // Nothing fits: name the details to blame, at the smallest size.
  const min = sizes[sizes.length - 1]!;
  const refused: number[] = [];
  const alone = shown.map((value) => layoutAt([value], zone, min, true)?.flat().length ?? Infinity);
  alone.forEach((rows, i) => {
    if (rows > limit) refused.push(i);
  });
  if (refused.length === 0) {
    // Each fits alone; together they overflow: the detail taking the most rows (the longest of those) is
    // refused.
    let worst = 0;
    shown.forEach((value, i) => {
      const rows = alone[i]!;
      const best = alone[worst]!;
      if (rows > best || (rows === best && value.length > shown[worst]!.length)) worst = i;
    });
    refused.push(worst);
  }
  const kept = shown.filter((_, i) => !refused.includes(i));
  const blocks = layoutAt(kept, zone, min, true) ?? kept.map((v) => [v]);
  return { fontSize: min, rows: blocks.flat(), refused: [...refused.sort((a, b) => a - b), ...overLines] };
}

function anchorX(zone: TContactZone): number {
  if (zone.align === 'middle') return zone.x + zone.width / 2;
  if (zone.align === 'end') return zone.x + zone.width;
  return zone.x;
}

/** The details that print, in the template's order: enabled, non-empty, at most the template's limit. */
function printableEntries(rules: TemplateFieldRules, contactInfo: readonly PrintedDetail[]): PrintedDetail[] {
  const entered = contactInfo
    .map((d) => ({ type: d.type, value: d.value.trim() }))
    .filter((d) => d.value !== '' && rules[ENABLED[d.type]] === true);
  return PRINT_ORDER.flatMap((type) => entered.filter((d) => d.type === type)).slice(
    0,
    rules.maxContactFields,
  );
}

export function placeCardDetails(
  zones: TSideZones | null,
  rules: TemplateFieldRules,
  details: CardDetails,
): PlacedDetails {
  const box = zones?.logo;
  const logo =
    box && rules.logoEnabled && details.logoUrl
      ? { href: details.logoUrl, x: box.x, y: box.y, width: box.width, height: box.height }
      : null;

  const zone = zones?.contact;
  if (!zone) return { logo, lines: [], refused: [] };
  const entries = printableEntries(rules, details.contactInfo);
  if (entries.length === 0) return { logo, lines: [], refused: [] };
  const fit = fitDetails(
    entries.map((d) => d.value),
    zone,
  );
  const x = anchorX(zone);
  // Rows grow down from `y`, or up from it (a block sitting on the card's bottom edge).
  const top = zone.grow === 'up' ? zone.y - (fit.rows.length - 1) * zone.lineHeight : zone.y;
  const lines = fit.rows.map((text, i) => ({
    text,
    x,
    y: top + i * zone.lineHeight,
    anchor: zone.align,
    fontSize: fit.fontSize,
    fontFamily: zone.fontFamily,
    color: zone.color,
  }));
  return { logo, lines, refused: fit.refused.map((i) => entries[i]!) };
}
