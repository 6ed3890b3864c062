import { type FieldErrors, useFormContext } from 'react-hook-form';
import {
  DEFAULT_MANUAL_NOTE_COUNT,
  MANUAL_ORDER_MESSAGES,
  type TManualOrderInput,
} from '../../../../shared/manual-order';

/**
 * The Create Order form holds the order payload as the server's schema accepts it (ZManualOrderSchema's
 * input); the payment method and the chosen files live beside it, outside the schema.
 */
export type OrderFormValues = TManualOrderInput;

export const EMPTY_ORDER: OrderFormValues = {
  customerEmail: '',
  campaignName: '',
  message: '',
  handwritingStyle: 'professional',
  stationeryType: 'postcard',
  totalNotes: DEFAULT_MANUAL_NOTE_COUNT,
  // null: the custom price override is off; a string (maybe empty) while it is on.
  customTotal: null,
  deliveryDate: '',
  templateId: null,
  selectedVariantId: null,
  invoiceNotes: '',
  // Set when the chosen contacts CSV has been checked by the server; empty until then.
  contactsFileId: '',
};

export const useOrderForm = () => useFormContext<OrderFormValues>();

/** Number of notes: at least 1; anything that is not a number falls back to 25 (back-office.md §5). */
export function noteCountOf(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? Math.max(1, n) : DEFAULT_MANUAL_NOTE_COUNT;
}

/**
 * The toast for a form the schema refused (back-office.md §8): missing required fields first, then an
 * invalid custom price, else the schema's own message.
 */
export function invalidOrderToast(errors: FieldErrors<OrderFormValues>): {
  title: string;
  description: string;
} {
  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && message.length > 0);
  if (messages.includes(MANUAL_ORDER_MESSAGES.required)) {
    return { title: MANUAL_ORDER_MESSAGES.requiredTitle, description: MANUAL_ORDER_MESSAGES.required };
  }
  if (messages.includes(MANUAL_ORDER_MESSAGES.customPrice)) {
    return { title: MANUAL_ORDER_MESSAGES.customPriceTitle, description: MANUAL_ORDER_MESSAGES.customPrice };
  }
  return { title: 'Error Creating Order', description: messages[0] ?? 'Please check the form.' };
}
