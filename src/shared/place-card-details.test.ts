import { describe, expect, it } from 'vitest';
import { type TCardZones, type TContactZone, type TSideZones, zonesFor } from './card-zones';
import { designDetailProblems, detailProblems } from './detail-problems';
import { textWidth } from './detail-text-width';
import {
  INLINE_SEPARATOR,
  minFontSizeOf,
  type PlacedLine,
  type PrintedDetail,
  placeCardDetails,
  type TemplateFieldRules,
} from './place-card-details';
import { UPLOAD_RULES, UPLOAD_ZONES } from './upload-detail-zones';

const RULES: TemplateFieldRules = {
  logoEnabled: true,
  websiteEnabled: true,
  emailEnabled: true,
  phoneEnabled: true,
  addressEnabled: false,
  socialMediaEnabled: true,
  maxContactFields: 4,
};

const STACK: TSideZones = {
  logo: { x: 600, y: 390, width: 64, height: 64, color: '#2e3f55' },
  contact: {
    x: 424,
    y: 396,
    width: 180,
    lineHeight: 20,
    maxLines: 3,
    align: 'start',
    color: '#2e3f55',
    fontSize: 13,
    fontFamily: 'sans',
    layout: 'stack',
  },
};

const texts = (zones: TSideZones, rules: TemplateFieldRules, contactInfo: PrintedDetail[]) =>
  placeCardDetails(zones, rules, { contactInfo }).lines.map((l) => l.text);

describe('placeCardDetails', () => {
  it('prints only the fields the template enables and the customer entered, in the template order', () => {
    const lines = texts(STACK, RULES, [
      { type: 'email', value: 'ann@acme.test' },
      { type: 'address', value: '1 Elm St' },
      { type: 'phone', value: ' (312) 555-0100 ' },
      { type: 'website', value: '' },
    ]);
    expect(lines).toEqual(['(312) 555-0100', 'ann@acme.test']);
  });

  it('stacks one line per detail down from the zone, at most maxLines', () => {
    const placed = placeCardDetails(STACK, RULES, {
      contactInfo: [
        { type: 'socialMedia', value: '@acme' },
        { type: 'website', value: 'acme.test' },
        { type: 'email', value: 'a@acme.test' },
        { type: 'phone', value: '312 555 0100' },
      ],
    });
    expect(placed.lines.map((l) => [l.text, l.x, l.y])).toEqual([
      ['acme.test', 424, 396],
      ['312 555 0100', 424, 416],
      ['a@acme.test', 424, 436],
    ]);
    expect(placed.lines[0]).toMatchObject({ anchor: 'start', fontSize: 13, color: '#2e3f55' });
  });

  it('keeps to the template limit even when the zone has room', () => {
    const lines = texts(STACK, { ...RULES, maxContactFields: 1 }, [
      { type: 'website', value: 'acme.test' },
      { type: 'phone', value: '312 555 0100' },
    ]);
    expect(lines).toEqual(['acme.test']);
  });

  it('joins details on one centred line for an inline zone', () => {
    const inline: TSideZones = {
      logo: null,
      contact: { ...STACK.contact!, x: 40, width: 620, align: 'middle', layout: 'inline', maxLines: 1 },
    };
    const placed = placeCardDetails(inline, RULES, {
      contactInfo: [
        { type: 'phone', value: '312 555 0100' },
        { type: 'website', value: 'acme.test' },
      ],
    });
    expect(placed.lines).toHaveLength(1);
    expect(placed.lines[0]).toMatchObject({ text: `acme.test${INLINE_SEPARATOR}312 555 0100`, x: 350 });
  });
  it('draws no sample details and no logo when the customer entered nothing', () => {
    const placed = placeCardDetails(STACK, RULES, { contactInfo: [], logoUrl: null });
    expect(placed).toEqual({ logo: null, lines: [], refused: [] });
    const blank = placeCardDetails(STACK, RULES, { contactInfo: [{ type: 'phone', value: '   ' }] });
    expect(blank.lines).toEqual([]);
  });

  it('fits the logo into the logo box only when the template allows a logo', () => {
    const details = { logoUrl: 'blob:logo', contactInfo: [] };
    expect(placeCardDetails(STACK, RULES, details).logo).toEqual({
      href: 'blob:logo',
      x: 600,
      y: 390,
      width: 64,
      height: 64,
    });
    expect(placeCardDetails(STACK, { ...RULES, logoEnabled: false }, details).logo).toBeNull();
    expect(placeCardDetails(null, RULES, details)).toEqual({ logo: null, lines: [], refused: [] });
  });
});

/** A return-address corner like the seeded backs': 258 wide, 10 units, rows for a wrapped address. */
const CORNER: TContactZone = {
  x: 392,
  y: 150,
  width: 258,
  lineHeight: 12,
  maxLines: 3,
  maxRows: 5,
  align: 'start',
  color: '#17253e',
  fontSize: 10,
  fontFamily: 'sans',
  layout: 'stack',
};
const ALL: TemplateFieldRules = { ...RULES, addressEnabled: true, maxContactFields: 5 };
const STREET = '24001 North Lakeside Boulevard, Building 12-C'; // 45 characters
const ADDRESS = { type: 'address' as const, value: `${STREET}, Madison, WI 53703` };
const EMAIL = { type: 'email' as const, value: 'appointments.frontdesk@lakesidefamilydental.com' };

function fitsItsZone(lines: readonly PlacedLine[], zone: TContactZone) {
  for (const line of lines) {
    expect(line.text).not.toContain('…');
    expect(textWidth(line.text, line.fontSize, line.fontFamily)).toBeLessThanOrEqual(zone.width);
    expect(line.fontSize).toBeGreaterThanOrEqual(minFontSizeOf(zone));
  }
}

describe('fitting details: never cut', () => {
  it("prints a detail a little too long in smaller type, down to the zone's smallest size, on one line", () => {
    const zone = { ...CORNER, maxRows: undefined };
    const value = '1200 Congress Avenue, Suite 400, Austin, TX 78701';
    expect(textWidth(value, zone.fontSize)).toBeGreaterThan(zone.width);
    const placed = placeCardDetails({ logo: null, contact: zone }, ALL, {
      contactInfo: [{ type: 'address', value }],
    });
    expect(placed.lines.map((l) => l.text)).toEqual([value]);
    expect(placed.lines[0]!.fontSize).toBeLessThan(10);
    expect(placed.refused).toEqual([]);
    fitsItsZone(placed.lines, zone);
  });

  it('wraps what does not fit at the smallest size onto the rows the zone allows, never parting city and state', () => {
    const placed = placeCardDetails({ logo: null, contact: CORNER }, ALL, {
      contactInfo: [{ type: 'phone', value: '(608) 555-0142' }, ADDRESS],
    });
    expect(placed.lines.map((l) => [l.text, l.y])).toEqual([
      ['(608) 555-0142', 150],
      [`${STREET},`, 162],
      ['Madison, WI 53703', 174],
    ]);
    fitsItsZone(placed.lines, CORNER);
  });

  it('breaks a long e-mail address before its @ when a zone allows a second row', () => {
    const zone = { ...CORNER, width: 170, fontSize: 13, lineHeight: 18, maxRows: 3 };
    const placed = placeCardDetails({ logo: null, contact: zone }, ALL, { contactInfo: [EMAIL] });
    expect(placed.lines.map((l) => l.text)).toEqual(['appointments.frontdesk', '@lakesidefamilydental.com']);
    fitsItsZone(placed.lines, zone);
  });

  it('refuses, by name, a detail the zone cannot hold whole, and never prints an ellipsis', () => {
    const zone = { ...CORNER, width: 170, fontSize: 13, lineHeight: 18, maxLines: 1, maxRows: undefined };
    const zones: TCardZones = { front: { logo: null, contact: zone }, back: null };
    const placed = placeCardDetails(zones.front, ALL, { contactInfo: [EMAIL] });
    expect(placed.refused).toEqual([EMAIL]);
    expect(placed.lines.some((l) => l.text.includes('…'))).toBe(false);
    expect(detailProblems(zones, ALL, [EMAIL])).toEqual([
      `Your email address "${EMAIL.value}" is too long to print on this design, even in smaller type on the lines it allows. Shorten it or leave it off.`,
    ]);
    // Each detail fits alone, together they need more rows than there are: the one taking most rows is named.
    const two: TCardZones = { front: { logo: null, contact: { ...CORNER, maxRows: 3 } }, back: null };
    const both = [
      { type: 'website' as const, value: 'www.lakesidefamilydentistry-madison.com' },
      ADDRESS,
      EMAIL,
    ];
    expect(detailProblems(two, ALL, both)).toEqual([
      `Your details need more lines than this design has: shorten your address "${ADDRESS.value}" or leave a detail off.`,
    ]);
    expect(detailProblems(two, ALL, both.slice(0, 2))).toEqual([]);
  });

  it('starts a new row between inline details, growing up from a block on the bottom edge', () => {
    const zone: TContactZone = {
      ...CORNER,
      x: 40,
      y: 492,
      width: 620,
      fontSize: 11,
      lineHeight: 13,
      maxLines: 1,
      maxRows: 2,
      align: 'middle',
      layout: 'inline',
      grow: 'up',
    };
    const contactInfo = [
      { type: 'website' as const, value: 'www.lakesidefamilydentistry-madison.com' },
      { type: 'phone' as const, value: '(608) 555-0142 ext. 204' },
      EMAIL,
      ADDRESS,
    ];
    const placed = placeCardDetails({ logo: null, contact: zone }, ALL, { contactInfo });
    expect(placed.lines).toHaveLength(2);
    expect(placed.lines.map((l) => l.y)).toEqual([479, 492]);
    expect(placed.lines.map((l) => l.text).join(INLINE_SEPARATOR)).toBe(
      contactInfo.map((d) => d.value).join(INLINE_SEPARATOR),
    );
    fitsItsZone(placed.lines, zone);
  });

  it("holds long realistic details in the upload band, its last row on the band's bottom line", () => {
    const contactInfo = [
      { type: 'website' as const, value: 'www.lakesidefamilydentistry-madison.com' },
      EMAIL,
      ADDRESS,
    ];
    expect(designDetailProblems(null, contactInfo)).toEqual([]);
    const placed = placeCardDetails(UPLOAD_ZONES.front, UPLOAD_RULES, { contactInfo });
    expect(placed.lines.at(-1)!.y).toBe(475);
    fitsItsZone(placed.lines, UPLOAD_ZONES.front!.contact!);
  });

  it('fuzz: any details, any zone: every printed line fits its zone whole, or the detail is refused', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const words = [
      'Lakeside',
      'Boulevard,',
      'Suite',
      '1200',
      'info@',
      'www.',
      'example-dental.com',
      'Madison,',
      'WI',
      '53703',
      '@handle',
      'x'.repeat(30),
    ];
    for (let n = 0; n < 300; n++) {
      const zone: TContactZone = {
        ...CORNER,
        width: 120 + Math.floor(rand() * 500),
        fontSize: 9 + Math.floor(rand() * 6),
        layout: rand() < 0.5 ? 'stack' : 'inline',
        maxLines: 3,
        maxRows: rand() < 0.5 ? undefined : 2 + Math.floor(rand() * 4),
      };
      const contactInfo = (['website', 'phone', 'email'] as const).map((type) => ({
        type,
        value: Array.from(
          { length: 1 + Math.floor(rand() * 8) },
          () => words[Math.floor(rand() * words.length)],
        ).join(' '),
      }));
      const placed = placeCardDetails({ logo: null, contact: zone }, ALL, { contactInfo });
      if (placed.refused.length > 0) continue;
      fitsItsZone(placed.lines, zone);
      expect(placed.lines.length).toBeLessThanOrEqual(zone.maxRows ?? (zone.layout === 'inline' ? 1 : 3));
    }
  });
});

describe('zonesFor', () => {
  it("prints the back in the chosen variant's colours when the template repaints its back", () => {
    const zones: TCardZones = {
      front: { logo: null, contact: { ...CORNER, color: '#ffffff' } },
      back: { logo: null, contact: CORNER },
      variantColors: {
        'Racing Red': { logo: '#ffffff', contact: '#fefefe', back: { logo: '#7d1520', contact: '#64161f' } },
      },
    };
    expect(zonesFor(zones, 'back', 'Racing Red')?.contact?.color).toBe('#64161f');
    expect(zonesFor(zones, 'front', 'Racing Red')?.contact?.color).toBe('#fefefe');
    expect(zonesFor(zones, 'back', 'Navy')?.contact?.color).toBe(CORNER.color);
  });
});
