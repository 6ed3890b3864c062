import { z } from 'zod';
import { STATUS_SUBJECTS } from './tracking';
import { ZV1ArrivalSchema } from './v1-campaigns';
import { zV1List } from './v1-lists';

/** A paid (or since refunded) order as /v1 shows it; amounts in cents. */
const ZV1OrderSchema = z
  .object({
    object: z.literal('order'),
    id: z.string().uuid(),
    livemode: z.boolean(),
    campaign_id: z.string().uuid(),
    status: z.string(),
    amount: z.number().int(),
    amount_refunded: z.number().int(),
    currency: z.literal('usd'),
    created: z.string(),
    paid_at: z.string().nullable(),
    /** Its campaign's arrival, as GET /v1/campaigns/:id shows it. */
    arrival: ZV1ArrivalSchema,
  })
  .meta({ id: 'Order' });
export type V1Order = z.infer<typeof ZV1OrderSchema>;

/** One status change of the order, its campaign or its notes ('written' / 'mailed'); who made it is not shown. */
const ZV1StatusChangeSchema = z
  .object({
    subject: z.enum(STATUS_SUBJECTS),
    status: z.string(),
    from_status: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'StatusChange' });

/** One order, with every status its campaign and order went through, oldest first. */
export const ZV1OrderDetailSchema = ZV1OrderSchema.extend({
  status_history: z.array(ZV1StatusChangeSchema),
}).meta({ id: 'OrderWithHistory' });

export const ZV1OrderListSchema = zV1List(ZV1OrderSchema);
