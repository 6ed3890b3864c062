import { z } from 'zod';
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
export const ZV1CreateWebhookEndpointSchema = z.object({ url: site.url, events: site.events });

export const ZV1WebhookEndpointSchema = z
  .object({
    object: z.literal('webhook_endpoint'),
    id: z.string().uuid(),
    livemode: z.boolean(),
    url: z.string(),
    events: z.array(ZWebhookEventTypeSchema),
    /** 'disabled' after 3 days of failed deliveries (`disabled_reason` says so; the owner is e-mailed). */
    status: ZWebhookEndpointSchema.shape.status,
    disabled_reason: z.string().nullable(),
    /** When the current run of failed deliveries began; null while deliveries succeed. */
    failing_since: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type V1WebhookEndpoint = z.infer<typeof ZV1WebhookEndpointSchema>;

/** The new endpoint with its signing secret (`whsec_…`): the only answer that shows the secret. */
export const ZV1CreatedWebhookEndpointSchema = ZV1WebhookEndpointSchema.extend({ secret: z.string() }).meta({
  id: 'CreatedWebhookEndpoint',
});

export const ZV1WebhookEndpointListSchema = zV1List(ZV1WebhookEndpointSchema);

export const ZV1DeletedWebhookEndpointSchema = z
  .object({
    object: z.literal('webhook_endpoint'),
    id: z.string(),
    deleted: z.literal(true),
  })
  .meta({ id: 'DeletedWebhookEndpoint' });

/** One attempt to deliver an event to the endpoint: what the receiver answered and how long it took. */
const ZV1WebhookDeliverySchema = z
  .object({
    object: z.literal('webhook_delivery'),
    id: z.string().uuid(),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int(),
    outcome: ZWebhookDeliverySchema.shape.outcome,
    /** The receiver's HTTP status; null when it could not be reached (see `error`). */
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'Delivery' });
export type V1WebhookDelivery = z.infer<typeof ZV1WebhookDeliverySchema>;

export const ZV1WebhookDeliveryListSchema = zV1List(ZV1WebhookDeliverySchema);
