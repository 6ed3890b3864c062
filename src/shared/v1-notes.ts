import { z } from 'zod';
import { ZV1SubmitCampaignSchema } from './v1-campaign-actions';
import { ZV1ArrivalSchema, ZV1CampaignSchema, ZV1CreateCampaignSchema } from './v1-campaigns';
import {
  v1Cents,
  v1Created,
  v1Currency,
  v1DayOrNull,
  v1Livemode,
  v1Object,
  v1Text,
  v1Uuid,
  v1UuidOrNull,
} from './v1-fields';
import { zV1Metadata } from './v1-metadata';
import { ZV1RecipientInputSchema, ZV1RecipientSchema } from './v1-recipients';

const campaign = ZV1CreateCampaignSchema.shape;

const V1_NOTE_MESSAGES = {
  oneDate: 'Send either `send_date` or `arrive_by`, not both.',
  sendDateFormat: 'send_date must be a date like 2026-12-01.',
} as const;

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, V1_NOTE_MESSAGES.sendDateFormat)
    .meta({ description, format: 'date', examples: ['2026-12-01'] })
    .optional();

/**
 * `POST /v1/notes`: one note to one recipient, in one call. The campaign's fields (same rules, same
 * messages) with `to` in the recipients endpoint's shape; `send_date` or `arrive_by` (neither: as soon as
 * possible); `payment_method` as on submit (test keys only).
 */
export const ZV1CreateNoteSchema = z
  .strictObject({
    to: ZV1RecipientInputSchema.describe(
      'Who the note is to, as `POST /v1/campaigns/{id}/recipients` takes one.',
    ),
    message: campaign.message,
    merge_fields: ZV1RecipientInputSchema.shape.merge_fields.describe(
      'Values for the message\'s merge fields (`{ "first_name": "Ann" }`); they take precedence over `to.merge_fields`.',
    ),
    template_id: campaign.template_id,
    variant: campaign.variant,
    style: campaign.style,
    naturalness: campaign.naturalness,
    send_date: day(
      'The day the note is mailed (a business day); it then arrives within USPS transit. Not with `arrive_by`.',
    ),
    arrive_by: day(
      'The day the note should have arrived by (a business day far enough out). Not with `send_date`; neither: as soon as possible.',
    ),
    return_address: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({
        description:
          "A return address printed (not handwritten) in the design's contact block, as the site's `address` contact detail: only on a template whose `fields` include `address`. Absent: none.",
        examples: ['Acme Dental, 1 Elm St, Springfield, IL 62701'],
      }),
    metadata: campaign.metadata,
    payment_method: ZV1SubmitCampaignSchema.unwrap().unwrap().shape.payment_method,
  })
  .refine((body) => !(body.send_date && body.arrive_by), {
    message: V1_NOTE_MESSAGES.oneDate,
    path: ['arrive_by'],
  });
export type V1CreateNote = z.output<typeof ZV1CreateNoteSchema>;

/** One note: one recipient's card in its campaign, with its proof, price and arrival. */
export const ZV1NoteSchema = z
  .object({
    object: v1Object('note'),
    id: v1Uuid(
      'The note: the id of its recipient in its campaign (`GET /v1/campaigns/{campaign_id}/recipients`).',
    ),
    campaign_id: v1Uuid('The one-note campaign holding it (`GET /v1/campaigns/{id}`).'),
    order_id: v1UuidOrNull('Its order (`GET /v1/orders/{id}`) once paid.'),
    livemode: v1Livemode(),
    status: ZV1CampaignSchema.shape.status,
    to: ZV1RecipientSchema.describe('The recipient, as stored after the address checks.'),
    return_address: z.string().nullable().describe('The return address printed on the card; null when none.'),
    message: v1Text('The note as sent, merge fields still as `{{field}}` (filled in the proof).'),
    proof_url: v1Text('The back of the card as the pen writes it (`image/svg+xml`), relative to the site.'),
    card_proof_url: v1Text('The card as the recipient holds it (`proof_url` with `?view=card`).'),
    amount: v1Cents('What this note costs (the quote for one note).'),
    currency: v1Currency(),
    send_date: v1DayOrNull('The day the note is mailed by.'),
    arrive_by: v1DayOrNull('The day the note has arrived by.'),
    arrival: ZV1ArrivalSchema,
    metadata: zV1Metadata(),
    created: v1Created(),
  })
  .meta({
    id: 'Note',
    description: 'One handwritten note to one recipient: its campaign, order, proof, price and arrival.',
  });
export type V1Note = z.infer<typeof ZV1NoteSchema>;
