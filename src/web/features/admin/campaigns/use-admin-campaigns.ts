import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { adminQuery } from '../admin-api';

export type CampaignListQuery = NonNullable<ContractInput<typeof listAdminCampaigns>['query']>;

/**
 * One page of campaigns, fetched again on every visit. While the next page or search loads, the previous
 * rows stay on screen (dimmed by the tab) instead of a skeleton replacing the whole list.
 */
export function useAdminCampaigns(query: CampaignListQuery) {
  return useQuery({
    ...adminQuery(listAdminCampaigns, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
