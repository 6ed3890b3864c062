import { z } from 'zod';
import { v1Count, v1Created, v1Livemode, v1Object, v1Text, v1Time, v1TimeOrNull, v1Uuid } from './v1-fields';
import { zV1List } from './v1-lists';
import {
  ZCreateWebhookEndpointSchema,
  ZWebhookDeliverySchema,
  ZWebhookEndpointSchema,
  ZWebhookEventTypeSchema,
} from './webhooks';

const site = ZCreateWebhookEndpointSchema.shape;

/**
 * `POST /v1/webhook_endpoints`: the account page's fields and rules. The mode is the key's: an endpoint made
 * with a test key receives test events only (and a live key's, live events).
 */
export const ZV1CreateWebhookEndpointSchema = z.strictObject({ url: site.url, events: site.events });

export const ZV1WebhookEndpointSchema = z
  .object({
    object: v1Object('webhook_endpoint'),
    id: v1Uuid('The endpoint.'),
    livemode: v1Livemode(),
    url: z.string().meta({
      description: 'Where events are posted (https).',
      format: 'uri',
      examples: ['https://crm.example.com/hooks/quillpost'],
    }),
    events: z.array(ZWebhookEventTypeSchema).describe('The event types it receives.'),
    status: ZWebhookEndpointSchema.shape.status.describe(
      '`disabled` after 3 days of failed deliveries (`disabled_reason` says so; the owner is e-mailed).',
    ),
    disabled_reason: z.string().nullable().describe('Why it was disabled; null while enabled.'),
    failing_since: v1TimeOrNull(
      'When the current run of failed deliveries began; null while deliveries succeed.',
    ),
    created: v1Created(),
  })
  .meta({
    id: 'WebhookEndpoint',
    description: "A URL the account's events are posted to, signed (Standard Webhooks).",
  });
export type V1WebhookEndpoint = z.infer<typeof ZV1WebhookEndpointSchema>;

/** The new endpoint with its signing secret (`whsec_…`): the only answer that shows the secret. */
export const ZV1CreatedWebhookEndpointSchema = ZV1WebhookEndpointSchema.extend({
  secret: z.string().meta({
    description: 'The signing secret: the only answer that shows it. Keep it to verify deliveries.',
    examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
  }),
}).meta({ id: 'CreatedWebhookEndpoint', description: 'A new endpoint, with its signing secret.' });

export const ZV1WebhookEndpointListSchema = zV1List(ZV1WebhookEndpointSchema);

export const ZV1DeletedWebhookEndpointSchema = z
  .object({
    object: v1Object('webhook_endpoint'),
    id: v1Text('The endpoint deleted.'),
    deleted: z.literal(true).describe('Always true.'),
  })
  .meta({ id: 'DeletedWebhookEndpoint', description: 'A deleted endpoint.' });

/** One attempt to deliver an event to the endpoint: what the receiver answered and how long it took. */
export const ZV1WebhookDeliverySchema = z
  .object({
    object: v1Object('webhook_delivery'),
    id: v1Uuid('The delivery attempt.'),
    event_id: z.string().meta({
      description: 'The event delivered (its `webhook-id` header).',
      examples: ['evt_Jd1Q8m2Kx0bVt4sYw7ZcRg'],
    }),
    event_type: z.string().meta({ description: 'The event type.', examples: ['order.paid'] }),
    attempt: v1Count('Which attempt at this event it was, from 1.'),
    outcome: ZWebhookDeliverySchema.shape.outcome.describe('`succeeded` on a 2xx answer, else `failed`.'),
    status_code: z
      .number()
      .int()
      .nullable()
      .describe("The receiver's HTTP status; null when it could not be reached (see `error`)."),
    duration_ms: v1Count('How long the attempt took, in milliseconds.'),
    error: z.string().nullable().describe('Why it failed without an answer (DNS, timeout); null otherwise.'),
    created: v1Created(),
  })
  .meta({ id: 'Delivery', description: 'One attempt to deliver an event to an endpoint.' });
export type V1WebhookDelivery = z.infer<typeof ZV1WebhookDeliverySchema>;

export const ZV1WebhookDeliveryListSchema = zV1List(ZV1WebhookDeliverySchema);

/**
 * `POST /v1/webhook_endpoints/{id}`: any of the URL (checked as a new endpoint's), the events, and `enabled`
 * (true turns a disabled endpoint back on, its failures forgotten; false turns it off).
 */
export const ZV1UpdateWebhookEndpointSchema = z.strictObject({
  url: site.url.optional(),
  events: site.events.optional(),
  enabled: z
    .boolean()
    .optional()
    .describe('true: turned on (a disabled endpoint too, its failures forgotten); false: turned off.'),
});

/** The endpoint with its new secret: the old one keeps signing beside it until `previous_secret_expires`. */
export const ZV1RotatedWebhookEndpointSchema = ZV1CreatedWebhookEndpointSchema.extend({
  previous_secret_expires: v1Time(
    'Until when deliveries are also signed with the secret this one replaced (24 hours).',
  ),
}).meta({
  id: 'RotatedWebhookEndpoint',
  description: 'An endpoint with its new signing secret, and until when the old one still signs.',
});
