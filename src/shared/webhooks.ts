import { z } from 'zod';
import { ZApiKeyModeSchema } from './api-keys';

/** Every event a webhook endpoint can subscribe to (issue 14 §6). */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'campaign.status_changed',
  'note.written',
  'note.mailed',
  'order.refunded',
  'program.sends_created',
  'payment.failed',
] as const;
export const ZWebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The event `POST /v1/webhook_endpoints/{id}/test` sends to that one endpoint: never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook_endpoint.test';
export type WebhookEventType = z.infer<typeof ZWebhookEventTypeSchema>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.paid': 'An order is paid',
  'campaign.status_changed': 'A campaign changes status',
  'note.written': 'Notes are written',
  'note.mailed': 'Notes are mailed',
  'order.refunded': 'An order is refunded',
  'program.sends_created': 'A program schedules notes',
  'payment.failed': 'A payment fails',
};

/** Endpoints an account may have in each mode (test, live): enough for every real receiver, not a fan-out. */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/** Resends an account may ask for in a minute: each is a request to the receiver. */
export const WEBHOOK_RESEND_LIMIT = { max: 10, windowMs: 60_000 };

/**
 * What the delivery log says about a failed attempt: a class, never the connection's own error text (which
 * would tell a caller which hosts and ports answer, as a port scanner does).
 */
export const WEBHOOK_DELIVERY_ERRORS = [
  'address not allowed',
  'host not found',
  'connection refused',
  'connection failed',
  'timeout',
  'TLS error',
  'HTTP 3xx',
  'HTTP 4xx',
  'HTTP 5xx',
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

/** `whsec_` then 32 random bytes in base64: the form the Standard Webhooks libraries read. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{43}=$/;

export const ZCreateWebhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'Keep the URL under 2,000 characters.')
    .url('Enter a full URL, starting with https://.')
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with https://.'),
  events: z
    .array(ZWebhookEventTypeSchema, { message: 'Choose the events to send.' })
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
  mode: ZApiKeyModeSchema,
});
export type CreateWebhookEndpoint = z.input<typeof ZCreateWebhookEndpointSchema>;

export const ZCreatedWebhookEndpointSchema = z.object({
  id: z.string().uuid(),
  /** The signing secret: shown this once. */
  secret: z.string(),
});

export const ZWebhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  mode: ZApiKeyModeSchema,
  events: z.array(ZWebhookEventTypeSchema),
  status: z.enum(['enabled', 'disabled']),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpointSchema>;

export const ZWebhookEndpointListSchema = z.object({ endpoints: z.array(ZWebhookEndpointSchema) });

export const ZWebhookEndpointParamsSchema = z.object({ id: z.string().uuid('Unknown endpoint.') });

export const ZWebhookResendParamsSchema = z.object({
  id: z.string().uuid('Unknown endpoint.'),
  eventId: z.string().regex(/^evt_[A-Za-z0-9_-]{1,64}$/, 'Unknown event.'),
});

export const ZWebhookDeliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  outcome: z.enum(['succeeded', 'failed']),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;

export const ZWebhookDeliveryListSchema = z.object({ deliveries: z.array(ZWebhookDeliverySchema) });
