import { DEFAULT_MAX_CONTACT_FIELDS, type TDesignTemplate } from '../../../shared/catalog';
import {
  CONTACT_FIELD_TYPES,
  type ContactFieldType,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '../../../shared/contact-fields';
import type { DesignSource, TContactFieldEntry } from '../draft/campaign-draft';

/** The contact details a customer may print on the card (public-site.md §4). */
export const CONTACT_FIELD_LABELS: Record<ContactFieldType, string> = {
  website: 'Website',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  socialMedia: 'Social Media',
};

export const CONTACT_FIELD_PLACEHOLDERS: Record<ContactFieldType, string> = {
  website: 'www.yourbusiness.com',
  email: 'hello@yourbusiness.com',
  phone: '(555) 214-7788',
  address: '120 Main Street, Springfield, IL',
  socialMedia: '@yourbusiness',
};

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

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
