import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminOrder } from '../../../../shared/admin-orders';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { updateOrderStatus } from '../../../../shared/contracts/admin-orders/update-order-status';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/statuses';
import { Select } from '../../../components/ui/select';
import { capitalize } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';

const OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

/** Payment status: staff may set any of the four freely (back-office.md §4). */
export function OrderStatusSelect({ order }: { order: TAdminOrder }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: OrderStatus) =>
      adminCall(updateOrderStatus, { params: { id: order.id }, body: { status } }),
    onSuccess: (updated) => {
      // The row changes at once on every cached page; the refetch then moves it out of a filter it left.
      replaceCachedRow(queryClient, listAdminOrders, updated);
      // Revenue counts paid orders; a campaign shows whether it is paid.
      for (const contract of [listAdminOrders, listAdminCampaigns, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
      toast({
        title: 'Order status updated',
        description: `Order ${updated.reference} is now ${capitalize(updated.status)}.`,
      });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update order status.' });
    },
  });
  return (
    <Select
      size="sm"
      className="w-32"
      aria-label={`Payment status of order ${order.reference}`}
      value={mutation.isPending ? (mutation.variables ?? order.status) : order.status}
      options={OPTIONS}
      disabled={mutation.isPending}
      onValueChange={(value) => {
        const status = ORDER_STATUSES.find((s) => s === value);
        if (status && status !== order.status) mutation.mutate(status);
      }}
    />
  );
}
