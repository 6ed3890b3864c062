import type { TColorVariant, TDesignTemplate } from '../../../shared/catalog';

const DEFAULT_VARIANT_NAME = 'Default';

/**
 * The colour variants offered for a template: its own list, or one 'Default' black variant built from the
 * template's own preview and download link (public-site.md §4).
 */
export function templateVariants(template: TDesignTemplate): TColorVariant[] {
  if (template.colorVariants.length > 0) return template.colorVariants;
  return [
    {
      name: DEFAULT_VARIANT_NAME,
      color: '#000000',
      preview: template.preview,
      downloadUrl: template.downloadUrl,
    },
  ];
}

/** The variant selected when a template is picked. */
export function firstVariant(template: TDesignTemplate): TColorVariant {
  return templateVariants(template)[0]!;
}

/** The variant called `name`, falling back to the first one when it no longer exists. */
export function findVariant(template: TDesignTemplate, name: string | null): TColorVariant {
  return templateVariants(template).find((v) => v.name === name) ?? firstVariant(template);
}
