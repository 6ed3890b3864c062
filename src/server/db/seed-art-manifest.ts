import { z } from 'zod';
import { ZBackLayoutSchema } from '../../shared/back-layout-schema';
import { ZCardZonesSchema } from '../../shared/card-zones';
import { TEMPLATE_FLAGS } from '../../shared/catalog-schemas';
import { TEMPLATE_CATEGORIES } from '../../shared/template-categories';

/**
 * `seed-art/manifest.json`: the seed catalogue, written by `npm run seed-art` (scripts/seed-art) beside the
 * SVG files it names. The seed reads it and stores the files; nothing generates artwork at run time.
 * Each SVG is both a preview and the design file offered for download.
 */
const ZArtFileName = z.string().regex(/^[a-z0-9-]+\.svg$/);

export const ZSeedArtManifestSchema = z.object({
  templates: z.array(
    z.object({
      name: z.string().min(1),
      category: z.enum(TEMPLATE_CATEGORIES),
      description: z.string(),
      tags: z.array(z.string()),
      ...TEMPLATE_FLAGS,
      maxContactFields: z.number().int().min(1).max(5),
      zones: ZCardZonesSchema.nullable(),
      /** The back's printed elements and writing areas (mm), recorded as the back was drawn; null = no back. */
      backLayout: ZBackLayoutSchema.nullable(),
      preview: ZArtFileName,
      backPreview: ZArtFileName.nullable(),
      colorVariants: z.array(
        z.object({
          name: z.string(),
          color: z.string(),
          preview: ZArtFileName,
          /** The back in this variant's colours (two-sided templates). */
          backPreview: ZArtFileName.optional(),
        }),
      ),
    }),
  ),
});
export type TSeedArtManifest = z.infer<typeof ZSeedArtManifestSchema>;
export type TSeedArtTemplate = TSeedArtManifest['templates'][number];

export const SEED_ART_MANIFEST = 'manifest.json';
