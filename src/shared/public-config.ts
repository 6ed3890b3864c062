/**
 * What the server tells the browser of its configuration (nothing secret), as one shape for both sides: the
 * server writes it into each page (src/server/web-app.ts), the browser reads it (src/web/lib/public-config.ts).
 */
export const PAYMENTS_MODES = ['stripe', 'test', 'disabled'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** The footer's social links; a network without a configured https URL shows no icon. */
export type SocialLinks = Record<SocialNetwork, string | null>;

export interface PublicConfig {
  salesEmail: string;
  gaMeasurementId: string | null;
  paymentsMode: PaymentsMode;
  stripePublishableKey: string | null;
  publicUrl: string;
  social: SocialLinks;
}

/** The element (a JSON script) the server puts the page's public config in. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'qp-config';
