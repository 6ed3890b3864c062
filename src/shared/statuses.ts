/** Campaign lifecycle (back-office.md §4). */
export const CAMPAIGN_STATUSES = ['draft', 'pending', 'processing', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Order payment status (back-office.md §4). */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that mean money moved or is owed: their campaign is never expired, and is kept (redacted) on deletion. */
export const CAMPAIGN_KEEPING_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'pending', 'refunded'];

/** What My orders and /v1 show: paid orders and those refunded since (never pending invoices or failed payments). */
export const CUSTOMER_SHOWN_ORDER_STATUSES = ['paid', 'refunded'] as const satisfies readonly OrderStatus[];

export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
