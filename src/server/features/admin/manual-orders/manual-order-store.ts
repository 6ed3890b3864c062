import type { DbOrTx } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import { claimFiles } from '../../../lib/files/uploaded-file-store';
import { setCampaignFiles } from '../../campaigns/campaign-store';

export interface CampaignFileIds {
  frontDesignFileId?: string;
  backDesignFileId?: string;
  contactsFileId?: string;
}

/**
 * Links the uploads to their campaign, both ways (the file row knows its campaign too). Claims only files
 * still free, so two orders racing for one upload cannot both get it.
 */
export async function linkCampaignFiles(
  tx: DbOrTx,
  campaignId: string,
  files: CampaignFileIds,
): Promise<void> {
  const ids = Object.values(files).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  if ((await claimFiles(tx, ids, campaignId)) !== ids.length)
    throw conflict('These files were just used for another order. Upload them again.');
  await setCampaignFiles(tx, campaignId, files);
}
