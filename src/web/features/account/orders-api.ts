import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountOrder } from '../../../shared/account-orders';
import { cancelAccountOrder } from '../../../shared/contracts/account/cancel-account-order';
import { getAccountOrder } from '../../../shared/contracts/account/get-account-order';
import { listAccountOrders } from '../../../shared/contracts/account/list-account-orders';
import { reorderAccountOrder } from '../../../shared/contracts/account/reorder-account-order';
import { listSavedLists } from '../../../shared/contracts/account-lists/list-saved-lists';
import { errorStatus } from '../../lib/api';
import { call, keyOf, queryFor } from '../../lib/call';

// A 404 or 400 is an answer ("not found"), not a hiccup worth asking again.
const retryUnlessAnswered = (failures: number, error: unknown) => {
  const status = errorStatus(error);
  return (status === null || status >= 500) && failures < 2;
};

/** One page of the signed-in customer's orders; the previous page stays shown while the next loads. */
export function useAccountOrders(page: number) {
  return useQuery({
    ...queryFor(listAccountOrders, { query: { page } }),
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });
}

export function useAccountOrder(orderId: string) {
  return useQuery({ ...queryFor(getAccountOrder, { params: { id: orderId } }), retry: retryUnlessAnswered });
}

/** The customer's saved lists, asked for only when the Reorder dialog offers them. */
export function useSavedLists(enabled: boolean) {
  return useQuery({ ...queryFor(listSavedLists), enabled });
}

/** Cancel and refund: the answer is the order as it now stands, shown at once; the list is refreshed. */
export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelAccountOrder, { params: { id: orderId } }),
    onSuccess: (order: TAccountOrder) => {
      client.setQueryData(keyOf(getAccountOrder, { params: { id: orderId } }), order);
      void client.invalidateQueries({ queryKey: keyOf(listAccountOrders) });
    },
  });
}

/** Reads the order again (after a refused cancel: production started meanwhile, so Cancel goes away). */
export function useRefreshOrder(orderId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(getAccountOrder, { params: { id: orderId } }) });
}

export function useReorder(orderId: string) {
  return useMutation({
    mutationFn: (body: { deliveryDate: string; savedListId?: string }) =>
      call(reorderAccountOrder, { params: { id: orderId }, body }),
  });
}
