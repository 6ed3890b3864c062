import type { TTestimonial } from './testimonial-schemas';

/** The landing page shows at most this many testimonials (public-site.md §4, §9). */
export const HOMEPAGE_TESTIMONIAL_COUNT = 3;

type Ranked = Pick<TTestimonial, 'id' | 'isVisible' | 'displayOrder'>;

/**
 * The testimonials the landing page shows, in its order: the visible ones by display order (then id, as the
 * API lists them), at most three. The back office badges exactly these "On homepage".
 */
export function homepageTestimonials<T extends Ranked>(list: readonly T[]): T[] {
  return list
    .filter((t) => t.isVisible)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .slice(0, HOMEPAGE_TESTIMONIAL_COUNT);
}
