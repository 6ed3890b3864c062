import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1RotatedWebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1RotateWebhookSecret = defineContract({
  method: 'POST',
  path: '/v1/webhook_endpoints/:id/rotate_secret',
  auth: 'api-key',
  docs: {
    operationId: 'rotateWebhookSecret',
    summary: 'Rotate a webhook signing secret',
    description:
      'Gives the endpoint a new signing secret, answered this once. For 24 hours every delivery carries two signatures (`webhook-signature: v1,<new> v1,<old>`), so a receiver verifying with either secret keeps working while it switches.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1RotatedWebhookEndpointSchema,
});
