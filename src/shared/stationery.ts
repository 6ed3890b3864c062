/**
 * The stationery's geometry, defined once (mm, origin top-left of the card side, y downwards): a 7 × 5 in
 * postcard whose back carries the handwritten message on the left and the address block on the right, with
 * the postage corner and the USPS barcode clear zone (bottom 5/8 in, right 4 3/4 in) kept free of ink.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const INCH = 25.4;

export const CARD = { width: 7 * INCH, height: 5 * INCH } as const;
/** Print bleed around the card's artwork. */
export const BLEED_MM = 0.125 * INCH;
/** Nothing the pen writes comes closer than this to a card edge. */
export const SAFE_MARGIN_MM = 8;

/** USPS barcode clear zone on the address side: kept free of ink. */
export const BARCODE_CLEAR_ZONE: Rect = {
  x: CARD.width - 4.75 * INCH,
  y: CARD.height - (5 / 8) * INCH,
  width: 4.75 * INCH,
  height: (5 / 8) * INCH,
};

/** Where the message is written: the left part of the back, above the barcode clear zone. */
export const MESSAGE_AREA: Rect = {
  x: SAFE_MARGIN_MM,
  y: SAFE_MARGIN_MM,
  width: 88,
  height: BARCODE_CLEAR_ZONE.y - SAFE_MARGIN_MM,
};

/** The printed divider between message and address halves (x position). */
export const DIVIDER_X = MESSAGE_AREA.x + MESSAGE_AREA.width + 4;

/** The postage (stamp or indicia) corner, top right. */
export const POSTAGE_AREA: Rect = {
  x: CARD.width - SAFE_MARGIN_MM - 24,
  y: SAFE_MARGIN_MM,
  width: 24,
  height: 28,
};

/** Where the recipient's address is written: the right part of the back, below the postage corner. */
export const ADDRESS_AREA: Rect = {
  x: DIVIDER_X + 4,
  y: 50,
  width: Math.round((CARD.width - SAFE_MARGIN_MM - (DIVIDER_X + 4)) * 100) / 100,
  height: 40,
};

/** Cap-height bounds (mm): the message uses the largest that fits; the address block stays compact. */
export const MESSAGE_LETTER_HEIGHT_MM = { min: 3.2, max: 7 } as const;
export const ADDRESS_LETTER_HEIGHT_MM = { min: 2.8, max: 4.2 } as const;
