import { useQuery } from '@tanstack/react-query';
import { listAdminTestimonials } from '../../../../shared/contracts/testimonials/list-admin-testimonials';
import { adminQuery } from '../admin-api';

/** Every testimonial, fresh on every visit to the tab (the public defaults keep data forever). */
export function useAdminTestimonials() {
  return useQuery({ ...adminQuery(listAdminTestimonials), staleTime: 0, refetchOnMount: 'always' });
}
