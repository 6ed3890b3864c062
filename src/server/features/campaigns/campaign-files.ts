import type { CampaignFileSlot } from '../../../shared/campaign';
import { CAMPAIGN_FILES } from '../../../shared/campaign';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { FileStorage, StoredFile } from '../../lib/files/file-storage';
import type { SiteCaller } from './campaign-access';
import { assertCampaignEditable } from './campaign-editable';
import { CAMPAIGN_NOT_FOUND, findCampaign, updateCampaign } from './campaign-store';
import { checkCampaignUpload } from './upload-check';

const FILE_COLUMN = {
  'front-design': 'frontDesignFileId',
  'back-design': 'backDesignFileId',
  logo: 'logoFileId',
} as const satisfies Record<CampaignFileSlot, keyof CampaignRow>;

/**
 * Stores a front/back design or logo for a campaign, replacing an earlier one. The bytes decide the type
 * (415 otherwise, 413 when too large); SVG is sanitized. The replaced file is removed after commit. `guest`:
 * the caller of the site's upload route (see assertCampaignEditable), whose route checks it before reading.
 */
export async function attachCampaignFile(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  slot: CampaignFileSlot,
  upload: { bytes: Buffer; originalName: string },
  guest: SiteCaller,
): Promise<StoredFile> {
  const checked = await checkCampaignUpload(slot, upload.bytes, upload.originalName);
  const column = FILE_COLUMN[slot];
  const { file, replaced } = await deps.db.transaction(async (tx) => {
    const row = await assertCampaignEditable(tx, campaignId, guest);
    const saved = await deps.storage.save(tx, {
      kind: CAMPAIGN_FILES[slot].kind,
      originalName: upload.originalName || `${slot}`,
      mimeType: checked.mimeType,
      bytes: checked.bytes,
      campaignId,
    });
    await updateCampaign(tx, campaignId, { [column]: saved.id });
    return { file: saved, replaced: row[column] };
  });
  if (replaced) await removeFile(deps, replaced);
  return file;
}

export async function removeFile(deps: { db: Db; storage: FileStorage }, fileId: string): Promise<void> {
  const old = await deps.storage.find(deps.db, fileId);
  if (old) await deps.storage.delete(deps.db, old);
}

/** The stored file in a campaign's slot, or a 404 naming what is missing. */
export async function findCampaignFile(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  slot: CampaignFileSlot,
): Promise<StoredFile> {
  const row = await findCampaign(deps.db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const fileId = row[FILE_COLUMN[slot]];
  const file = fileId ? await deps.storage.find(deps.db, fileId) : undefined;
  if (!file) throw notFound(`This campaign has no ${CAMPAIGN_FILES[slot].label.toLowerCase()}.`);
  return file;
}
