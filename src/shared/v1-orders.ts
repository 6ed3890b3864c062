import { z } from 'zod';
import { CUSTOMER_SHOWN_ORDER_STATUSES } from './statuses';
import { STATUS_SUBJECTS } from './tracking';
import { ZV1ArrivalSchema } from './v1-campaigns';
import {
  v1Cents,
  v1Created,
  v1Currency,
  v1Livemode,
  v1Object,
  v1Time,
  v1TimeOrNull,
  v1Uuid,
} from './v1-fields';
import { v1CreatedFilter, v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { zV1Metadata } from './v1-metadata';

/** A paid (or since refunded) order as /v1 shows it; amounts in cents. */
const ZV1OrderSchema = z
  .object({
    object: v1Object('order'),
    id: v1Uuid('The order.'),
    livemode: v1Livemode(),
    campaign_id: v1Uuid('The campaign it paid for.'),
    status: z.string().meta({ description: "The order's status.", examples: ['paid', 'refunded'] }),
    amount: v1Cents('What was charged.'),
    amount_refunded: v1Cents('What was refunded of it (0 when nothing).'),
    currency: v1Currency(),
    created: v1Created(),
    paid_at: v1TimeOrNull('When the payment succeeded (UTC); null while it has not.'),
    arrival: ZV1ArrivalSchema.describe("Its campaign's arrival, as `GET /v1/campaigns/{id}` shows it."),
    metadata: zV1Metadata(
      "Its campaign's metadata (set with `POST /v1/campaigns/{id}`): an order is tagged through its campaign.",
    ),
  })
  .meta({
    id: 'Order',
    description: "A campaign's payment, and what became of it.",
  });
export type V1Order = z.infer<typeof ZV1OrderSchema>;

/** One status change of the order, its campaign or its notes ('written' / 'mailed'); who made it is not shown. */
const ZV1StatusChangeSchema = z
  .object({
    subject: z.enum(STATUS_SUBJECTS).describe('What changed: the campaign, the order or its notes.'),
    status: z
      .string()
      .meta({ description: "The new status ('written' / 'mailed' for notes).", examples: ['processing'] }),
    from_status: z.string().nullable().describe('The status before, or null.'),
    at: v1Time('When (UTC).'),
  })
  .meta({ id: 'StatusChange', description: 'One status change.' });

/** One order, with every status its campaign and order went through, oldest first. */
export const ZV1OrderDetailSchema = ZV1OrderSchema.extend({
  status_history: z.array(ZV1StatusChangeSchema).describe('Every status change, oldest first.'),
}).meta({
  id: 'OrderWithHistory',
  description: 'An order with every status its campaign and order went through.',
});

export type V1OrderDetail = z.infer<typeof ZV1OrderDetailSchema>;

export const ZV1OrderListSchema = zV1List(ZV1OrderSchema);

/** `GET /v1/orders`: filters by status, campaign, when made and the campaign's metadata. */
export const ZV1OrderListQuerySchema = zV1ListQuery({
  status: z.enum(CUSTOMER_SHOWN_ORDER_STATUSES).optional().describe('Only orders in this status.'),
  campaign_id: v1Uuid("Only the order of this campaign (a campaign's `order_id` names it too).").optional(),
  created: v1CreatedFilter(),
  metadata: v1MetadataFilter().describe(
    "Only orders whose campaign's metadata has each key given with that value.",
  ),
});
