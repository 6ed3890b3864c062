import { asc, eq, sql } from 'drizzle-orm';
import {
  type TAdminTestimonial,
  TESTIMONIAL_MESSAGES,
  type TTestimonial,
  type TTestimonialFields,
} from '../../../shared/testimonial-schemas';
import type { Db, DbOrTx } from '../../db/client';
import { saveOrder } from '../../db/save-order';
import { testimonials } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Every query on testimonials: the home page's visible ones and the back office's writes. */

type TestimonialRow = typeof testimonials.$inferSelect;

function toApiTestimonial(row: TestimonialRow): TTestimonial {
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

type Fields = Omit<TTestimonialFields, 'removeImage'>;

const NOT_FOUND = TESTIMONIAL_MESSAGES.notFound;

function toAdminTestimonial(row: TestimonialRow): TAdminTestimonial {
  return {
    ...toApiTestimonial(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every testimonial, hidden ones included, in the order the home page shows them. */
export async function listAllTestimonials(db: DbOrTx): Promise<TAdminTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.displayOrder), asc(testimonials.id));
  return rows.map(toAdminTestimonial);
}

/** New testimonials go last on the home page. */
export async function insertTestimonial(
  db: DbOrTx,
  fields: Fields,
  imageUrl: string | null,
): Promise<TAdminTestimonial> {
  const [row] = await db
    .insert(testimonials)
    .values({
      ...fields,
      imageUrl,
      displayOrder: sql`(select coalesce(max(${testimonials.displayOrder}) + 1, 0) from ${testimonials})`,
    })
    .returning();
  return toAdminTestimonial(row!);
}

/** `imageUrl` undefined keeps the current photo; null removes it. */
export async function updateTestimonial(
  db: DbOrTx,
  id: number,
  fields: Fields,
  imageUrl: string | null | undefined,
): Promise<TAdminTestimonial> {
  const [row] = await db
    .update(testimonials)
    .set({ ...fields, ...(imageUrl === undefined ? {} : { imageUrl }), updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toAdminTestimonial(row);
}

/** Saves the full new order (saveOrder: exactly the current testimonials, each once) and lists them in it. */
export async function reorderTestimonials(db: Db, ids: readonly number[]): Promise<TAdminTestimonial[]> {
  const byDisplayOrder = {
    table: testimonials,
    id: testimonials.id,
    order: testimonials.displayOrder,
    updatedAt: testimonials.updatedAt,
  };
  await saveOrder(db, byDisplayOrder, ids, TESTIMONIAL_MESSAGES.reorder);
  return listAllTestimonials(db);
}

export async function deleteTestimonial(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

export async function testimonialExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id));
  return row !== undefined;
}
