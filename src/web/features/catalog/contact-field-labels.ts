import type { ContactFieldType, SocialPlatform } from '../../../shared/contact-fields';

/*
 * The names and examples of the contact details a card can print: shown by the design library's cards as well
 * as by the builder, so they live here rather than in the builder's rules (which a public page's first chunks
 * must not import, tests/e2e/public-chunks.test.ts).
 */

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
