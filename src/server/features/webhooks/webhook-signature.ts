import { Webhook } from 'standardwebhooks';
import type { WebhookEndpointRow } from './webhook-store';

/** How long the secret a rotation replaced keeps signing: a receiver's time to deploy the new one. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;

/**
 * The `webhook-signature` header of one delivery: signed with the endpoint's secret and, for a day after a
 * rotation, with the one it replaced too (Standard Webhooks: space-separated signatures, any one verifies).
 */
export function webhookSignature(
  endpoint: Pick<WebhookEndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  message: { id: string; sentAt: Date; body: string },
): string {
  const { previousSecret, previousSecretExpiresAt } = endpoint;
  const stillSigning = previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > message.sentAt;
  const secrets = stillSigning ? [endpoint.secret, previousSecret] : [endpoint.secret];
  return secrets
    .map((secret) => new Webhook(secret).sign(message.id, message.sentAt, message.body))
    .join(' ');
}
