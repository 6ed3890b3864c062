import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { StoredFile } from './file-storage';

/** The rows of these files (any that exist), read in one query. */
export async function findFiles(db: DbOrTx, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...ids]));
}

/** Every file uploaded or built for these campaigns. */
export async function filesOfCampaigns(db: DbOrTx, campaignIds: readonly string[]): Promise<StoredFile[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.campaignId, [...campaignIds]));
}

/** A file of this kind uploaded ahead of its campaign (a manual order's) and not yet part of any. */
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

/**
 * Gives the campaign those of the files that are still free and answers how many it got: two orders racing
 * for one upload cannot both get it.
 */
export async function claimFiles(db: DbOrTx, ids: readonly string[], campaignId: string): Promise<number> {
  const claimed = await db
    .update(uploadedFiles)
    .set({ campaignId })
    .where(and(inArray(uploadedFiles.id, [...ids]), isNull(uploadedFiles.campaignId)))
    .returning({ id: uploadedFiles.id });
  return claimed.length;
}
