import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

/** The envelope of every webhook event; its other fields are kept. */
const ZWebhookEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  livemode: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});

/** The README's verification snippet, as a receiver runs it: raw body and headers in, the event or a throw. */
export function verifyLikeTheReadme(secret: string, rawBody: string, headers: IncomingHttpHeaders) {
  const wh = new Webhook(secret);
  const event = wh.verify(rawBody, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  });
  return ZWebhookEventSchema.parse(event);
}

/** The `data` of an event's payload (as kept in `webhook_events.payload` or delivered). */
export function eventData(payload: unknown): Record<string, unknown> {
  return z.looseObject({ data: z.record(z.string(), z.unknown()) }).parse(payload).data;
}

const ZAboutSchema = z.object({
  campaign_id: z.string().optional(),
  object: z.looseObject({
    object: z.string(),
    id: z.string().optional(),
    campaign_id: z.string().optional(),
  }),
});

/** The campaign an event is about: the campaign itself, or the one its order, note or payment belongs to. */
export function eventCampaignId(payload: unknown): string | undefined {
  const data = ZAboutSchema.parse(eventData(payload));
  if (data.object.object === 'campaign') return data.object.id;
  return data.campaign_id ?? data.object.campaign_id;
}
