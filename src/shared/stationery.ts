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
/** Nothing the pen writes comes closer than this to a card edge. */
const SAFE_MARGIN_MM = 8;

/** USPS barcode clear zone on the address side: kept free of ink. */
export const BARCODE_CLEAR_ZONE: Rect = {
  x: CARD.width - 4.75 * INCH,
  y: CARD.height - (5 / 8) * INCH,
  width: 4.75 * INCH,
  height: (5 / 8) * INCH,
};

/**
 * USPS OCR read area on the address side (DMM 202.2.1): from 5/8 in to 2 3/4 in above the bottom edge, 1/2 in
 * in from each side. The recipient's address block lies wholly inside it (and in the back's right half).
 */
export const OCR_READ_AREA: Rect = {
  x: 0.5 * INCH,
  y: CARD.height - 2.75 * INCH,
  width: CARD.width - INCH,
  height: (2.75 - 5 / 8) * INCH,
};

/** Nothing the pen writes comes closer than this to a printed element of the card (header, rules aside). */
export const PRINTED_CLEARANCE_MM = 1.5;

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

/**
 * Where the recipient's address is written: the right part of the back, inside the OCR read area (1 mm in
 * from its top and bottom, its 1/2 in right margin), below the postage corner.
 */
export const ADDRESS_AREA: Rect = {
  x: DIVIDER_X + 4,
  y: Math.round((OCR_READ_AREA.y + 1) * 100) / 100,
  width: Math.floor((OCR_READ_AREA.x + OCR_READ_AREA.width - (DIVIDER_X + 4)) * 100) / 100,
  height: Math.floor((OCR_READ_AREA.height - 2) * 100) / 100,
};

/** Cap-height bounds (mm): the message uses the largest that fits; the address block stays compact. */
export const MESSAGE_LETTER_HEIGHT_MM = { min: 3.2, max: 7 } as const;
export const ADDRESS_LETTER_HEIGHT_MM = { min: 2.8, max: 4.2 } as const;
