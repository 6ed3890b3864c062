import type { TCampaign, TCreateCampaign, TEditCampaign } from '../../../shared/campaign';
import { blockedNotesMessage, isBlocked } from '../../../shared/proofs';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { FileStorage } from '../../lib/files/file-storage';
import { checkNotes, noteSettingsFor, styleOf } from '../note-check/note-check';
import type { SiteCaller } from './campaign-access';
import { assertCampaignEditable } from './campaign-editable';
import { removeFile } from './campaign-files';
import { builderColumns, checkWebPayload, chosenTemplate } from './campaign-payload';
import { updateCampaign } from './campaign-store';
import { getCampaign } from './campaign-view';
import { listContactRecords } from './contact-store';
import { assertMessageFits } from './message-fit-check';

/** The row's customer-written fields with the edit laid over them: what the campaign will be. */
function merged(row: CampaignRow, edit: TEditCampaign): TCreateCampaign {
  return {
    name: edit.name ?? row.name,
    message: edit.message ?? row.message,
    handwritingStyle: edit.handwritingStyle ?? styleOf(row),
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
 * a new one does, and when its words or handwriting change, the message must fit the card (`assertMessageFits`)
 * and every stored recipient's note is checked again (a message that no longer fits is refused, nothing
 * changes). Choosing a template drops uploaded designs. Only the caller's own draft changes
 * (assertCampaignEditable with `guest`).
 */
export async function editCampaign(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  edit: TEditCampaign,
  guest: SiteCaller,
  now = new Date(),
): Promise<TCampaign> {
  const { db } = deps;
  // Not theirs, paid, expired or staff's answers before any rule is checked: nothing the customer fixes helps.
  const row = await db.transaction((tx) => assertCampaignEditable(tx, campaignId, guest));
  const next = merged(row, edit);
  const fromTemplate = next.designSource === 'template';
  const template = await chosenTemplate(db, next);
  checkWebPayload(next, template, now);

  const settings = await noteSettingsFor(db, { ...row, ...next });
  const before = await noteSettingsFor(db, row);
  // Another design may write the notes in other areas (its back's layout): they are checked again too.
  const rewritten =
    settings.message !== before.message ||
    settings.style !== before.style ||
    settings.naturalness !== before.naturalness ||
    JSON.stringify(settings.layout) !== JSON.stringify(before.layout);
  if (rewritten) {
    // The rule the builder shows and creation applies, then every stored recipient's note as written.
    await assertMessageFits(db, next, 'Your changes were not saved. ');
    const notes = await checkNotes(settings, await listContactRecords(db, campaignId));
    const blocked = notes.filter((n) => isBlocked(n.warnings));
    if (blocked.length > 0) throw badRequest(`Your changes were not saved. ${blockedNotesMessage(blocked)}`);
  }

  const dropped = await db.transaction(async (tx) => {
    const locked = await assertCampaignEditable(tx, campaignId, guest);
    await updateCampaign(tx, campaignId, {
      ...builderColumns(next, template),
      ...(fromTemplate ? { frontDesignFileId: null, backDesignFileId: null } : {}),
    });
    return fromTemplate ? [locked.frontDesignFileId, locked.backDesignFileId] : [];
  });
  for (const fileId of dropped) if (fileId) await removeFile(deps, fileId);
  return getCampaign(db, campaignId);
}
