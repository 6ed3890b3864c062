import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { uploadedFiles } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import type { StoredFile } from '../../../lib/file-storage';
import { setCampaignFiles } from '../../campaigns/campaign-store';

/** Files uploaded for a manual order and not yet part of any campaign. */
export async function findUnattachedFile(
  db: DbOrTx,
  id: string,
  kind: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.kind, kind), isNull(uploadedFiles.campaignId)));
  return row;
}

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
  const claimed = await tx
    .update(uploadedFiles)
    .set({ campaignId })
    .where(and(inArray(uploadedFiles.id, ids), isNull(uploadedFiles.campaignId)))
    .returning({ id: uploadedFiles.id });
  if (claimed.length !== ids.length)
    throw conflict('These files were just used for another order. Upload them again.');
  await setCampaignFiles(tx, campaignId, files);
}
