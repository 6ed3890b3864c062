import { z } from 'zod';
import { ZCampaignSchema, ZCreateCampaignSchema, ZDeliveryDateSchema } from './campaign';
import {
  v1Cents,
  v1Count,
  v1Created,
  v1Currency,
  v1Day,
  v1DayOrNull,
  v1Livemode,
  v1Object,
  v1Text,
  v1Uuid,
  v1UuidOrNull,
} from './v1-fields';
import { v1CreatedFilter, v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { ZV1MetadataInputSchema, zV1Metadata } from './v1-metadata';

const site = ZCreateCampaignSchema.shape;

const V1_CAMPAIGN_MESSAGES = {
  templateId: 'Choose a design: template_id is the id of a template from GET /v1/templates.',
  deliveryDate: 'Please choose a delivery date (YYYY-MM-DD).',
} as const;

/**
 * `POST /v1/campaigns`: the site's campaign fields (same rules, same messages) under the API's snake_case
 * names. The design is a template from `GET /v1/templates`; prices, totals and status are the server's. The
 * site lets a draft lack a design or a date until checkout; the API's campaign is priced and checked at once,
 * so both are required here, where a missing one is a 400 naming it.
 */
export const ZV1CreateCampaignSchema = z.strictObject({
  name: site.name.describe('Your name for the campaign (not printed).'),
  message: site.message.meta({
    description: 'The note, with merge fields such as `{{first_name}}` filled per recipient.',
    examples: ['Thanks for your order, {{first_name}}!'],
  }),
  style: site.handwritingStyle.describe(
    "The handwriting style (`GET /v1/styles`); 'professional' if absent.",
  ),
  naturalness: site.naturalness.describe("0 neat … 1 natural; null or absent: the style's default."),
  template_id: z
    .number({ error: V1_CAMPAIGN_MESSAGES.templateId })
    .int(V1_CAMPAIGN_MESSAGES.templateId)
    .positive(V1_CAMPAIGN_MESSAGES.templateId)
    .meta({ description: 'The design (`GET /v1/templates`).', examples: [12] }),
  variant: site.selectedVariantId.describe(
    "The design's colour variant (`variants[].name`); absent: Default.",
  ),
  contact_fields: site.contactFields.describe('Contact details printed on the card.'),
  delivery_date: z
    .string({ error: V1_CAMPAIGN_MESSAGES.deliveryDate })
    .pipe(ZDeliveryDateSchema)
    .meta({
      description: 'The day the notes should have arrived by: a business day far enough out for production.',
      format: 'date',
      examples: ['2026-12-01'],
    }),
  metadata: ZV1MetadataInputSchema.optional(),
});

/** `POST /v1/campaigns/{id}`: what may change on any campaign, draft or sent (its metadata). */
export const ZV1UpdateCampaignSchema = z.strictObject({
  metadata: ZV1MetadataInputSchema,
});

/** `GET /v1/campaigns`: filters by status, when made and metadata. */
export const ZV1CampaignListQuerySchema = zV1ListQuery({
  status: ZCampaignSchema.shape.status.optional().describe('Only campaigns in this status.'),
  created: v1CreatedFilter(),
  metadata: v1MetadataFilter(),
});

const shown = ZCampaignSchema.shape;

/**
 * When the notes arrive, by the one delivery rule (src/shared/delivery-date.ts): the dates the site's
 * checkout, confirmation page and e-mail ("Arrives by …, mailed …") and the account's order page show.
 */
export const ZV1ArrivalSchema = z
  .object({
    mail_by: v1Day(
      'The day the notes are mailed so that the slowest USPS transit still arrives by the delivery date.',
    ),
    mailed_on: v1DayOrNull('The day the last note was mailed, once every note is; until then null.'),
    arrives_from: v1Day(
      'The earliest day a note arrives (from the actual mailing day once every note is mailed).',
    ),
    arrives_by: v1Day(`The day every note has arrived by: the site's "Arrives by".`),
  })
  .meta({ id: 'Arrival', description: 'When the notes are mailed and arrive (calendar days).' })
  .nullable()
  .describe('When the notes arrive; null without a delivery date, and once the campaign is cancelled.');
export type V1Arrival = z.infer<typeof ZV1ArrivalSchema>;

const field = shown.contactFields.element.shape;

/** A contact detail printed on the card (website, e-mail, phone, address or a social account). */
export const ZV1ContactFieldSchema = z
  .object({
    type: field.type.describe('What the detail is; the template must have a place for it.'),
    value: field.value.meta({ description: 'The text printed on the card.', examples: ['www.example.com'] }),
    platform: field.platform.describe('For `socialMedia` only: the network the account is on.'),
  })
  .meta({ id: 'ContactField', description: 'A contact detail printed on the front of the card.' });

export const ZV1CampaignSchema = z
  .object({
    object: v1Object('campaign'),
    id: v1Uuid('The campaign.'),
    livemode: v1Livemode(),
    name: v1Text('Your name for the campaign (not printed).'),
    message: v1Text('The note, with merge fields such as `{{first_name}}` filled per recipient.'),
    status: shown.status.describe(
      '`draft` until submitted; `pending` paid and queued; `processing` being written; `completed` mailed; `cancelled`.',
    ),
    style: shown.handwritingStyle.describe('The handwriting style (`GET /v1/styles`).'),
    naturalness: z
      .number()
      .nullable()
      .describe("0 neat … 1 natural; null: the style's default (`default_naturalness`)."),
    template_id: z.number().int().nullable().describe('The design (`GET /v1/templates`).'),
    variant: z
      .string()
      .nullable()
      .describe("The design's colour variant (`variants[].name`); null: Default."),
    contact_fields: z.array(ZV1ContactFieldSchema).describe('Contact details printed on the card.'),
    delivery_date: v1DayOrNull('The day the notes should have arrived by (a business day).'),
    arrival: ZV1ArrivalSchema,
    notes: v1Count('How many notes: one per recipient.'),
    price_per_note: v1Cents('The price of one note at this volume (the checkout tiers).'),
    amount: v1Cents('What the campaign costs: `notes` × `price_per_note`.'),
    currency: v1Currency(),
    order_id: v1UuidOrNull('Its order (`GET /v1/orders/{id}`) once paid; null until then.'),
    metadata: zV1Metadata(),
    created: v1Created(),
  })
  .meta({ id: 'Campaign', description: 'A campaign: one message, one design, sent to its recipients.' });
export type V1Campaign = z.infer<typeof ZV1CampaignSchema>;

export const ZV1CampaignListSchema = zV1List(ZV1CampaignSchema);
