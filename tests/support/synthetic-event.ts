import type { EmitEventInput } from '../../src/server/features/webhooks/emit-event';
import type { WebhookEventName } from '../../src/shared/webhook-events';

/**
 * An event for tests of delivery, ownership and address checks, where only its type and account matter: its
 * `data` is empty rather than a resource (webhook-payloads.test.ts checks real events' data).
 */
export function syntheticEvent(input: {
  accountId: string;
  livemode: boolean;
  type: WebhookEventName;
  sourceKey: string;
}): EmitEventInput {
  return { ...input, data: {} } as EmitEventInput;
}
