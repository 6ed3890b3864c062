import { deliveryDateProblem, earliestTodayAnywhere } from '../../../shared/delivery-date';
import { SAVED_LIST_MESSAGES } from '../../../shared/saved-lists';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { StoredFile } from '../../lib/files/file-storage';
import { insertCampaign, updateCampaign } from '../campaigns/campaign-store';
import { recomputeTotals } from '../campaigns/campaign-totals';
import { copyCampaignContacts } from '../campaigns/contact-store';
import { copySavedListContacts, findSavedList } from '../saved-lists/saved-list-store';
import { accountOrderOr404 } from './account-order';

const DESIGN_GONE =
  'The design of this order is no longer in our catalogue, so it cannot be reordered as it was. Please start a new campaign.';

const FILE_COLUMNS = ['frontDesignFileId', 'backDesignFileId', 'logoFileId'] as const;
type FileColumn = (typeof FILE_COLUMNS)[number];

/**
 * The same cards again: a new draft owned by the account with the order's design, message, style,
 * naturalness and contact fields, for a new delivery date (the builder's rule), to the same recipients or to
 * one of the account's saved lists; totals are priced afresh. The customer then pays it at checkout.
 */
export async function reorderAccountOrder(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  input: { accountId: string; email: string; orderId: string; deliveryDate: string; savedListId?: string },
  now = new Date(),
): Promise<{ campaignId: string }> {
  const db = deps.database.db;
  const found = await accountOrderOr404(db, { accountId: input.accountId, livemode: true }, input.orderId);
  const source = found.campaign;
  if (source.designSource === 'template' && source.templateId === null) throw conflict(DESIGN_GONE);
  const dateProblem = deliveryDateProblem(input.deliveryDate, earliestTodayAnywhere(now));
  if (dateProblem) throw badRequest(dateProblem);
  // The site sends to live lists only: a test list (made with a test API key) is not there for it.
  if (input.savedListId && !(await findSavedList(db, input.accountId, input.savedListId))?.livemode) {
    throw notFound(SAVED_LIST_MESSAGES.notFound);
  }
  const files = await designFiles(deps, source);

  const campaignId = await db.transaction(async (tx) => {
    const row = await insertCampaign(tx, {
      name: source.name,
      message: source.message,
      handwritingStyle: source.handwritingStyle,
      naturalness: source.naturalness,
      stationeryType: source.stationeryType,
      designSource: source.designSource,
      templateId: source.templateId,
      templateName: source.templateName,
      selectedVariantId: source.selectedVariantId,
      contactFields: source.contactFields,
      deliveryDate: input.deliveryDate,
      customerEmail: input.email,
      status: 'draft',
      source: 'web',
      accountId: input.accountId,
    });
    await updateCampaign(tx, row.id, await copyFiles(deps, tx, files, row.id));
    if (input.savedListId) await copySavedListContacts(tx, input.savedListId, row.id);
    else await copyCampaignContacts(tx, source.id, row.id);
    await recomputeTotals(tx, row.id);
    return row.id;
  });
  return { campaignId };
}

interface DesignFile {
  column: FileColumn;
  file: StoredFile;
  bytes: Buffer;
}

/** The order's uploaded design and logo, read before the transaction (the blob store is not the database). */
async function designFiles(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  source: CampaignRow,
): Promise<DesignFile[]> {
  const found: DesignFile[] = [];
  for (const column of FILE_COLUMNS) {
    const id = source[column];
    const file = id ? await deps.storage.find(deps.database.db, id) : undefined;
    if (file) found.push({ column, file, bytes: await deps.storage.read(file) });
  }
  return found;
}

/**
 * Copies, not shares: a draft's files are replaced (and the old one deleted) when the customer uploads
 * another design, which must never take the paid order's artwork with it.
 */
async function copyFiles(
  deps: Pick<AppDeps, 'storage'>,
  tx: Tx,
  files: readonly DesignFile[],
  campaignId: string,
): Promise<Partial<Record<FileColumn, string>>> {
  const ids: Partial<Record<FileColumn, string>> = {};
  for (const { column, file, bytes } of files) {
    const copy = await deps.storage.save(tx, {
      kind: file.kind,
      originalName: file.originalName,
      mimeType: file.mimeType,
      bytes,
      campaignId,
    });
    ids[column] = copy.id;
  }
  return ids;
}
