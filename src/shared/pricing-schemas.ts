import { z } from 'zod';
import { MAX_NOTE_COUNT } from './pricing';

export const ZCalculatePricingSchema = z.object({
  noteCount: z
    .number({ message: 'noteCount must be a whole number between 1 and 100000.' })
    .int('noteCount must be a whole number between 1 and 100000.')
    .min(1, 'noteCount must be a whole number between 1 and 100000.')
    .max(MAX_NOTE_COUNT, 'noteCount must be a whole number between 1 and 100000.'),
});

export const ZPricingResultSchema = z.object({
  total: z.string(),
  pricePerNote: z.string(),
  savings: z.string(),
});
