import {
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_SUMMARIES,
  type WebhookEventName,
  webhookEventSchemaId,
} from '../../../shared/webhook-events';

/** `campaign.status_changed` → `campaignStatusChangedEvent`, each event's operationId. */
const operationIdOf = (type: WebhookEventName) =>
  webhookEventSchemaId(type).replace(/^./, (first) => first.toLowerCase());

const SIGNED =
  'Sent as a POST signed the Standard Webhooks way (`webhook-id` = the event id, `webhook-timestamp`, `webhook-signature`), to each enabled endpoint subscribed to this type.';

/**
 * The document's `webhooks` (OpenAPI 3.1): one entry per event type, its body the event's named component
 * schema, which the zod registry puts in `components` from webhook-events.ts as it does every resource.
 */
export function webhooksSection() {
  const types = Object.keys(WEBHOOK_EVENT_SCHEMAS) as WebhookEventName[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: `The ${type} event`,
          description: `${WEBHOOK_EVENT_SUMMARIES[type]} ${SIGNED}`,
          tags: ['Webhooks'],
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${webhookEventSchemaId(type)}` },
              },
            },
          },
          responses: {
            '200': {
              description:
                'Any 2xx within 10 seconds acknowledges the event; any other answer is retried with backoff for 3 days.',
            },
          },
        },
      },
    ]),
  );
}
