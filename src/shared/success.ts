import { z } from 'zod';

/** The answer of writes that have nothing else to say (sign-out, deletes): `{success: true}`. */
export const ZSuccessSchema = z.object({ success: z.literal(true) });
