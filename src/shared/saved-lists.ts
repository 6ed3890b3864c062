import { z } from 'zod';
import { ZAddressWarningSchema } from './address-checks';
import { ZContactInputSchema, ZPublicContactSchema } from './campaign';
import { CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';

/**
 * Saved contact lists (issue 12 §4): a signed-in customer's uploaded list kept under a name, reusable at the
 * upload step and editable contact by contact. Contacts use the campaign upload's field names and rules
 * (`ZContactInputSchema`, `validateContacts`), so a saved list goes to a campaign exactly as a CSV would.
 */
export const SAVED_LIST_MESSAGES = {
  name: 'List name is required.',
  nameTooLong: 'List name is at most 120 characters.',
  notFound: 'List not found.',
  contactNotFound: 'Contact not found on this list.',
  full: `A list holds at most ${MAX_CONTACTS.toLocaleString('en-US')} contacts; start a new list for more.`,
  duplicate: 'This contact (same name, address and ZIP) is already on the list.',
} as const;

export const ZSavedListNameSchema = z
  .string({ message: SAVED_LIST_MESSAGES.name })
  .trim()
  .min(1, SAVED_LIST_MESSAGES.name)
  .max(120, SAVED_LIST_MESSAGES.nameTooLong);

/** A list as the account's overview shows it. `columns`: custom column names in upload order. */
export const ZSavedListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  contactCount: z.number().int(),
  columns: z.array(z.string()),
  updatedAt: z.string(),
});
export type TSavedListSummary = z.infer<typeof ZSavedListSummarySchema>;

export const ZSavedListsSchema = z.object({ lists: z.array(ZSavedListSummarySchema) });

/** One saved contact, with the campaign upload's field names. */
const ZSavedContactSchema = ZPublicContactSchema.extend({
  id: z.string(),
  customFields: z.record(z.string(), z.string()),
});
export type TSavedContact = z.infer<typeof ZSavedContactSchema>;

/** A whole list (at most 5,000 contacts, the campaign limit), in saved order. */
export const ZSavedListSchema = ZSavedListSummarySchema.extend({
  contacts: z.array(ZSavedContactSchema),
});
export type TSavedList = z.infer<typeof ZSavedListSchema>;

/** `POST /api/account/lists`: the contacts of an upload, with the campaign batch's schema and limits. */
export const ZCreateSavedListSchema = z.object({
  name: ZSavedListNameSchema,
  /** The CSV's custom columns in file order; JSON objects would reorder numeric-looking keys. */
  columns: z.array(z.string().trim().min(1).max(200)).max(200).optional().default([]),
  contacts: z
    .array(ZContactInputSchema)
    .min(1, 'Send at least one contact.')
    .max(MAX_CONTACTS, CSV_MESSAGES.limit),
});
export type TCreateSavedListInput = z.input<typeof ZCreateSavedListSchema>;

export const ZRenameSavedListSchema = z.object({ name: ZSavedListNameSchema });

export const ZSavedListParamsSchema = z.object({ id: z.string() });
export const ZSavedContactParamsSchema = z.object({ id: z.string(), contactId: z.string() });

/** A contact added or fixed: the shared contact schema, re-checked by the CSV rules on the server. */
export const ZSavedContactInputSchema = ZContactInputSchema;
export type TSavedContactInput = z.input<typeof ZSavedContactInputSchema>;

/** After an add or a fix: the stored contact, the CSV rules' notes (padded ZIP) and its address warnings. */
export const ZSavedContactResultSchema = z.object({
  contact: ZSavedContactSchema,
  notes: z.array(z.string()),
  addressWarnings: z.array(ZAddressWarningSchema),
});
export type TSavedContactResult = z.infer<typeof ZSavedContactResultSchema>;
