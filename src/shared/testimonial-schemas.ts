/**
 * Testimonials (public-site.md §4, back-office.md §6): what the home page and the back office read (OUTPUT),
 * and the form fields staff send (INPUT, multipart with an optional `image`).
 */
import { z } from 'zod';

/** A testimonial as the public API returns it. Ratings are stored 1–5 (GUIDE decision). */
export const ZTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  message: z.string(),
  rating: z.number().int().min(1).max(5),
  imageUrl: z.string().nullable(),
  isVisible: z.boolean(),
  displayOrder: z.number().int(),
});
export type TTestimonial = z.infer<typeof ZTestimonialSchema>;

/** The back office's list adds when each one was written and last changed. */
export const ZAdminTestimonialSchema = ZTestimonialSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonialSchema>;

export const TESTIMONIAL_MESSAGES = {
  name: 'Name is required.',
  message: 'Message is required.',
  rating: 'Rating must be between 1 and 5.',
  notFound: 'Testimonial not found.',
  deleteConfirm: 'Are you sure you want to delete this testimonial?',
  reorder: 'The new order must list every testimonial exactly once, hidden ones included.',
} as const;

/** A multipart field is text ('true', 'on'…); the form sends booleans. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * The text fields of the multipart POST/PUT (files go in `image`, optional: PNG, JPEG, WebP or SVG ≤ 5 MB,
 * stored public). PUT keeps the current photo unless a new `image` is sent or `removeImage` is true. The
 * admin form validates with this same schema.
 */
export const ZTestimonialFieldsSchema = z.object({
  name: z.string({ message: TESTIMONIAL_MESSAGES.name }).trim().min(1, TESTIMONIAL_MESSAGES.name).max(120),
  title: z.string().trim().max(120).default(''),
  company: z.string().trim().max(120).default(''),
  message: z
    .string({ message: TESTIMONIAL_MESSAGES.message })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.message)
    .max(2000),
  rating: z.coerce
    .number({ message: TESTIMONIAL_MESSAGES.rating })
    .int(TESTIMONIAL_MESSAGES.rating)
    .min(1, TESTIMONIAL_MESSAGES.rating)
    .max(5, TESTIMONIAL_MESSAGES.rating)
    .default(5),
  isVisible: formBoolean.default(true),
  removeImage: formBoolean.default(false),
});
export type TTestimonialFields = z.output<typeof ZTestimonialFieldsSchema>;

/** URL params are text: `:id` is coerced to a positive whole number. */
export const ZTestimonialParamsSchema = z.object({
  id: z.coerce.number<string>().int().positive(TESTIMONIAL_MESSAGES.notFound),
});

/**
 * PUT /api/admin/testimonials/reorder: the full new order, first to last. The server refuses a list that is
 * not exactly the current testimonials (hidden ones included), each once.
 */
export const ZTestimonialReorderSchema = z.object({
  testimonialIds: z
    .array(
      z
        .number({ message: TESTIMONIAL_MESSAGES.reorder })
        .int(TESTIMONIAL_MESSAGES.reorder)
        .positive(TESTIMONIAL_MESSAGES.reorder),
      { message: TESTIMONIAL_MESSAGES.reorder },
    )
    .min(1, TESTIMONIAL_MESSAGES.reorder),
});
