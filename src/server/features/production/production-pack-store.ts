import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, productionPacks, uploadedFiles } from '../../db/schema';

export async function countPackContacts(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId));
  return Number(row?.n ?? 0);
}

export type PackContact = Awaited<ReturnType<typeof contactsAfter>>[number];

/** The next `limit` contacts in upload order after `position` (keyset paging: a chunk at a time, never all). */
export async function contactsAfter(db: DbOrTx, campaignId: string, position: number, limit: number) {
  return db
    .select({
      id: contacts.id,
      position: contacts.position,
      name: contacts.name,
      address: contacts.address1,
      address2: contacts.address2,
      city: contacts.city,
      state: contacts.state,
      zipCode: contacts.zip,
      customFields: contacts.customFields,
    })
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), gt(contacts.position, position)))
    .orderBy(asc(contacts.position))
    .limit(limit);
}

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
