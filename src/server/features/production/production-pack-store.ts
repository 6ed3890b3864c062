import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productionPacks, uploadedFiles } from '../../db/schema';

/** Remembers the job building the pack, so the back office finds its progress after a reload. */
export async function recordPackJob(db: DbOrTx, campaignId: string, jobId: string): Promise<void> {
  await db
    .insert(productionPacks)
    .values({ campaignId, jobId })
    .onConflictDoUpdate({ target: productionPacks.campaignId, set: { jobId, updatedAt: new Date() } });
}

/**
 * Makes a stored, complete ZIP the campaign's pack: one write, after the file is whole. Answers the file it
 * replaces (to delete), if any.
 */
export async function recordPackFile(
  db: DbOrTx,
  campaignId: string,
  fileId: string,
  notes: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ fileId: productionPacks.fileId })
      .from(productionPacks)
      .where(eq(productionPacks.campaignId, campaignId))
      .for('update');
    const builtAt = new Date();
    await tx
      .insert(productionPacks)
      .values({ campaignId, fileId, notes, builtAt })
      .onConflictDoUpdate({
        target: productionPacks.campaignId,
        set: { fileId, notes, builtAt, updatedAt: builtAt },
      });
    return previous?.fileId && previous.fileId !== fileId ? previous.fileId : null;
  });
}

export async function findPack(db: DbOrTx, campaignId: string) {
  const [row] = await db
    .select({ pack: productionPacks, file: uploadedFiles })
    .from(productionPacks)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, productionPacks.fileId))
    .where(eq(productionPacks.campaignId, campaignId));
  return row;
}

/** Detaches these campaigns' pack files (addresses: an account's deletion) and answers their ids. */
export async function detachPackFiles(tx: Tx, campaignIds: readonly string[]): Promise<string[]> {
  const packFiles = await tx
    .select({ id: productionPacks.fileId })
    .from(productionPacks)
    .where(and(inArray(productionPacks.campaignId, [...campaignIds]), isNotNull(productionPacks.fileId)));
  await tx
    .update(productionPacks)
    .set({ fileId: null })
    .where(inArray(productionPacks.campaignId, [...campaignIds]));
  return packFiles.map((f) => f.id).filter((id) => id !== null);
}
