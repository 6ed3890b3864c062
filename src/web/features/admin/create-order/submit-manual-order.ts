import { createCardOrder } from '../../../../shared/contracts/manual-orders/create-card-order';
import { createInvoiceOrder } from '../../../../shared/contracts/manual-orders/create-invoice-order';
import {
  uploadOrderBackDesign,
  uploadOrderFrontDesign,
} from '../../../../shared/contracts/manual-orders/upload-order-design';
import type {
  TCardOrderResponse,
  TInvoiceOrderResponse,
  TManualOrderInput,
} from '../../../../shared/manual-order';
import type { PaymentMethod } from '../../../../shared/statuses';
import { errorMessage, errorStatus } from '../../../lib/api';
import { adminCall } from '../admin-api';

/** The designs, uploaded when the order is sent (the contacts CSV is uploaded when chosen: use-contacts-upload). */
export interface ManualOrderFiles {
  front: File | null;
  back: File | null;
}

export type ManualOrderResult =
  | ({ method: 'invoice' } & TInvoiceOrderResponse)
  | ({ method: 'card' } & TCardOrderResponse);

/** An upload step failed; the message names the step and its status (back-office.md §8). */
class UploadStepError extends Error {}

/** Runs one upload; any failure becomes 'File upload failed: {step} ({status}): {detail}'. */
async function uploadStep<T>(step: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    const status = errorStatus(err);
    const detail = errorMessage(err, status ? 'Please try again.' : 'Unable to connect to the server.');
    throw new UploadStepError(`File upload failed: ${step} (${status ?? 'network error'}): ${detail}`);
  }
}

function formWith(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}

async function uploadDesign(
  step: string,
  contract: typeof uploadOrderFrontDesign | typeof uploadOrderBackDesign,
  file: File | null,
): Promise<string | null> {
  if (!file) return null;
  const answer = await uploadStep(step, () => adminCall(contract, { body: formWith('design', file) }));
  // A response without a url is a failed upload too.
  if (!answer?.url || !answer.fileId)
    throw new UploadStepError(`File upload failed: ${step} (no file URL returned)`);
  return answer.fileId;
}

/** Uploads the designs (front, then back), then creates the invoice or card order. */
export async function submitManualOrder(
  order: TManualOrderInput,
  files: ManualOrderFiles,
  method: PaymentMethod,
): Promise<ManualOrderResult> {
  const frontDesignFileId = await uploadDesign('front design', uploadOrderFrontDesign, files.front);
  const backDesignFileId = await uploadDesign('back design', uploadOrderBackDesign, files.back);
  const body: TManualOrderInput = { ...order, frontDesignFileId, backDesignFileId };
  if (method === 'invoice') return { method, ...(await adminCall(createInvoiceOrder, { body })) };
  return { method, ...(await adminCall(createCardOrder, { body })) };
}
