import { useQuery } from '@tanstack/react-query';
import type { TStoredContact } from '../../../shared/campaign';
import type { TOrder } from '../../../shared/order';

export function useOrder(orderId: string) {
  return useQuery<TOrder>({ queryKey: ['/api/orders', orderId] });
}

export function useCampaignContacts(campaignId: string | undefined) {
  return useQuery<TStoredContact[]>({
    queryKey: ['/api/campaigns', campaignId, 'contacts'],
    enabled: !!campaignId,
  });
}
