import { z } from 'zod';
import { CONTACT_FIELD_TYPES } from './contact-fields';
import { HANDWRITING_STYLES } from './handwriting/styles';
import { TEMPLATE_CATEGORIES } from './template-categories';
import { v1Count, v1Object, v1Text } from './v1-fields';
import { zV1List } from './v1-lists';

/** A handwriting style a campaign's `style` may name. */
const ZV1StyleSchema = z
  .object({
    object: v1Object('style'),
    id: z.enum(HANDWRITING_STYLES).describe("The style's id, as a campaign's `style` names it."),
    name: v1Text('Its name, as the site shows it.'),
    description: v1Text('What the hand looks like.'),
    default_naturalness: z
      .number()
      .describe('0 neat … 1 natural: what a campaign without `naturalness` is written with.'),
  })
  .meta({ id: 'Style', description: 'A handwriting style: a hand the pen writes in.' });
export const ZV1StyleListSchema = zV1List(ZV1StyleSchema);

/** A colour variant of a design. */
const ZV1TemplateVariantSchema = z
  .object({
    name: v1Text("The variant's name, as a campaign's `variant` names it."),
    color: v1Text('Its main colour (CSS).'),
    preview: v1Text('Its preview image URL, relative to the site.'),
  })
  .meta({ id: 'TemplateVariant', description: 'A colour variant of a design.' });

/** A design a campaign's `template_id` may name, with the contact fields it prints and its colours. */
const ZV1TemplateSchema = z
  .object({
    object: v1Object('template'),
    id: z.number().int().describe("The design's id, as a campaign's `template_id` names it."),
    name: v1Text("The design's name."),
    category: z.enum(TEMPLATE_CATEGORIES).describe('The design library section it is in.'),
    description: v1Text('What the design shows.'),
    tags: z.array(z.string()).describe('Words it can be found by.'),
    preview: v1Text('The front image URL, relative to the site.'),
    back_preview: z.string().nullable().describe('The printed back image URL; null when the back is plain.'),
    two_sided: z.boolean().describe('Whether the back is printed too.'),
    logo: z.boolean().describe('Whether the design has a place for your logo.'),
    contact_field_types: z
      .array(z.enum(CONTACT_FIELD_TYPES))
      .describe('The contact field types (`contact_fields[].type`) the design has a place for.'),
    max_contact_fields: v1Count('How many contact fields it prints at most.'),
    variants: z
      .array(ZV1TemplateVariantSchema)
      .describe("Colour variants a campaign's `variant` may name ('Default' is always allowed)."),
  })
  .meta({
    id: 'Template',
    description: 'A design from the library: the printed card the notes are written on.',
  });
export type V1Template = z.infer<typeof ZV1TemplateSchema>;
export const ZV1TemplateListSchema = zV1List(ZV1TemplateSchema);
