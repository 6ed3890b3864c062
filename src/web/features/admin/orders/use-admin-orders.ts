import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { useAdminPage } from '../ui/use-admin-page';

export type OrderListQuery = NonNullable<ContractInput<typeof listAdminOrders>['query']>;

export const useAdminOrders = (query: OrderListQuery) => useAdminPage(listAdminOrders, { query });
