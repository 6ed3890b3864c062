import { useQuery } from '@tanstack/react-query';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { adminQuery } from '../admin-api';

/** The dashboard figures, fetched again on every visit (the public defaults would keep them forever). */
export function useAdminStats() {
  return useQuery({ ...adminQuery(getAdminStats), staleTime: 0, refetchOnMount: 'always' });
}
