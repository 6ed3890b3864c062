import { z } from 'zod';

/** Contact information printed on the card (public-site.md §3 "Contact field entry"). */
export const CONTACT_FIELD_TYPES = ['website', 'email', 'phone', 'address', 'socialMedia'] as const;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin', 'tiktok'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const ZContactFieldSchema = z.object({
  type: z.enum(CONTACT_FIELD_TYPES),
  value: z.string().trim().min(1).max(200),
  platform: z.enum(SOCIAL_PLATFORMS).optional(),
});
export type TContactField = z.infer<typeof ZContactFieldSchema>;

/** A contact field as the creation payload writes it (public-site.md §3): `{type: 'social', platform, value}`. */
export type TContactFieldPayload =
  | { type: Exclude<ContactFieldType, 'socialMedia'>; value: string }
  | { type: 'social'; platform: SocialPlatform; value: string };

/**
 * The builder's entries (`socialPlatform`, public-site.md §3 "Contact field entry") in the payload's shape; an
 * empty value or a social field without a platform is dropped (§5).
 */
export function toContactFieldPayloads(
  fields: readonly { type: ContactFieldType; value: string; socialPlatform?: SocialPlatform }[],
): TContactFieldPayload[] {
  return fields.flatMap((field): TContactFieldPayload[] => {
    const value = field.value.trim();
    if (!value) return [];
    if (field.type !== 'socialMedia') return [{ type: field.type, value }];
    return field.socialPlatform ? [{ type: 'social', platform: field.socialPlatform, value }] : [];
  });
}
