import { z } from 'zod';
import { ZCampaignSchema, ZCreateCampaignSchema } from './campaign';
import { zV1List } from './v1-lists';

const site = ZCreateCampaignSchema.shape;

/**
 * `POST /v1/campaigns`: the site's campaign fields (same rules, same messages) under the API's snake_case
 * names. The design is a template from `GET /v1/templates`; prices, totals and status are the server's.
 */
export const ZV1CreateCampaignSchema = z.object({
  name: site.name,
  message: site.message,
  style: site.handwritingStyle,
  naturalness: site.naturalness,
  template_id: site.templateId,
  variant: site.selectedVariantId,
  contact_fields: site.contactFields,
  delivery_date: site.deliveryDate,
});

const shown = ZCampaignSchema.shape;

const DAY = 'A calendar date, YYYY-MM-DD.';

/**
 * When the notes arrive, by the one delivery rule (src/shared/delivery-date.ts): the dates the site's
 * checkout, confirmation page and e-mail ("Arrives by …, mailed …") and the account's order page show.
 */
export const ZV1ArrivalSchema = z
  .object({
    mail_by: z
      .string()
      .describe(
        `${DAY} The day the notes are mailed so that the slowest USPS transit still arrives by the delivery date.`,
      ),
    mailed_on: z
      .string()
      .nullable()
      .describe(`${DAY} The day the last note was mailed, once every note is; until then null.`),
    arrives_from: z
      .string()
      .describe(
        `${DAY} The earliest day a note arrives (from the actual mailing day once every note is mailed).`,
      ),
    arrives_by: z.string().describe(`${DAY} The day every note has arrived by: the site's "Arrives by".`),
  })
  .meta({ id: 'Arrival' })
  .nullable()
  .describe('When the notes arrive; null without a delivery date, and once the campaign is cancelled.');
export type V1Arrival = z.infer<typeof ZV1ArrivalSchema>;

/** A contact detail printed on the card (website, e-mail, phone, address or a social account). */
export const ZV1ContactFieldSchema = shown.contactFields.element.meta({ id: 'ContactField' });

export const ZV1CampaignSchema = z
  .object({
    object: z.literal('campaign'),
    id: z.string().uuid(),
    livemode: z.boolean(),
    name: z.string(),
    message: z.string(),
    status: shown.status,
    style: shown.handwritingStyle,
    naturalness: z.number().nullable(),
    template_id: z.number().int().nullable(),
    variant: z.string().nullable(),
    contact_fields: z.array(ZV1ContactFieldSchema),
    delivery_date: z.string().nullable(),
    arrival: ZV1ArrivalSchema,
    notes: z.number().int(),
    /** Cents, as the server priced them. */
    price_per_note: z.number().int(),
    amount: z.number().int(),
    currency: z.literal('usd'),
    created: z.string(),
  })
  .meta({ id: 'Campaign' });
export type V1Campaign = z.infer<typeof ZV1CampaignSchema>;

export const ZV1CampaignListSchema = zV1List(ZV1CampaignSchema);
