import { z } from 'zod';
import { ZV1CampaignSchema } from './v1-campaigns';
import { v1Cents, v1Currency, v1Livemode, v1Text, v1Time, v1Uuid, v1UuidOrNull } from './v1-fields';
import { zV1Metadata } from './v1-metadata';
import { ZV1OrderDetailSchema } from './v1-orders';
import { ZV1ProgramSchema } from './v1-programs';
import { ZV1RecipientSchema } from './v1-recipients';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhooks';

/*
 * What each webhook event carries (issue 25 §2): `data.object` is the resource exactly as its `GET /v1/...`
 * answers it at the moment of the event, so a receiver parses events with the API's own types. Named here
 * once: the server builds events to these types and the document's `webhooks` section is made from them.
 */

const campaignStatus = ZV1CampaignSchema.shape.status;

/** The failed attempt of `payment.failed`: no order is made, and the campaign can still be paid. */
const ZPaymentFailureSchema = z
  .object({
    object: z.literal('payment_failure').describe('The kind of object: always `payment_failure`.'),
    campaign_id: v1Uuid('The campaign the payment was for: still unpaid, and payable again.'),
    program_id: v1UuidOrNull("The program whose day it was, when a program's card charge failed; else null."),
    payment_intent: z
      .string()
      .nullable()
      .meta({
        description: "The payment's id at the provider, when it has one.",
        examples: ['pi_test_4e1c'],
      }),
    amount: v1Cents('What the payment tried to charge.'),
    currency: v1Currency(),
    failure_code: z.string().meta({
      description:
        '`card_declined`, `insufficient_funds`, or `payment_failed` for any other reason the card was not charged.',
      examples: ['card_declined'],
    }),
    failure_message: v1Text('Why, as the bank or provider put it.').meta({
      examples: ['Your card was declined.'],
    }),
    metadata: zV1Metadata("The campaign's metadata."),
  })
  .meta({ id: 'PaymentFailure', description: 'A payment attempt that was refused; nothing was charged.' });

const ZEndpointPingSchema = z
  .object({
    object: z.literal('webhook_endpoint').describe('The kind of object: always `webhook_endpoint`.'),
    id: v1Uuid('The endpoint the test event was sent to.'),
    url: v1Text('Its URL.'),
  })
  .meta({ id: 'WebhookEndpointPing', description: 'The endpoint a test event was sent to.' });

const ORDER = 'The order as `GET /v1/orders/{id}` answers it.';
const RECIPIENT = "The note's recipient, as `GET /v1/campaigns/{id}/recipients` lists it.";

/** The data of each event type. */
const DATA = {
  'order.paid': z.object({ object: ZV1OrderDetailSchema.describe(ORDER) }),
  'order.refunded': z.object({
    object: ZV1OrderDetailSchema.describe(`${ORDER} After this refund.`),
    previous_attributes: z
      .object({
        status: z.string().describe("The order's status before this refund."),
        amount_refunded: v1Cents('Refunded before this refund.'),
      })
      .describe("The order's fields before this refund."),
    refund: z
      .object({
        id: v1Text("The refund's id at the payment provider."),
        amount: v1Cents('What this refund gave back.'),
        reason: v1Text('Why, as staff recorded it.'),
      })
      .describe('This refund.'),
  }),
  'campaign.status_changed': z.object({
    object: ZV1CampaignSchema.describe(
      'The campaign as `GET /v1/campaigns/{id}` answers it, with the status this change gave it.',
    ),
    previous_attributes: z
      .object({ status: campaignStatus.nullable().describe('The status before.') })
      .describe('The status before this change (null for a campaign made in this status).'),
  }),
  'note.written': z.object({
    object: ZV1RecipientSchema.describe(RECIPIENT),
    campaign_id: v1Uuid('The campaign the note belongs to.'),
  }),
  'note.mailed': z.object({
    object: ZV1RecipientSchema.describe(RECIPIENT),
    campaign_id: v1Uuid('The campaign the note belongs to.'),
  }),
  'program.sends_created': z.object({
    object: ZV1ProgramSchema.describe('The program as `GET /v1/programs/{id}` answers it.'),
    campaign_id: v1Uuid("The campaign made for the day's notes (charged next)."),
    run_date: z.string().meta({ description: 'The day the notes were made for.', format: 'date' }),
    notes: z.number().int().describe('How many notes the day made.'),
  }),
  'payment.failed': z.object({ object: ZPaymentFailureSchema.describe('The refused attempt.') }),
  [WEBHOOK_TEST_EVENT]: z.object({ object: ZEndpointPingSchema.describe('The endpoint tested.') }),
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type WebhookEventData = { [T in keyof typeof DATA]: z.infer<(typeof DATA)[T]> };
export type WebhookEventName = keyof typeof DATA;

/** `campaign.status_changed` → `CampaignStatusChangedEvent`: the event's component name. */
export const webhookEventSchemaId = (type: WebhookEventName) =>
  `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;

export const WEBHOOK_EVENT_SUMMARIES: Record<WebhookEventName, string> = {
  'order.paid': 'An order is paid: `data.object` is the Order as `GET /v1/orders/{id}` answers it.',
  'order.refunded':
    'An order is refunded (in part or whole): the Order after the refund, its fields before, and the refund.',
  'campaign.status_changed':
    'A campaign changes status: the Campaign as `GET /v1/campaigns/{id}` answers it, and its status before.',
  'note.written':
    'A note is written: one event per recipient, the Recipient as `GET /v1/campaigns/{id}/recipients` lists it.',
  'note.mailed':
    'A note is mailed: one event per recipient, the Recipient as `GET /v1/campaigns/{id}/recipients` lists it.',
  'program.sends_created':
    "A program's day made its notes: the Program as `GET /v1/programs/{id}` answers it and the campaign made.",
  'payment.failed': 'A payment was refused: the attempt, its campaign (still payable) and why.',
  [WEBHOOK_TEST_EVENT]:
    'Sent only by `POST /v1/webhook_endpoints/{id}/test`, to that endpoint: names the endpoint.',
};

/** Every event's envelope, as delivered (signed per Standard Webhooks), registered as a named component. */
const envelope = (type: WebhookEventName) =>
  z
    .object({
      id: z.string().meta({
        description: "The event's id (`evt_…`), also the `webhook-id` header: the same on every retry.",
        examples: ['evt_3mWq0bX1Yc2Zd4Ef5Gh6Ij'],
      }),
      type: z.literal(type).describe('The event type.'),
      created: v1Time('When the event happened (UTC).'),
      livemode: v1Livemode(),
      data: DATA[type].describe('What happened: `object` is the resource it happened to.'),
    })
    .meta({ id: webhookEventSchemaId(type), description: WEBHOOK_EVENT_SUMMARIES[type] });

export const WEBHOOK_EVENT_SCHEMAS = Object.fromEntries(
  (Object.keys(DATA) as WebhookEventName[]).map((type) => [type, envelope(type)]),
) as Record<WebhookEventName, ReturnType<typeof envelope>>;
