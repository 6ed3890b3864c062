import type { TCampaign, TCreateCampaign, TEditCampaign } from '../../../shared/campaign';
import { blockedNotesMessage, isBlocked } from '../../../shared/proofs';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import {
  assertCampaignEditable,
  builderColumns,
  CAMPAIGN_NOT_FOUND,
  checkWebPayload,
  chosenTemplate,
  getCampaign,
  isCustomerEditable,
  removeFile,
} from './campaign-service';
import { type CampaignRow, findCampaign, listContactRecords, updateCampaign } from './campaign-store';
import { checkNotes, noteSettings } from './proofs/note-check';

const NOT_EDITABLE = 'This campaign was set up by our team. Contact us if something needs changing.';

/** The row's customer-written fields with the edit laid over them: what the campaign will be. */
function merged(row: CampaignRow, edit: TEditCampaign): TCreateCampaign {
  return {
    name: edit.name ?? row.name,
    message: edit.message ?? row.message,
    handwritingStyle: edit.handwritingStyle ?? noteSettings(row).style,
    naturalness: edit.naturalness === undefined ? row.naturalness : edit.naturalness,
    stationeryType: 'postcard',
    designSource: edit.designSource ?? (row.designSource === 'upload' ? 'upload' : 'template'),
    templateId: edit.templateId === undefined ? row.templateId : edit.templateId,
    selectedVariantId: edit.selectedVariantId === undefined ? row.selectedVariantId : edit.selectedVariantId,
    contactFields: edit.contactFields ?? row.contactFields,
    deliveryDate: edit.deliveryDate === undefined ? row.deliveryDate : edit.deliveryDate,
  };
}

/**
 * The customer's way back from checkout (`PATCH /api/campaigns/:id`): the edited campaign must pass every rule
 * a new one does, and when its words or handwriting change, every stored recipient's note is checked again (a
 * message that no longer fits is refused, nothing changes). Choosing a template drops uploaded designs.
 */
export async function editCampaign(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  edit: TEditCampaign,
  now = new Date(),
): Promise<TCampaign> {
  const { db } = deps;
  const row = await findCampaign(db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  if (row.source !== 'web') throw conflict(NOT_EDITABLE);
  // Paid or expired answers 409 before any rule is checked: nothing the customer fixes would help.
  await db.transaction((tx) => assertCampaignEditable(tx, campaignId));
  const next = merged(row, edit);
  const fromTemplate = next.designSource === 'template';
  const template = await chosenTemplate(db, next);
  checkWebPayload(next, template, now);

  const settings = noteSettings({ ...row, ...next });
  const before = noteSettings(row);
  const rewritten =
    settings.message !== before.message ||
    settings.style !== before.style ||
    settings.naturalness !== before.naturalness;
  if (rewritten) {
    const notes = await checkNotes(settings, await listContactRecords(db, campaignId));
    const blocked = notes.filter((n) => isBlocked(n.warnings));
    if (blocked.length > 0) throw badRequest(`Your changes were not saved. ${blockedNotesMessage(blocked)}`);
  }

  const dropped = await db.transaction(async (tx) => {
    const locked = await assertCampaignEditable(tx, campaignId);
    if (!isCustomerEditable(locked)) throw conflict(NOT_EDITABLE);
    await updateCampaign(tx, campaignId, {
      ...builderColumns(next, template),
      ...(fromTemplate ? { frontDesignFileId: null, backDesignFileId: null } : {}),
    });
    return fromTemplate ? [locked.frontDesignFileId, locked.backDesignFileId] : [];
  });
  for (const fileId of dropped) if (fileId) await removeFile(deps, fileId);
  return getCampaign(db, campaignId);
}
