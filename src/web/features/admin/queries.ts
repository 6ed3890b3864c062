import { useQuery } from '@tanstack/react-query';
import type { TAdminCampaign, TAdminOrder, TAdminStats, TAdminTestimonial } from '../../../shared/admin';
import type { TDesignTemplate } from '../../../shared/catalog';
import { getJson } from '../../lib/api';
import { adminGet } from './admin-api';

/** Query keys: everything under 'admin' is dropped on sign-out. */
export const ADMIN_KEYS = {
  stats: ['admin', 'stats'],
  campaigns: ['admin', 'campaigns'],
  orders: ['admin', 'orders'],
  testimonials: ['admin', 'testimonials'],
  // The public list, also read by /design-library and the builder.
  templates: ['/api/design-templates'],
} as const;

/** Admin lists are fresh on every visit to the tab; the public defaults keep data forever. */
const LIVE = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useAdminStats() {
  return useQuery({
    queryKey: ADMIN_KEYS.stats,
    queryFn: () => adminGet<TAdminStats>('/api/admin/stats'),
    ...LIVE,
  });
}

export function useAdminCampaigns() {
  return useQuery({
    queryKey: ADMIN_KEYS.campaigns,
    queryFn: () => adminGet<TAdminCampaign[]>('/api/admin/campaigns'),
    ...LIVE,
  });
}

export function useAdminOrders() {
  return useQuery({
    queryKey: ADMIN_KEYS.orders,
    queryFn: () => adminGet<TAdminOrder[]>('/api/admin/orders'),
    ...LIVE,
  });
}

export function useAdminTestimonials() {
  return useQuery({
    queryKey: ADMIN_KEYS.testimonials,
    queryFn: () => adminGet<TAdminTestimonial[]>('/api/admin/testimonials'),
    ...LIVE,
  });
}

export function useDesignTemplates() {
  return useQuery({
    queryKey: ADMIN_KEYS.templates,
    queryFn: ({ signal }) => getJson<TDesignTemplate[]>('/api/design-templates', { signal }),
    ...LIVE,
  });
}
