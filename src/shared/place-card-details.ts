/**
 * What a card side prints beside its artwork: the logo fitted into the logo zone and the contact lines in the
 * contact zone, from the details the customer entered and the fields the template enables. Pure, so the
 * builder, the upload page, checkout and the design library all place the same card the same way.
 */
import type { TContactZone, TSideZones } from './card-zones';
import type { ContactFieldType } from './contact-fields';

/** The template's order on the card (also the order of its placeholders before zones existed). */
export const PRINT_ORDER: readonly ContactFieldType[] = [
  'website',
  'phone',
  'email',
  'address',
  'socialMedia',
];

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

export interface PlacedLogo {
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

/** Letter spacing the details print with, in card units. */
export const LETTER_SPACING = 0.5;

/**
 * Glyph advance of the card fonts as a share of the font size: a generous average (lowercase text with
 * dots and @), so a budgeted line stays inside its zone rather than running under the artwork.
 */
const GLYPH_WIDTH = 0.58;

/** Characters a line of `width` holds at `fontSize` (a generous average glyph). */
function charBudget(width: number, fontSize: number): number {
  return Math.max(1, Math.floor(width / (fontSize * GLYPH_WIDTH + LETTER_SPACING)));
}

/** Cuts `text` to what fits `width` at `fontSize`, ending in an ellipsis when cut. */
export function fitText(text: string, width: number, fontSize: number): string {
  const budget = charBudget(width, fontSize);
  if (text.length <= budget) return text;
  return `${text.slice(0, Math.max(0, budget - 1)).trimEnd()}…`;
}

/** "TX 78701…": a comma before it separates the city from its state and ZIP, which stay on one row. */
const STATE_ZIP = /^[A-Za-z]{2}\.?\s+\d{5}/;

/**
 * Where a detail too long for its row is broken: after the last comma that leaves a row at least 40 % full
 * and does not part a city from its state ("1200 Congress Ave, Suite 400," / "Austin, TX 78701"), else at the
 * last space; -1 when there is none.
 */
function breakAt(text: string, budget: number): number {
  const head = text.slice(0, budget + 1);
  for (let comma = head.lastIndexOf(', '); comma >= 0; comma = head.lastIndexOf(', ', comma - 1)) {
    if (comma + 1 > budget) continue;
    if (comma + 1 < budget * 0.4) break;
    if (!STATE_ZIP.test(text.slice(comma + 2))) return comma + 1;
  }
  const space = head.lastIndexOf(' ');
  return space > 0 ? space : -1;
}

/**
 * The rows of a stacked block whose long details wrap (`maxRows`): each detail starts a row and continues on
 * the next at a comma or a space; when the rows run out the last one ends in an ellipsis.
 */
export function wrapDetails(values: readonly string[], zone: TContactZone, maxRows: number): string[] {
  const budget = charBudget(zone.width, zone.fontSize);
  const rows: string[] = [];
  for (const value of values) {
    let rest = value;
    while (rest !== '') {
      if (rows.length === maxRows) {
        const last = rows[maxRows - 1]!;
        rows[maxRows - 1] = `${last.slice(0, Math.min(last.length, budget - 1)).trimEnd()}…`;
        return rows;
      }
      if (rest.length <= budget) {
        rows.push(rest);
        break;
      }
      const cut = breakAt(rest, budget);
      if (cut < 0) {
        rows.push(fitText(rest, zone.width, zone.fontSize));
        break;
      }
      rows.push(rest.slice(0, cut).trimEnd());
      rest = rest.slice(cut).trimStart();
    }
  }
  return rows;
}

function anchorX(zone: TContactZone): number {
  if (zone.align === 'middle') return zone.x + zone.width / 2;
  if (zone.align === 'end') return zone.x + zone.width;
  return zone.x;
}

/** The details that print, in the template's order: enabled, non-empty, at most the template's limit. */
export function printableDetails(rules: TemplateFieldRules, contactInfo: readonly PrintedDetail[]): string[] {
  const entered = contactInfo
    .map((d) => ({ type: d.type, value: d.value.trim() }))
    .filter((d) => d.value !== '' && rules[ENABLED[d.type]] === true);
  return PRINT_ORDER.flatMap((type) => entered.filter((d) => d.type === type).map((d) => d.value)).slice(
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
  if (!zone) return { logo, lines: [] };
  const values = printableDetails(rules, details.contactInfo);
  if (values.length === 0) return { logo, lines: [] };
  const shown = values.slice(0, zone.maxLines);
  const texts =
    zone.layout === 'inline'
      ? [values.join(INLINE_SEPARATOR)]
      : zone.maxRows
        ? wrapDetails(shown, zone, zone.maxRows)
        : shown;
  const x = anchorX(zone);
  const lines = texts.map((text, i) => ({
    text: fitText(text, zone.width, zone.fontSize),
    x,
    y: zone.y + i * zone.lineHeight,
    anchor: zone.align,
    fontSize: zone.fontSize,
    fontFamily: zone.fontFamily,
    color: zone.color,
  }));
  return { logo, lines };
}
