import { ZCreateCampaignSchema } from '../../../../shared/campaign';
import type { TContact } from '../../../../shared/contacts-csv';
import { describeIssues } from '../../../../shared/describe-issues';
import {
  MANUAL_ORDER_MESSAGES,
  type TCardOrderResponse,
  type TInvoiceOrderResponse,
  type TManualOrder,
} from '../../../../shared/manual-order';
import { decimalToCents } from '../../../../shared/money';
import { orderReference } from '../../../../shared/order-reference';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { findUnattachedFile } from '../../../lib/files/uploaded-file-store';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import { replaceContacts } from '../../campaigns/campaign-contacts';
import { getCampaign } from '../../campaigns/campaign-view';
import { createCampaign } from '../../campaigns/create-campaign';
import { insertInvoiceOrder } from '../../orders/order-payments';
import { invoiceMail } from './invoice-mail';
import { type CampaignFileIds, linkCampaignFiles } from './manual-order-store';
import { CONTACTS_FILE_KIND, DESIGN_FILE_KINDS, parseContactsFile } from './order-uploads';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'config' | 'mail'>;

function checkoutUrl(publicUrl: string, campaignId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkout/${campaignId}`;
}

/**
 * The uploads the form refers to, checked to be of the right kind and not used by another campaign. The
 * contacts file is required (schema) and decides the notes: staff's number must equal its valid recipients.
 */
async function resolveUploads(deps: Deps, input: TManualOrder) {
  const db = deps.database.db;
  const files: CampaignFileIds = {};
  let contacts: TContact[] = [];
  const slots = [
    ['frontDesignFileId', input.frontDesignFileId, DESIGN_FILE_KINDS.front, 'Upload the front design again.'],
    ['backDesignFileId', input.backDesignFileId, DESIGN_FILE_KINDS.back, 'Upload the back design again.'],
    ['contactsFileId', input.contactsFileId, CONTACTS_FILE_KIND, 'Upload the contacts CSV again.'],
  ] as const;
  for (const [column, id, kind, missing] of slots) {
    if (!id) continue;
    const file = await findUnattachedFile(db, id, kind);
    if (!file) throw badRequest(missing);
    files[column] = file.id;
    if (kind === CONTACTS_FILE_KIND) {
      const bytes = await deps.storage.read(file);
      contacts = parseContactsFile({ filename: file.originalName, bytes }).contacts;
    }
  }
  if (contacts.length !== input.totalNotes) {
    throw badRequest(MANUAL_ORDER_MESSAGES.noteCountMismatch(input.totalNotes, contacts.length));
  }
  return { files, contacts };
}

/** The campaign payload in the shape every campaign is created from, so the same rules (message length…) apply. */
function campaignPayload(input: TManualOrder, hasFrontDesign: boolean) {
  const parsed = ZCreateCampaignSchema.safeParse({
    name: input.campaignName,
    message: input.message,
    handwritingStyle: input.handwritingStyle,
    stationeryType: input.stationeryType,
    // The schema refuses a template beside an uploaded front, so exactly one of them makes the front.
    designSource: input.templateId && !hasFrontDesign ? 'template' : 'upload',
    templateId: input.templateId ?? null,
    selectedVariantId: input.selectedVariantId || null,
    contactFields: input.contactFields,
    deliveryDate: input.deliveryDate ?? null,
    customerEmail: input.customerEmail,
    invoiceNotes: input.invoiceNotes,
  });
  if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * Creates the campaign of a manual order with its files and contacts, all in one transaction: priced from the
 * admin table (or staff's custom total), then `inTx` adds what the payment method needs.
 */
async function createManualCampaign<T>(
  deps: Deps,
  input: TManualOrder,
  status: 'pending' | 'draft',
  inTx: (tx: Db, campaignId: string) => Promise<T>,
): Promise<T> {
  const { files, contacts } = await resolveUploads(deps, input);
  const payload = campaignPayload(input, Boolean(files.frontDesignFileId));
  const customTotalCents = input.customTotal ?? null;
  // Nested calls open savepoints inside this transaction, so a failure anywhere leaves nothing behind.
  return deps.database.db.transaction(async (tx) => {
    const campaign = await createCampaign(tx, payload, {
      source: 'admin',
      status,
      customTotalCents,
      noteCount: input.totalNotes,
    });
    await linkCampaignFiles(tx, campaign.id, files);
    await replaceContacts(tx, campaign.id, contacts);
    return inTx(tx, campaign.id);
  });
}

/**
 * Invoice: a pending campaign and a pending order (payment method invoice), and an e-mail to the customer
 * with the link to pay it. Paying through that link turns this order paid (fulfilPayment), never a second one.
 */
export async function createInvoiceOrder(deps: Deps, input: TManualOrder): Promise<TInvoiceOrderResponse> {
  const result = await createManualCampaign(deps, input, 'pending', async (tx, campaignId) => {
    const campaign = await getCampaign(tx, campaignId);
    const order = await insertInvoiceOrder(tx, {
      campaignId,
      customerEmail: input.customerEmail,
      amountCents: decimalToCents(campaign.totalAmount)!,
    });
    const url = checkoutUrl(deps.config.publicUrl, campaignId);
    await enqueueMail(
      tx,
      await invoiceMail({
        to: input.customerEmail,
        campaign,
        checkoutUrl: url,
        invoiceNotes: input.invoiceNotes,
        publicUrl: deps.config.publicUrl,
      }),
    );
    return {
      orderId: order.id,
      orderNumber: order.number,
      reference: orderReference(campaign.number),
      campaignId,
      checkoutUrl: url,
      totalAmount: campaign.totalAmount,
    };
  });
  void deps.mail.kick();
  return result;
}

/** Card: a draft campaign the customer pays at checkout; the order appears when the payment succeeds. */
export async function createCardOrder(deps: Deps, input: TManualOrder): Promise<TCardOrderResponse> {
  return createManualCampaign(deps, input, 'draft', async (tx, campaignId) => {
    const campaign = await getCampaign(tx, campaignId);
    return {
      campaignId,
      campaignNumber: campaign.number,
      reference: orderReference(campaign.number),
      checkoutUrl: checkoutUrl(deps.config.publicUrl, campaignId),
      totalAmount: campaign.totalAmount,
    };
  });
}
