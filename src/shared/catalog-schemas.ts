import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from './catalog';

/** The on/off settings of a template (what the card shows and which contact fields it offers). */
export const TEMPLATE_FLAGS = {
  featured: z.boolean(),
  twoSided: z.boolean(),
  logoEnabled: z.boolean(),
  websiteEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  phoneEnabled: z.boolean(),
  addressEnabled: z.boolean(),
  socialMediaEnabled: z.boolean(),
};

export const ZColorVariantSchema = z.object({
  name: z.string().trim().min(1, 'Variant name is required.').max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex value like #1a2b3c.'),
  preview: z.string().max(500_000),
  downloadUrl: z.string().max(2000),
});
export type TColorVariant = z.infer<typeof ZColorVariantSchema>;

/** A design template as the public API returns it (public-site.md §3, back-office.md §3). */
export const ZDesignTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string(),
  tags: z.array(z.string()),
  preview: z.string(),
  backPreview: z.string().nullable(),
  downloadUrl: z.string(),
  backDownloadUrl: z.string().nullable(),
  ...TEMPLATE_FLAGS,
  maxContactFields: z.number().int().min(1).max(5),
  colorVariants: z.array(ZColorVariantSchema),
  position: z.number().int(),
});
export type TDesignTemplate = z.infer<typeof ZDesignTemplateSchema>;

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
