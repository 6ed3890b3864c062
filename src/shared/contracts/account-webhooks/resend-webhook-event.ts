import { z } from 'zod';
import { ZWebhookResendParamsSchema } from '../../webhooks';
import { defineContract } from '../contract';

/** Sends an event to the endpoint once more (from the job queue); 404 unless both are the account's. */
export const resendWebhookEvent = defineContract({
  method: 'POST',
  path: '/api/account/webhook-endpoints/:id/deliveries/:eventId/resend',
  auth: 'account',
  params: ZWebhookResendParamsSchema,
  response: z.object({ queued: z.literal(true) }),
  status: 202,
});
