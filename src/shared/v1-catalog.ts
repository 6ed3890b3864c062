import { z } from 'zod';
import { CONTACT_FIELD_TYPES } from './contact-fields';
import { HANDWRITING_STYLES } from './handwriting/styles';
import { TEMPLATE_CATEGORIES } from './template-categories';
import { zV1List } from './v1-lists';

/** A handwriting style a campaign's `style` may name. */
const ZV1StyleSchema = z
  .object({
    object: z.literal('style'),
    id: z.enum(HANDWRITING_STYLES),
    name: z.string(),
    description: z.string(),
    /** 0 neat … 1 natural: what a campaign without `naturalness` is written with. */
    default_naturalness: z.number(),
  })
  .meta({ id: 'Style' });
export const ZV1StyleListSchema = zV1List(ZV1StyleSchema);

/** A design a campaign's `template_id` may name, with the contact fields it prints and its colours. */
const ZV1TemplateSchema = z
  .object({
    object: z.literal('template'),
    id: z.number().int(),
    name: z.string(),
    category: z.enum(TEMPLATE_CATEGORIES),
    description: z.string(),
    tags: z.array(z.string()),
    /** Image URLs, relative to the site. */
    preview: z.string(),
    back_preview: z.string().nullable(),
    two_sided: z.boolean(),
    logo: z.boolean(),
    /** The contact field types (`contact_fields[].type`) the design has a place for, at most max_contact_fields. */
    contact_field_types: z.array(z.enum(CONTACT_FIELD_TYPES)),
    max_contact_fields: z.number().int(),
    /** Colour variants a campaign's `variant` may name ('Default' is always allowed). */
    variants: z.array(z.object({ name: z.string(), color: z.string(), preview: z.string() })),
  })
  .meta({ id: 'Template' });
export type V1Template = z.infer<typeof ZV1TemplateSchema>;
export const ZV1TemplateListSchema = zV1List(ZV1TemplateSchema);
