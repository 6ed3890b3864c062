import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import type { PaymentMethod } from '../../../../shared/statuses';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { adminKeyOf } from '../admin-api';
import type { OrderFormValues } from './order-form';
import { type ManualOrderFiles, type ManualOrderResult, submitManualOrder } from './submit-manual-order';

export interface OrderRequest {
  order: OrderFormValues;
  files: ManualOrderFiles;
  method: PaymentMethod;
}

/** Sends the order (uploads first), tells the admin how it went and refreshes the lists it changed. */
export function useCreateOrder(onCreated: (result: ManualOrderResult, email: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, files, method }: OrderRequest) => submitManualOrder(order, files, method),
    onSuccess: (result, { order }) => {
      const email = order.customerEmail?.trim() ?? '';
      if (result.method === 'invoice') {
        toast({
          title: 'Invoice Sent',
          description: `Invoice sent to ${email}. Order ID: ${result.reference}`,
        });
      } else {
        toast({
          title: 'Campaign Created',
          description: 'Campaign created successfully. Redirect customer to payment.',
        });
      }
      onCreated(result, email);
      for (const contract of [listAdminCampaigns, listAdminOrders, getAdminStats])
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
    },
    onError: (err) => {
      console.error('Manual order failed', err);
      toast({
        variant: 'destructive',
        title: 'Error Creating Order',
        description: errorMessage(err, 'Failed to create order. Check console for details.'),
      });
    },
  });
}
