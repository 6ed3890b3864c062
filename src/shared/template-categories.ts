/** Template categories shown as filter buttons in the design library and chosen in the admin form. */
export const TEMPLATE_CATEGORIES = ['business', 'thank-you', 'generic'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  business: 'Business',
  'thank-you': 'Thank You',
  generic: 'Generic',
};
