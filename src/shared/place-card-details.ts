/**
 * What a card side prints beside its artwork: the logo fitted into the logo zone and the contact lines in the
 * contact zone, from the details the customer entered and the fields the template enables. Pure, so the
 * builder, the upload page, checkout, the server's checks and the print files all place the same card the
 * same way.
 *
 * One rule for fitting (`fitDetails`): a detail is never cut. The block prints at the zone's size, or smaller
 * down to the zone's smallest allowed size; what still does not fit one line wraps onto the further rows the
 * zone allows (at a comma, a space, before the @ of an e-mail, after a / or before a dot); what cannot fit even
 * then is refused, and `detailProblems` names it in words the builder shows and the server answers with.
 */
import type { TCardZones, TContactZone, TSideZones } from './card-zones';
import { zonesFor } from './card-zones';
import type { ContactFieldType } from './contact-fields';

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

/** How a detail is named to the customer ("Your email address …"). */
const DETAIL_NAMES: Record<ContactFieldType, string> = {
  website: 'website',
  email: 'email address',
  phone: 'phone number',
  address: 'address',
  socialMedia: 'social media handle',
};

/** Separator between details on an inline contact line. */
export const INLINE_SEPARATOR = '   ·   ';

/** Letter spacing the details print with, in card units. */
export const LETTER_SPACING = 0.5;

/** The smallest type any detail prints in, in card units (0.08 in, about 5.8 pt): still read without a loupe. */
const MIN_DETAIL_FONT_SIZE = 8;

/** The smallest size a zone may print its details in: its own `minFontSize`, else 80 % of its size. */
export function minFontSizeOf(zone: TContactZone): number {
  const floor = zone.minFontSize ?? Math.max(MIN_DETAIL_FONT_SIZE, Math.round(zone.fontSize * 8) / 10);
  return Math.min(zone.fontSize, floor);
}

// ── measuring ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Advance widths (1/1000 em) of the printable ASCII characters, from the AFM metrics of the standard PDF fonts
 * the print files use (Helvetica for sans, Times for serif). The builder's preview draws with Helvetica/Arial,
 * whose widths are the same.
 */
const WIDTHS = {
  sans: [
    278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  serif: [
    250, 333, 408, 500, 500, 833, 778, 333, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500,
    500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333,
    389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469,
    500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389,
    278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
  ],
} as const;

/** Accented and other non-ASCII letters: as wide as the widest lowercase letters, so they never overflow. */
const OTHER_WIDTH = { sans: 722, serif: 722 } as const;

/** Headroom for fonts a browser substitutes (Helvetica Neue runs a little wider than Helvetica). */
const SAFETY = 1.04;

/** The printed width of `text` at `fontSize`, in card units (letter spacing included). */
export function textWidth(
  text: string,
  fontSize: number,
  family: TContactZone['fontFamily'] = 'sans',
): number {
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code < 127 ? WIDTHS[family][code - 32]! : OTHER_WIDTH[family];
    count += 1;
  }
  return ((units / 1000) * fontSize + count * LETTER_SPACING) * SAFETY;
}

// ── breaking ──────────────────────────────────────────────────────────────────────────────────────────────

/** "TX 78701…": a comma before it separates the city from its state and ZIP, which stay on one row. */
const STATE_ZIP = /^[A-Za-z]{2}\.?\s+\d{5}/;

interface Measure {
  fits: (text: string) => boolean;
}

/**
 * The longest head of `text` that fits one row, broken where a reader expects it: after a comma that does not
 * part a city from its state (and leaves the row at least 40 % full), else at a space, else inside an e-mail or
 * web address (before "@", after "/", before "."); null when no break leaves a head that fits.
 */
function headThatFits(text: string, m: Measure): { head: string; rest: string } | null {
  const candidates: { at: number; rank: number }[] = [];
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ',' && text[i + 1] === ' ' && !STATE_ZIP.test(text.slice(i + 2)))
      candidates.push({ at: i + 1, rank: 0 });
    else if (ch === ' ') candidates.push({ at: i, rank: 1 });
    else if (ch === '@') candidates.push({ at: i, rank: 2 });
    else if (ch === '/' || ch === '-') candidates.push({ at: i + 1, rank: 2 });
    else if (ch === '.') candidates.push({ at: i, rank: 3 });
  }
  const split = (c: { at: number }) => ({
    head: text.slice(0, c.at).trimEnd(),
    rest: text.slice(c.at).trimStart(),
  });
  const fitting = candidates.filter(
    (c) => split(c).head !== '' && split(c).rest !== '' && m.fits(split(c).head),
  );
  if (fitting.length === 0) return null;
  const longest = Math.max(...fitting.map((c) => c.at));
  // A comma break is preferred while it leaves the row at least 40 % full; then a space; then before an @,
  // after a / or a hyphen; a dot last.
  for (const rank of [0, 1, 2, 3]) {
    const best = fitting.filter((c) => c.rank === rank).sort((a, b) => b.at - a.at)[0];
    if (best && (rank === 3 || best.at >= longest * 0.4)) return split(best);
  }
  return split(fitting.sort((a, b) => b.at - a.at)[0]!);
}

/** `text` in as few rows as fit (each row whole); null when a piece of it cannot fit a row at all. */
function breakIntoRows(text: string, m: Measure): string[] | null {
  const rows: string[] = [];
  let rest = text;
  while (!m.fits(rest)) {
    const cut = headThatFits(rest, m);
    if (!cut) return null;
    rows.push(cut.head);
    rest = cut.rest;
  }
  rows.push(rest);
  return rows;
}

// ── fitting ───────────────────────────────────────────────────────────────────────────────────────────────

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

/**
 * Why the customer's details cannot print whole on this design (empty = they all fit), one sentence per
 * refused detail naming it: the builder shows these and the server refuses a campaign with them. Both printed
 * sides are checked (a template's front and back zones, or the upload band).
 */
export function detailProblems(
  zones: TCardZones | null | undefined,
  rules: TemplateFieldRules,
  contactInfo: readonly PrintedDetail[],
): string[] {
  const refused = new Map<string, PrintedDetail>();
  for (const side of [zonesFor(zones, 'front'), zonesFor(zones, 'back')]) {
    if (!side?.contact) continue;
    for (const d of placeCardDetails(side, rules, { contactInfo }).refused)
      refused.set(`${d.type}\u0000${d.value}`, d);
  }
  return [...refused.values()].map((d) =>
    tooLongAlone(d, zones, rules)
      ? `Your ${DETAIL_NAMES[d.type]} "${d.value}" is too long to print on this design, even in smaller type on the lines it allows. Shorten it or leave it off.`
      : `Your details need more lines than this design has: shorten your ${DETAIL_NAMES[d.type]} "${d.value}" or leave a detail off.`,
  );
}

function tooLongAlone(
  d: PrintedDetail,
  zones: TCardZones | null | undefined,
  rules: TemplateFieldRules,
): boolean {
  return (['front', 'back'] as const).some(
    (side) => placeCardDetails(zonesFor(zones, side), rules, { contactInfo: [d] }).refused.length > 0,
  );
}

// ── uploaded designs ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Uploaded designs have no zones: the details go in the bottom band of the front's safe area (0.25 in), their
 * last row on its bottom line.
 */
export const UPLOAD_ZONES: TCardZones = {
  front: {
    logo: { x: 25, y: 405, width: 140, height: 70, color: '#1a1a1f' },
    contact: {
      x: 200,
      y: 475,
      width: 475,
      lineHeight: 15,
      maxLines: 5,
      maxRows: 6,
      align: 'end',
      color: '#1a1a1f',
      fontSize: 11,
      minFontSize: 9,
      fontFamily: 'sans',
      layout: 'stack',
      grow: 'up',
    },
  },
  back: null,
};

/** An uploaded design prints every detail the customer entered, up to the band's lines. */
export const UPLOAD_RULES: TemplateFieldRules = {
  logoEnabled: true,
  websiteEnabled: true,
  emailEnabled: true,
  phoneEnabled: true,
  addressEnabled: true,
  socialMediaEnabled: true,
  maxContactFields: 5,
};

/**
 * `detailProblems` for the design a campaign prints: the chosen template's zones and fields, or (an uploaded
 * design, no template) the upload band. The builder shows these; the server refuses a campaign with any.
 */
export function designDetailProblems(
  template: (TemplateFieldRules & { zones: TCardZones | null }) | null | undefined,
  contactInfo: readonly PrintedDetail[],
): string[] {
  return template
    ? detailProblems(template.zones, template, contactInfo)
    : detailProblems(UPLOAD_ZONES, UPLOAD_RULES, contactInfo);
}
