import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminOrder } from '../../../../shared/admin';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/statuses';
import { toast } from '../../../components/ui/toast';
import { adminSend } from '../admin-api';
import { ADMIN_KEYS } from '../queries';
import { Select } from '../ui/select';
import { capitalize } from '../ui/status-badge';

const OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

/** Payment status: staff may set any of the four freely (back-office.md §4). */
export function OrderStatusSelect({ order }: { order: TAdminOrder }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: OrderStatus) =>
      adminSend<TAdminOrder>('PATCH', `/api/admin/orders/${order.id}`, { status }),
    onSuccess: (updated) => {
      queryClient.setQueryData<TAdminOrder[]>(ADMIN_KEYS.orders, (list) =>
        list?.map((o) => (o.id === updated.id ? updated : o)),
      );
      // Revenue counts paid orders; a payment can also move its campaign.
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.stats });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.campaigns });
      toast({
        title: 'Order status updated',
        description: `Order #${updated.number} is now ${capitalize(updated.status)}.`,
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
      aria-label={`Payment status of order #${order.number}`}
      value={mutation.isPending ? (mutation.variables ?? order.status) : order.status}
      options={OPTIONS}
      disabled={mutation.isPending}
      onValueChange={(value) => {
        if (value !== order.status) mutation.mutate(value as OrderStatus);
      }}
    />
  );
}
