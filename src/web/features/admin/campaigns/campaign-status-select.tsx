import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCampaign } from '../../../../shared/admin';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../shared/statuses';
import { toast } from '../../../components/ui/toast';
import { adminSend } from '../admin-api';
import { ADMIN_KEYS } from '../queries';
import { Select } from '../ui/select';
import { capitalize } from '../ui/status-badge';

const OPTIONS = CAMPAIGN_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

/** Any status may follow any other (back-office.md §4). */
export function CampaignStatusSelect({ campaign }: { campaign: TAdminCampaign }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: CampaignStatus) =>
      adminSend<TAdminCampaign>('PATCH', `/api/admin/campaigns/${campaign.id}`, { status }),
    onSuccess: (updated) => {
      queryClient.setQueryData<TAdminCampaign[]>(ADMIN_KEYS.campaigns, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.stats });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.orders });
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
        if (value !== campaign.status) mutation.mutate(value as CampaignStatus);
      }}
    />
  );
}
