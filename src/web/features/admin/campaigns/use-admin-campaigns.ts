import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { useAdminPage } from '../ui/use-admin-page';

export type CampaignListQuery = NonNullable<ContractInput<typeof listAdminCampaigns>['query']>;

export const useAdminCampaigns = (query: CampaignListQuery) => useAdminPage(listAdminCampaigns, { query });
