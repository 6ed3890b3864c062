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
export const ZLogoZoneSchema = z.object({
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
 * `maxRows` (stack): the rows the block may take when a long detail (a full return address) wraps onto the
 * next row; without it a detail wider than the block is cut with an ellipsis.
 */
export const ZContactZoneSchema = z.object({
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
});
export type TContactZone = z.infer<typeof ZContactZoneSchema>;

export const ZSideZonesSchema = z.object({
  logo: ZLogoZoneSchema.nullable(),
  contact: ZContactZoneSchema.nullable(),
});
export type TSideZones = z.infer<typeof ZSideZonesSchema>;

/**
 * A template's zones. Colour variants repaint the front's artwork, so a variant may print its front details
 * in other colours (keyed by variant name; absent = the zone's own colour). Every variant shares one back.
 */
export const ZCardZonesSchema = z.object({
  front: ZSideZonesSchema.nullable(),
  back: ZSideZonesSchema.nullable(),
  variantColors: z.record(z.string(), z.object({ logo: ZHex, contact: ZHex })).optional(),
});
export type TCardZones = z.infer<typeof ZCardZonesSchema>;

/** The side's zones, the front's in the colours of the chosen variant. */
export function zonesFor(
  zones: TCardZones | null | undefined,
  side: 'front' | 'back',
  variant?: string | null,
): TSideZones | null {
  const own = zones?.[side];
  if (!own) return null;
  const colors = variant && side === 'front' ? zones?.variantColors?.[variant] : undefined;
  if (!colors) return own;
  return {
    logo: own.logo ? { ...own.logo, color: colors.logo } : null,
    contact: own.contact ? { ...own.contact, color: colors.contact } : null,
  };
}
