import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Contract, ContractInput } from '../../../../shared/contracts/contract';
import { adminQuery } from '../admin-api';

/**
 * One page of a back-office list, fetched again on every visit. While the next page or search loads, the
 * previous rows stay on screen (dimmed by the tab) instead of a skeleton replacing the whole list.
 */
export function useAdminPage<C extends Contract>(contract: C, input: ContractInput<C>) {
  return useQuery({
    ...adminQuery(contract, input),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
