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
