import type { TCampaign } from '../../../shared/campaign';
import { centsToDecimal } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { naturalnessOf, styleOf } from '../note-check/note-check';
import { findCampaignOrder } from '../orders/campaign-orders';
import { CAMPAIGN_NOT_FOUND, findCampaign } from './campaign-store';
import { countContacts } from './contact-store';

/** The campaign as the API shows it, or a 404 'Campaign not found'. */
export async function getCampaign(db: DbOrTx, id: string): Promise<TCampaign> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [contactCount, order] = await Promise.all([countContacts(db, id), findCampaignOrder(db, id)]);
  return toCampaign(row, contactCount, order);
}

function toCampaign(
  row: CampaignRow,
  contactCount: number,
  order?: { id: string; status: string },
): TCampaign {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    message: row.message,
    status: row.status,
    handwritingStyle: styleOf(row),
    naturalness: naturalnessOf(row),
    stationeryType: 'postcard',
    designSource: row.designSource === 'upload' ? 'upload' : 'template',
    templateId: row.templateId,
    templateName: row.templateName,
    selectedVariantId: row.selectedVariantId,
    contactFields: row.contactFields,
    totalNotes: row.totalNotes,
    contactCount,
    pricePerNote: centsToDecimal(row.pricePerNoteCents),
    totalAmount: centsToDecimal(row.totalAmountCents),
    deliveryDate: row.deliveryDate,
    hasFrontDesign: row.frontDesignFileId !== null,
    hasBackDesign: row.backDesignFileId !== null,
    hasLogo: row.logoFileId !== null,
    paid: order?.status === 'paid',
    orderId: order?.id ?? null,
    editable: isCustomerEditable(row) && order?.status !== 'paid',
    createdAt: row.createdAt.toISOString(),
  };
}

/** A campaign the customer made and has not abandoned: they may go back from checkout and change it. */
function isCustomerEditable(row: Pick<CampaignRow, 'source' | 'status'>): boolean {
  return row.source === 'web' && row.status === 'draft';
}
