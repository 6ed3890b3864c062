/**
 * What staff may send to change the design library (back-office.md §5). These INPUT schemas are stricter
 * than the output (`ZDesignTemplateSchema`): artwork arrives only as a reference to a stored catalogue file or
 * an http(s) URL, never as markup, so nothing an admin sends can make the public list unreadable.
 */
import { z } from 'zod';
import { BACK_LAYOUT_NUMBER_MESSAGE, ZBackLayoutSchema } from './back-layout-schema';
import { CARD_HEIGHT, CARD_WIDTH, type TCardZones, ZCardZonesSchema } from './card-zones';
import { catalogFileIdOf } from './catalog-files';
import { TEMPLATE_FLAGS } from './catalog-schemas';
import { TEMPLATE_CATEGORIES } from './template-categories';

export const TEMPLATE_MESSAGES = {
  addRequired: 'Please fill in all required fields and upload files.',
  nameRequired: 'Template name is required.',
  maxContactFields: 'Max contact fields must be between 1 and 5.',
  artwork: 'Artwork must be a file uploaded through /api/upload-variant-file or an http(s) URL.',
  artworkMarkup:
    'Artwork cannot be sent as SVG markup: upload the SVG through /api/upload-variant-file and send its URL.',
  reorder: 'The new order must list every template exactly once.',
  variantPreview: 'Each color variant needs a preview image.',
  variantRequired: 'Please enter a name and a hex colour, and upload a preview image.',
  twoSidedNeedsBack: 'A two-sided template needs a back preview image.',
  zones: 'Detail zones must lie on the 700 × 500 card.',
  backLayout: BACK_LAYOUT_NUMBER_MESSAGE,
} as const;

/** "a, b,, c " → ['a','b','c']. Used by the form's tag input and again by the server. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return parts.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** The number input: 1–5; anything that is not a number falls back to 3 (back-office.md §5). */
function parseMaxContactFields(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : 3;
}

// ---------------------------------------------------------------------------------------------------------
// Artwork references
// ---------------------------------------------------------------------------------------------------------

const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;

/** A catalogue-file URL or an http(s) URL. */
export function isArtworkRef(value: string): boolean {
  return catalogFileIdOf(value) !== null || HTTP_URL.test(value);
}

const ZArtworkRefSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    if (value === '' || isArtworkRef(value)) return;
    const markup = value.startsWith('<');
    ctx.addIssue({
      code: 'custom',
      message: markup ? TEMPLATE_MESSAGES.artworkMarkup : TEMPLATE_MESSAGES.artwork,
    });
  });

/**
 * A colour variant as staff send it: the preview is required, the download defaults to the preview.
 * `backPreview` is the variant's own printed back (an image, also its print file): omitted, the variant of
 * that name keeps the back it has; empty or null, it has none (the template's back serves it); the back it
 * already has (as the list shows it) keeps its print file, so a variant read from the list can be sent back
 * with a new name or colour and loses nothing.
 */
export const ZColorVariantInputSchema = z.object({
  name: z.string().trim().min(1, 'Variant name is required.').max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex value like #1a2b3c.'),
  preview: ZArtworkRefSchema.refine((v) => v !== '', TEMPLATE_MESSAGES.variantPreview),
  downloadUrl: ZArtworkRefSchema.nullish(),
  backPreview: ZArtworkRefSchema.nullish(),
});
export type TColorVariantInput = z.infer<typeof ZColorVariantInputSchema>;

const ZVariantsSchema = z.array(ZColorVariantInputSchema).max(20);

// ---------------------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------------------

const ZTagsSchema = z
  .union([z.array(z.string().max(40)).max(30), z.string().max(1000)])
  .transform((tags) => parseTags(tags));

const ZMaxContactFieldsSchema = z.preprocess(
  parseMaxContactFields,
  z
    .number()
    .int(TEMPLATE_MESSAGES.maxContactFields)
    .min(1, TEMPLATE_MESSAGES.maxContactFields)
    .max(5, TEMPLATE_MESSAGES.maxContactFields),
);

/** Every zone box stays on the card (the shared schema bounds each number alone). */
function zonesOnCard(zones: TCardZones | null | undefined): boolean {
  return [zones?.front, zones?.back].every((side) => {
    const logo = side?.logo;
    const contact = side?.contact;
    return (
      (!logo || (logo.x + logo.width <= CARD_WIDTH && logo.y + logo.height <= CARD_HEIGHT)) &&
      (!contact || (contact.x + contact.width <= CARD_WIDTH && contact.y <= CARD_HEIGHT))
    );
  });
}

/** Where the logo and the contact details print on each side; null = none (the details do not print). */
const ZTemplateZonesSchema = ZCardZonesSchema.nullable().refine(zonesOnCard, TEMPLATE_MESSAGES.zones);

const ZCategorySchema = z.enum(TEMPLATE_CATEGORIES, {
  message: `Category must be one of ${TEMPLATE_CATEGORIES.join(', ')}.`,
});

/**
 * The plain (non-artwork) fields with the defaults of a new template. The admin form validates with this
 * schema too, beside its file inputs.
 */
export const ZTemplateFieldsSchema = z.object({
  name: z.string().trim().max(120).default(''),
  category: ZCategorySchema,
  description: z.string().trim().max(2000).default(''),
  tags: ZTagsSchema.default([]),
  featured: TEMPLATE_FLAGS.featured.default(false),
  /** Absent: two-sided when back artwork is given (a two-sided card without back art prints a blank back). */
  twoSided: TEMPLATE_FLAGS.twoSided.optional(),
  logoEnabled: TEMPLATE_FLAGS.logoEnabled.default(false),
  websiteEnabled: TEMPLATE_FLAGS.websiteEnabled.default(false),
  emailEnabled: TEMPLATE_FLAGS.emailEnabled.default(false),
  phoneEnabled: TEMPLATE_FLAGS.phoneEnabled.default(false),
  addressEnabled: TEMPLATE_FLAGS.addressEnabled.default(true),
  socialMediaEnabled: TEMPLATE_FLAGS.socialMediaEnabled.default(false),
  maxContactFields: ZMaxContactFieldsSchema.default(3),
  zones: ZTemplateZonesSchema.default(null),
  /** The back's printed elements and writing areas (mm); null = the default layout. */
  backLayout: ZBackLayoutSchema.nullable().default(null),
});

/**
 * POST /api/design-templates → the created template (placed last in the order). Name and preview are
 * required; downloadUrl defaults to the preview; backPreview/backDownloadUrl optional.
 */
export const ZTemplateCreateSchema = ZTemplateFieldsSchema.extend({
  preview: ZArtworkRefSchema.default(''),
  downloadUrl: ZArtworkRefSchema.nullish(),
  backPreview: ZArtworkRefSchema.nullish(),
  backDownloadUrl: ZArtworkRefSchema.nullish(),
  colorVariants: ZVariantsSchema.default([]),
})
  // One message for both required fields, as the form shows it.
  .superRefine((t, ctx) => {
    if (!t.name || !t.preview) ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.addRequired });
    else if (t.twoSided && !t.backPreview)
      ctx.addIssue({ code: 'custom', path: ['backPreview'], message: TEMPLATE_MESSAGES.twoSidedNeedsBack });
  });
export type TTemplateCreateInput = z.input<typeof ZTemplateCreateSchema>;
export type TTemplateCreate = z.output<typeof ZTemplateCreateSchema>;

/**
 * PUT /api/design-templates/:id → the updated template. Every field optional; `{colorVariants}` alone
 * replaces just the variants. An empty backPreview/backDownloadUrl (or null) clears it; an empty
 * downloadUrl makes the preview the download again.
 */
export const ZTemplateUpdateSchema = z.object({
  name: z
    .string({ message: TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .min(1, TEMPLATE_MESSAGES.nameRequired)
    .max(120)
    .optional(),
  category: ZCategorySchema.optional(),
  description: z.string().trim().max(2000).optional(),
  tags: ZTagsSchema.optional(),
  preview: ZArtworkRefSchema.refine((v) => v !== '', 'The preview image is required.').optional(),
  downloadUrl: ZArtworkRefSchema.optional(),
  backPreview: ZArtworkRefSchema.nullable().optional(),
  backDownloadUrl: ZArtworkRefSchema.nullable().optional(),
  featured: TEMPLATE_FLAGS.featured.optional(),
  twoSided: TEMPLATE_FLAGS.twoSided.optional(),
  logoEnabled: TEMPLATE_FLAGS.logoEnabled.optional(),
  websiteEnabled: TEMPLATE_FLAGS.websiteEnabled.optional(),
  emailEnabled: TEMPLATE_FLAGS.emailEnabled.optional(),
  phoneEnabled: TEMPLATE_FLAGS.phoneEnabled.optional(),
  addressEnabled: TEMPLATE_FLAGS.addressEnabled.optional(),
  socialMediaEnabled: TEMPLATE_FLAGS.socialMediaEnabled.optional(),
  maxContactFields: ZMaxContactFieldsSchema.optional(),
  zones: ZTemplateZonesSchema.optional(),
  backLayout: ZBackLayoutSchema.nullable().optional(),
  colorVariants: ZVariantsSchema.optional(),
});
export type TTemplateUpdateInput = z.input<typeof ZTemplateUpdateSchema>;
export type TTemplateUpdate = z.output<typeof ZTemplateUpdateSchema>;

/** PUT /api/design-templates/reorder → the list in its new order. Must name every template exactly once. */
export const ZTemplateReorderSchema = z.object({
  templateIds: z
    .array(z.number().int().positive(), { message: TEMPLATE_MESSAGES.reorder })
    .min(1, TEMPLATE_MESSAGES.reorder),
});

/** `/api/design-templates/:id`: a positive whole number, else 404 'Template not found.' semantics. */
export const ZTemplateParamsSchema = z.object({
  id: z.coerce.number<string>().int().positive('Template not found.'),
});

// ---------------------------------------------------------------------------------------------------------
// Catalogue file upload
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/upload-variant-file (multipart: `file`, `type` = preview | download) → `{url}`, a public
 * `/api/catalog-files/{id}` URL. Previews: PNG, JPEG or SVG (sanitised) ≤ 5 MB; downloads: .ai, .psd, .pdf,
 * .zip, .svg ≤ 10 MB. Used for template preview/back/download files and colour variants.
 */
export const VARIANT_FILE_TYPES = ['preview', 'download'] as const;
export type VariantFileType = (typeof VARIANT_FILE_TYPES)[number];
export const ZUploadUrlSchema = z.object({ url: z.string() });
