/**
 * Where a template's artwork leaves room for the customer's own details: a logo box and a contact block per
 * side, in the card coordinates of its 700 × 500 artwork. The artwork itself carries no placeholders; every
 * view draws the details into these zones (the customer's own, or sample ones in the design library).
 */
import { z } from 'zod';

export const CARD_WIDTH = 700;
export const CARD_HEIGHT = 500;

const ZCoord = z.number().min(0).max(CARD_WIDTH);
const ZHex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** The box a logo is fitted into (aspect ratio kept). `color` draws the sample badge in showcase views. */
const ZLogoZoneSchema = z.object({
  x: ZCoord,
  y: ZCoord,
  width: z.number().positive().max(CARD_WIDTH),
  height: z.number().positive().max(CARD_HEIGHT),
  color: ZHex,
});
export type TLogoZone = z.infer<typeof ZLogoZoneSchema>;

/**
 * The contact block: `x`/`width` bound it horizontally (`align` picks the left edge, centre or right edge);
 * `y` is the baseline of the first line. `stack` prints one detail per line; `inline` joins them on one line.
 * `maxRows`: the rows the block may take when a long detail (a full return address) wraps onto the next row
 * (an inline block starts a new row between details); without it a stack keeps to `maxLines` rows and an
 * inline block to one. `minFontSize`: the smallest size the details may shrink to before they wrap
 * (absent: 80 % of `fontSize`, never under 8). `grow`: rows go down from `y` (the first baseline), or up from
 * it (`y` is the last baseline: a block on the card's bottom edge). Nothing is ever cut: what cannot fit is
 * refused (src/shared/place-card-details.ts).
 */
const ZContactZoneSchema = z.object({
  x: ZCoord,
  y: ZCoord,
  width: z.number().positive().max(CARD_WIDTH),
  lineHeight: z.number().positive().max(100),
  maxLines: z.number().int().min(1).max(5),
  align: z.enum(['start', 'middle', 'end']),
  color: ZHex,
  fontSize: z.number().positive().max(60),
  fontFamily: z.enum(['sans', 'serif']),
  layout: z.enum(['stack', 'inline']),
  maxRows: z.number().int().min(1).max(12).optional(),
  minFontSize: z.number().min(6).max(60).optional(),
  grow: z.enum(['down', 'up']).optional(),
});
export type TContactZone = z.infer<typeof ZContactZoneSchema>;

const ZSideZonesSchema = z.object({
  logo: ZLogoZoneSchema.nullable(),
  contact: ZContactZoneSchema.nullable(),
});
export type TSideZones = z.infer<typeof ZSideZonesSchema>;

const ZZoneColorsSchema = z.object({ logo: ZHex, contact: ZHex });

/**
 * A template's zones. Colour variants repaint the artwork, so a variant may print its details in other colours
 * (keyed by variant name; absent = the zone's own colour): `logo`/`contact` for the front, `back` for the back
 * (a variant with its own back artwork). The geometry is the same for every variant.
 */
export const ZCardZonesSchema = z.object({
  front: ZSideZonesSchema.nullable(),
  back: ZSideZonesSchema.nullable(),
  variantColors: z
    .record(z.string(), ZZoneColorsSchema.extend({ back: ZZoneColorsSchema.optional() }))
    .optional(),
});
export type TCardZones = z.infer<typeof ZCardZonesSchema>;

/** The side's zones, in the colours of the chosen variant (its front, and its back when it repaints the back). */
export function zonesFor(
  zones: TCardZones | null | undefined,
  side: 'front' | 'back',
  variant?: string | null,
): TSideZones | null {
  const own = zones?.[side];
  if (!own) return null;
  const variantColors = variant ? zones?.variantColors?.[variant] : undefined;
  const colors = side === 'front' ? variantColors : variantColors?.back;
  if (!colors) return own;
  return {
    logo: own.logo ? { ...own.logo, color: colors.logo } : null,
    contact: own.contact ? { ...own.contact, color: colors.contact } : null,
  };
}
