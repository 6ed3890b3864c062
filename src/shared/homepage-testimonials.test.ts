import { describe, expect, it } from 'vitest';
import { HOMEPAGE_TESTIMONIAL_COUNT, homepageTestimonials } from './homepage-testimonials';

const t = (id: number, displayOrder: number, isVisible = true) => ({ id, displayOrder, isVisible });

describe('homepage testimonials', () => {
  it('are the first three visible ones by display order, then id', () => {
    const list = [t(1, 5), t(2, 0, false), t(3, 1), t(4, 1), t(5, 0), t(6, 2)];
    expect(homepageTestimonials(list).map((x) => x.id)).toEqual([5, 3, 4]);
    expect(HOMEPAGE_TESTIMONIAL_COUNT).toBe(3);
  });

  it('are fewer when fewer are visible, and none when all are hidden', () => {
    expect(homepageTestimonials([t(1, 0), t(2, 1, false)]).map((x) => x.id)).toEqual([1]);
    expect(homepageTestimonials([t(1, 0, false)])).toEqual([]);
  });
});
