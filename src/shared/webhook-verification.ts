/**
 * How a receiver checks a webhook delivery (Node, `standardwebhooks`), shown on the account's Developers page
 * and in the README's "Webhooks" section; `webhook-verification.test.ts` keeps the README's copy identical.
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.QUILLPOST_WEBHOOK_SECRET!); // whsec_…
// rawBody: the request body as received (string or Buffer); headers: the request's headers.
const event = wh.verify(rawBody, {
  'webhook-id': headers['webhook-id'],
  'webhook-timestamp': headers['webhook-timestamp'],
  'webhook-signature': headers['webhook-signature'],
}) as { id: string; type: string; livemode: boolean; data: Record<string, unknown> };
// Throws on a bad signature or a timestamp more than 5 minutes off: answer 400 then.
if (await alreadyHandled(event.id)) return; // deduplicate by event id`;
