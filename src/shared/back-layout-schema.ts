/**
 * The stored and sent shape of a card back's layout (src/shared/back-layout.ts): every number in mm on the
 * 177.8 × 127 mm back, checked with the same rules the renderer relies on (`backLayoutProblems`).
 */
import { z } from 'zod';
import {
  backLayoutProblems,
  PRINTED_ELEMENT_KINDS,
  type TBackLayout,
  type TPrintedElement,
  type TRuling,
  type TWritingArea,
} from './back-layout';
import { CARD } from './stationery';

/** The card's size to 0.01 mm (177.8 × 127), the data's precision. */
const WIDTH = Math.round(CARD.width * 100) / 100;
const HEIGHT = Math.round(CARD.height * 100) / 100;

/** One message for any number that is not a size on the card (an emptied field, a negative width…). */
export const BACK_LAYOUT_NUMBER_MESSAGE =
  'Every number of the back layout must be a size in mm on the 177.8 × 127 mm card.';

const mm = (max: number) =>
  z
    .number({ message: BACK_LAYOUT_NUMBER_MESSAGE })
    .finite(BACK_LAYOUT_NUMBER_MESSAGE)
    .max(max, BACK_LAYOUT_NUMBER_MESSAGE);

const ZMmRectSchema = z.object({
  x: mm(WIDTH).min(0, BACK_LAYOUT_NUMBER_MESSAGE),
  y: mm(HEIGHT).min(0, BACK_LAYOUT_NUMBER_MESSAGE),
  width: mm(WIDTH).positive(BACK_LAYOUT_NUMBER_MESSAGE),
  height: mm(HEIGHT).positive(BACK_LAYOUT_NUMBER_MESSAGE),
});

const ZPrintedElementSchema = z.object({
  kind: z.enum(PRINTED_ELEMENT_KINDS),
  rect: ZMmRectSchema,
}) satisfies z.ZodType<TPrintedElement>;

const ZRulingSchema = z.object({
  firstBaselineMm: mm(HEIGHT).positive(BACK_LAYOUT_NUMBER_MESSAGE),
  pitchMm: mm(HEIGHT).positive(BACK_LAYOUT_NUMBER_MESSAGE),
}) satisfies z.ZodType<TRuling>;

const ZWritingAreaSchema = z.object({
  rect: ZMmRectSchema,
  ruling: ZRulingSchema.nullable(),
}) satisfies z.ZodType<TWritingArea>;

/** A layout the pen can write: on the card, the address in the OCR read area, 1.5 mm from printed ink. */
export const ZBackLayoutSchema = z
  .object({
    printed: z.array(ZPrintedElementSchema).max(80),
    message: ZWritingAreaSchema,
    address: ZWritingAreaSchema,
  })
  .superRefine((layout, ctx) => {
    for (const message of backLayoutProblems(layout)) ctx.addIssue({ code: 'custom', message });
  }) satisfies z.ZodType<TBackLayout>;
