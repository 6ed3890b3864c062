import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { updateCampaignStatus } from '../../../../shared/contracts/admin-campaigns/update-campaign-status';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../shared/statuses';
import { toast } from '../../../components/ui/toast';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';
import { Select } from '../ui/select';
import { capitalize } from '../ui/status-badge';

const OPTIONS = CAMPAIGN_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

/** Any status may follow any other (back-office.md §4). */
export function CampaignStatusSelect({ campaign }: { campaign: TAdminCampaign }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: CampaignStatus) =>
      adminCall(updateCampaignStatus, { params: { id: campaign.id }, body: { status } }),
    onSuccess: (updated) => {
      // The row changes at once on every cached page; the refetch then moves it out of a filter it left.
      replaceCachedRow(queryClient, listAdminCampaigns, updated);
      for (const contract of [listAdminCampaigns, listCampaignHistory, listAdminOrders, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
      toast({
        title: 'Campaign status updated',
        description: `${updated.name} is now ${capitalize(updated.status)}.`,
      });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update campaign status.' });
    },
  });
  return (
    <Select
      size="sm"
      className="w-36"
      aria-label={`Status of ${campaign.name}`}
      value={mutation.isPending ? (mutation.variables ?? campaign.status) : campaign.status}
      options={OPTIONS}
      disabled={mutation.isPending}
      onValueChange={(value) => {
        const status = CAMPAIGN_STATUSES.find((s) => s === value);
        if (status && status !== campaign.status) mutation.mutate(status);
      }}
    />
  );
}
