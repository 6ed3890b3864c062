import { useQuery } from '@tanstack/react-query';
import { listTemplates } from '../../../shared/contracts/catalog/list-templates';
import { queryFor } from '../../lib/call';

/** The design library (public-site.md §7: fresh for 5 minutes). */
export function useDesignTemplates() {
  return useQuery({ ...queryFor(listTemplates), staleTime: 5 * 60 * 1000 });
}

/** The same list for the back office, fetched again on every visit to a tab that shows it. */
export function useLiveDesignTemplates() {
  return useQuery({ ...queryFor(listTemplates), staleTime: 0, refetchOnMount: 'always' });
}
