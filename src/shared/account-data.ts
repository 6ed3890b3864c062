import { z } from 'zod';

/**
 * Your data (issue 12 §7): everything the account holds, as one JSON file and as CSV, and deleting the
 * account. Orders stay for accounting with the customer's personal data replaced by REDACTED.
 */

/** What replaces personal data on the orders a deleted account leaves behind (not an address: never mailed). */
export const REDACTED = '[deleted account]';

export const DELETE_CONFIRM_MISMATCH =
  'Type the e-mail address you sign in with, exactly as shown, to confirm.';
export const DELETE_BLOCKED_IN_FLIGHT =
  'Your account cannot be deleted while an order is being prepared or written: its notes would lose their sender. Please wait until it has been mailed, or cancel it first.';

/** DELETE /api/account: the customer types their own e-mail address to confirm. */
export const ZDeleteAccountSchema = z.object({
  confirm: z
    .string({ message: DELETE_CONFIRM_MISMATCH })
    .trim()
    .min(1, DELETE_CONFIRM_MISMATCH)
    .max(254, DELETE_CONFIRM_MISMATCH),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountSchema>;

/** The address typed matches the account's (case and surrounding spaces do not matter). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

const ZExportContactSchema = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** The list's own columns (merge fields beyond name and address). */
  customFields: z.record(z.string(), z.string()),
});

const ZExportPaymentSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  status: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.string(),
  /** Decimal strings ("1745.00"). */
  amount: z.string(),
  refunded: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  refunds: z.array(z.object({ amount: z.string(), reason: z.string(), at: z.string() })),
});

const ZExportCampaignSchema = z.object({
  campaignId: z.string(),
  /** "#1042", as on the confirmation. */
  reference: z.string(),
  name: z.string(),
  status: z.string(),
  message: z.string(),
  handwritingStyle: z.string(),
  stationeryType: z.string(),
  design: z.object({
    source: z.string(),
    templateName: z.string().nullable(),
    /** The names the customer's own files were uploaded under. */
    frontFile: z.string().nullable(),
    backFile: z.string().nullable(),
    logoFile: z.string().nullable(),
    contactsFile: z.string().nullable(),
  }),
  deliveryDate: z.string().nullable(),
  totalNotes: z.number().int(),
  customerEmail: z.string().nullable(),
  createdAt: z.string(),
  payments: z.array(ZExportPaymentSchema),
  /** Status changes, oldest first; who made them as 'customer', 'staff' or 'system' (no staff names). */
  history: z.array(
    z.object({
      subject: z.string(),
      status: z.string(),
      fromStatus: z.string().nullable(),
      by: z.string(),
      detail: z.string().nullable(),
      at: z.string(),
    }),
  ),
  contacts: z.array(ZExportContactSchema),
});
export type TExportCampaign = z.infer<typeof ZExportCampaignSchema>;

const ZExportSavedListSchema = z.object({
  listId: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  contacts: z.array(ZExportContactSchema),
});

const ZExportProgramSchema = z.object({
  programId: z.string(),
  name: z.string(),
  savedListId: z.string().nullable(),
  dateColumn: z.string(),
  arriveDaysBefore: z.number().int(),
  recurrence: z.string(),
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyCap: z.number().int().nullable(),
  message: z.string(),
  handwritingStyle: z.string(),
  templateName: z.string().nullable(),
  status: z.string(),
  pausedReason: z.string().nullable(),
  createdAt: z.string(),
  /** Every note the program has written, held or skipped, per person and occurrence. */
  sends: z.array(
    z.object({
      contactName: z.string(),
      occurrence: z.string(),
      writtenOn: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});

/** GET /api/account/export. Never a session or link token, its hash, or the provider's card references. */
export const ZAccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string(), createdAt: z.string() }),
  campaigns: z.array(ZExportCampaignSchema),
  savedLists: z.array(ZExportSavedListSchema),
  programs: z.array(ZExportProgramSchema),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      savedAt: z.string(),
    })
    .nullable(),
});
export type TAccountExport = z.infer<typeof ZAccountExportSchema>;

/** The download's file name: `quillpost-account-2026-11-25.json` (the export's UTC date). */
export const exportFilename = (
  kind: 'account' | 'contacts' | 'orders',
  exportedAt: string,
  ext: 'json' | 'csv',
) => `quillpost-${kind}-${exportedAt.slice(0, 10)}.${ext}`;
