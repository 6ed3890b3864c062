import { z } from 'zod';
import { ZBackLayoutSchema } from './back-layout-schema';
import { ZCardZonesSchema } from './card-zones';
import { TEMPLATE_CATEGORIES } from './template-categories';

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

/**
 * A colour variant as the API returns it: `preview` is the URL of an image, `downloadUrl` the URL of the
 * design file (a `/api/catalog-files/{id}/{name}.{ext}` attachment for stored files: `.ai` for vector
 * artwork, else the file's own extension). Never markup.
 */
const ZColorVariantSchema = z.object({
  name: z.string(),
  color: z.string(),
  preview: z.string(),
  downloadUrl: z.string(),
  /** The back repainted in this variant's colours (absent: the template's own back serves every variant). */
  backPreview: z.string().nullable().optional(),
  backDownloadUrl: z.string().nullable().optional(),
});
export type TColorVariant = z.infer<typeof ZColorVariantSchema>;

/**
 * A design template as the public API returns it (public-site.md §3, back-office.md §3). Artwork fields are
 * URLs; what admins may send is a separate, stricter schema (src/shared/template-schemas.ts).
 */
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
  /** Where the customer's logo and contact details print; null = the artwork has no zones. */
  zones: ZCardZonesSchema.nullable(),
  /**
   * The back's printed elements and writing areas in mm (src/shared/back-layout.ts); null = the default
   * layout. Proofs and production files write a campaign's notes where this says.
   */
  backLayout: ZBackLayoutSchema.nullable(),
  position: z.number().int(),
});
export type TDesignTemplate = z.infer<typeof ZDesignTemplateSchema>;
