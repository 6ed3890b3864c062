import { asc, eq } from 'drizzle-orm';
import type { TTestimonial } from '../../../shared/testimonial-schemas';
import type { DbOrTx } from '../../db/client';
import { testimonials } from '../../db/schema';

type TestimonialRow = typeof testimonials.$inferSelect;

export function toApiTestimonial(row: TestimonialRow): TTestimonial {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    company: row.company,
    message: row.message,
    rating: row.rating,
    imageUrl: row.imageUrl,
    isVisible: row.isVisible,
    displayOrder: row.displayOrder,
  };
}

export async function listVisibleTestimonials(db: DbOrTx): Promise<TTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isVisible, true))
    .orderBy(asc(testimonials.displayOrder), asc(testimonials.id));
  return rows.map(toApiTestimonial);
}
