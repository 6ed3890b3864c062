import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { adminQuery } from '../admin-api';

export type OrderListQuery = NonNullable<ContractInput<typeof listAdminOrders>['query']>;

/** One page of orders, fetched again on every visit; the previous rows stay while the next page loads. */
export function useAdminOrders(query: OrderListQuery) {
  return useQuery({
    ...adminQuery(listAdminOrders, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
