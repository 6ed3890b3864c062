import { useQuery } from '@tanstack/react-query';
import { listCampaignContacts } from '../../../shared/contracts/campaigns/list-campaign-contacts';
import { getOrder } from '../../../shared/contracts/orders/get-order';
import { queryFor } from '../../lib/call';

export function useOrder(orderId: string, enabled = true) {
  return useQuery({ ...queryFor(getOrder, { params: { id: orderId } }), enabled });
}

/** The order's contacts, once the order (and so its campaign id) is known. */
export function useCampaignContacts(campaignId: string | undefined) {
  return useQuery({
    ...queryFor(listCampaignContacts, { params: { id: campaignId ?? '' } }),
    enabled: !!campaignId,
  });
}
