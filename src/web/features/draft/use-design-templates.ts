import { useQuery } from '@tanstack/react-query';
import type { TDesignTemplate } from '../../../shared/catalog';

/** The design library (public-site.md §7: fresh for 5 minutes). */
export function useDesignTemplates() {
  return useQuery<TDesignTemplate[]>({ queryKey: ['/api/design-templates'], staleTime: 5 * 60 * 1000 });
}
