import { describe, expect, it } from 'vitest';
import type { TSideZones } from './card-zones';
import {
  INLINE_SEPARATOR,
  type PrintedDetail,
  placeCardDetails,
  type TemplateFieldRules,
} from './place-card-details';

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

  it('joins details on one centred line for an inline zone and trims what does not fit', () => {
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

    const narrow = { ...inline, contact: { ...inline.contact!, width: 60 } };
    const [cut] = texts(narrow, RULES, [{ type: 'website', value: 'www.a-very-long-business-name.test' }]);
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut!.length).toBeLessThan(12);
  });

  it('wraps a long return address onto the next rows of a zone with maxRows, never parting city and state', () => {
    const corner: TSideZones = {
      logo: null,
      contact: { ...STACK.contact!, width: 240, fontSize: 10, lineHeight: 12, maxRows: 5 },
    };
    const rules = { ...RULES, addressEnabled: true };
    const address = { type: 'address' as const, value: '1200 Congress Avenue, Suite 400, Austin, TX 78701' };
    const placed = placeCardDetails(corner, rules, {
      contactInfo: [{ type: 'phone', value: '(512) 555-0142' }, address],
    });
    expect(placed.lines.map((l) => [l.text, l.y])).toEqual([
      ['(512) 555-0142', 396],
      ['1200 Congress Avenue, Suite 400,', 408],
      ['Austin, TX 78701', 420],
    ]);
    // Without maxRows the same zone cuts the detail; out of rows, the last row ends in an ellipsis.
    expect(
      texts({ logo: null, contact: { ...corner.contact!, maxRows: undefined } }, rules, [address]),
    ).toEqual(['1200 Congress Avenue, Suite 400, Aust…']);
    const short = { logo: null, contact: { ...corner.contact!, maxRows: 1 } };
    expect(texts(short, rules, [address])).toEqual(['1200 Congress Avenue, Suite 400,…']);
  });

  it('draws no sample details and no logo when the customer entered nothing', () => {
    const placed = placeCardDetails(STACK, RULES, { contactInfo: [], logoUrl: null });
    expect(placed).toEqual({ logo: null, lines: [] });
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
    expect(placeCardDetails(null, RULES, details)).toEqual({ logo: null, lines: [] });
  });
});
