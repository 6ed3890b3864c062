import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '../../../shared/campaign';
import type { TCreateOrder, TOrder } from '../../../shared/order';
import type { TPaymentIntentResponse, TTestPaymentConfirm } from '../../../shared/payments';
import { sendJson } from '../../lib/api';

export function useCampaign(campaignId: string) {
  return useQuery<TCampaign>({ queryKey: ['/api/campaigns', campaignId] });
}

/**
 * The payment intent for the campaign. The server answers the same open intent when asked again, so a
 * re-render or a second tab cannot open a second payment.
 */
export function usePaymentIntent(campaignId: string, enabled: boolean) {
  return useQuery<TPaymentIntentResponse>({
    queryKey: ['create-payment-intent', campaignId],
    queryFn: () => sendJson<TPaymentIntentResponse>('POST', '/api/create-payment-intent', { campaignId }),
    enabled,
    gcTime: 0,
  });
}

export function placeOrder(body: TCreateOrder): Promise<TOrder> {
  return sendJson<TOrder>('POST', '/api/orders', body);
}

/** The test provider's confirmPayment. */
export function confirmTestPayment(body: TTestPaymentConfirm): Promise<{ paymentIntentId: string }> {
  return sendJson<{ paymentIntentId: string }>('POST', '/api/test-payments/confirm', body);
}
