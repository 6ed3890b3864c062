import type {
  TCardOrderResponse,
  TContactsUploadResponse,
  TDesignUploadResponse,
  TInvoiceOrderResponse,
  TManualOrderInput,
} from '../../../../shared/admin';
import type { PaymentMethod } from '../../../../shared/statuses';
import { errorMessage, errorStatus } from '../../../lib/api';
import { adminSend } from '../admin-api';

export interface ManualOrderFiles {
  front: File | null;
  back: File | null;
  contacts: File | null;
}

export type ManualOrderResult =
  | ({ method: 'invoice' } & TInvoiceOrderResponse)
  | ({ method: 'card' } & TCardOrderResponse);

/** An upload step failed; the message names the step and its status (back-office.md §8). */
export class UploadStepError extends Error {}

async function upload<T>(step: string, url: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  try {
    return await adminSend<T>('POST', url, form);
  } catch (err) {
    const status = errorStatus(err);
    const detail = errorMessage(err, status ? 'Please try again.' : 'Unable to connect to the server.');
    throw new UploadStepError(`File upload failed: ${step} (${status ?? 'network error'}): ${detail}`);
  }
}

async function uploadDesign(step: string, url: string, file: File | null): Promise<string | null> {
  if (!file) return null;
  const answer = await upload<Partial<TDesignUploadResponse>>(step, url, 'design', file);
  // A response without a url is a failed upload too.
  if (!answer?.url || !answer.fileId)
    throw new UploadStepError(`File upload failed: ${step} (no file URL returned)`);
  return answer.fileId;
}

/** Uploads the files in order (front, back, contacts), then creates the invoice or card order. */
export async function submitManualOrder(
  order: TManualOrderInput,
  files: ManualOrderFiles,
  method: PaymentMethod,
): Promise<ManualOrderResult> {
  const frontDesignFileId = await uploadDesign('front design', '/api/upload/campaign-front', files.front);
  const backDesignFileId = await uploadDesign('back design', '/api/upload/campaign-back', files.back);
  const contactsFileId = files.contacts
    ? (await upload<TContactsUploadResponse>('contacts', '/api/upload/contacts', 'csv', files.contacts))
        .fileId
    : null;
  const payload: TManualOrderInput = { ...order, frontDesignFileId, backDesignFileId, contactsFileId };
  if (method === 'invoice') {
    const answer = await adminSend<TInvoiceOrderResponse>('POST', '/api/admin/create-invoice-order', payload);
    return { method, ...answer };
  }
  const answer = await adminSend<TCardOrderResponse>('POST', '/api/admin/create-card-order', payload);
  return { method, ...answer };
}
