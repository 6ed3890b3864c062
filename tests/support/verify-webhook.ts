import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** The README's verification snippet, as a receiver runs it: raw body and headers in, the event or a throw. */
export function verifyLikeTheReadme(secret: string, rawBody: string, headers: IncomingHttpHeaders) {
  const wh = new Webhook(secret);
  return wh.verify(rawBody, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  }) as { id: string; type: string; livemode: boolean; data: Record<string, unknown> };
}
