import { DEFAULT_MAX_CONTACT_FIELDS, type TDesignTemplate } from '../../../shared/catalog';
import {
  CONTACT_FIELD_TYPES,
  type ContactFieldType,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '../../../shared/contact-fields';
import type { DesignSource, TContactFieldEntry } from '../../draft/campaign-draft';

// The labels moved beside the library's cards (one module both the builder and the public library use).
export {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELD_PLACEHOLDERS,
  SOCIAL_PLATFORM_LABELS,
} from '../catalog/contact-field-labels';

const ENABLED_FLAG: Record<ContactFieldType, keyof TDesignTemplate> = {
  website: 'websiteEnabled',
  email: 'emailEnabled',
  phone: 'phoneEnabled',
  address: 'addressEnabled',
  socialMedia: 'socialMediaEnabled',
};

/**
 * The field types offered: the template's enabled ones; every type for uploaded artwork (the customer's
 * own design has room for whatever they choose); none while no template is picked.
 */
export function enabledFieldTypes(
  source: DesignSource,
  template: TDesignTemplate | null,
): ContactFieldType[] {
  if (source === 'upload') return [...CONTACT_FIELD_TYPES];
  if (!template) return [];
  return CONTACT_FIELD_TYPES.filter((type) => template[ENABLED_FLAG[type]] === true);
}

export function maxContactFields(source: DesignSource, template: TDesignTemplate | null): number {
  return source === 'template' && template ? template.maxContactFields : DEFAULT_MAX_CONTACT_FIELDS;
}

/** Platforms still free for the row at `index` (each platform may be used once). */
export function availablePlatforms(fields: readonly TContactFieldEntry[], index: number): SocialPlatform[] {
  const taken = new Set(
    fields.flatMap((f, i) =>
      i !== index && f.type === 'socialMedia' && f.socialPlatform ? [f.socialPlatform] : [],
    ),
  );
  return SOCIAL_PLATFORMS.filter((p) => !taken.has(p));
}

/** Types the "add" menu offers now: enabled, and social media only while a platform is still free. */
export function addableFieldTypes(
  fields: readonly TContactFieldEntry[],
  enabled: readonly ContactFieldType[],
  max: number,
): ContactFieldType[] {
  if (fields.length >= max) return [];
  const socialLeft = availablePlatforms(fields, -1).length > 0;
  return enabled.filter((type) => type !== 'socialMedia' || socialLeft);
}

/** Keeps the rows a newly chosen template still allows, up to its limit. */
export function fitFieldsToTemplate(
  fields: readonly TContactFieldEntry[],
  enabled: readonly ContactFieldType[],
  max: number,
): TContactFieldEntry[] {
  return fields.filter((f) => enabled.includes(f.type)).slice(0, max);
}

/** The rows worth printing: empty values and social rows without a platform are dropped (§5). */
export function filledContactFields(fields: readonly TContactFieldEntry[]): TContactFieldEntry[] {
  return fields
    .map((f) => ({ ...f, value: f.value.trim() }))
    .filter((f) => f.value !== '' && (f.type !== 'socialMedia' || f.socialPlatform !== undefined));
}
