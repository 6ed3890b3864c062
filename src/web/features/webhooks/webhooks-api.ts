import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWebhookEndpoint } from '../../../shared/contracts/account-webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../../../shared/contracts/account-webhooks/delete-webhook-endpoint';
import { listWebhookDeliveries } from '../../../shared/contracts/account-webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../../../shared/contracts/account-webhooks/list-webhook-endpoints';
import { resendWebhookEvent } from '../../../shared/contracts/account-webhooks/resend-webhook-event';
import type { CreateWebhookEndpoint } from '../../../shared/webhooks';
import { call, keyOf, queryFor } from '../../lib/call';

/** The signed-in account's webhook endpoints (never their secrets). */
export function useWebhookEndpoints() {
  return useQuery(queryFor(listWebhookEndpoints));
}

/** Adds an endpoint; resolves with its signing secret, which is shown this once. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpoint) => call(createWebhookEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listWebhookEndpoints) }),
  });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteWebhookEndpoint, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listWebhookEndpoints) }),
  });
}

/** The endpoint's recent attempts, fetched only while its log is open. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...queryFor(listWebhookDeliveries, { params: { id } }), enabled });
}

export function useResendWebhookEvent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => call(resendWebhookEvent, { params: { id, eventId } }),
    // The new attempt is made by the job queue a moment later.
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: keyOf(listWebhookDeliveries, { params: { id } }) }),
        2000,
      ),
  });
}
