import { ZInvoiceOrderResponseSchema, ZManualOrderSchema } from '../../manual-order';
import { defineContract } from '../contract';

/** A pending campaign and order, and an e-mail to the customer with the link to pay it (token). */
export const createInvoiceOrder = defineContract({
  method: 'POST',
  path: '/api/admin/create-invoice-order',
  auth: 'staff',
  body: ZManualOrderSchema,
  response: ZInvoiceOrderResponseSchema,
});
