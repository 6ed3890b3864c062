import { and, eq, exists, inArray, lt, not, or, sql } from 'drizzle-orm';
import { CAMPAIGN_KEEPING_ORDER_STATUSES } from '../../../shared/statuses';
import type { Db } from '../../db/client';
import { campaigns, orders, uploadedFiles } from '../../db/schema';
import type { FileStorage } from '../../lib/files/file-storage';
import { filesOfCampaigns } from '../../lib/files/uploaded-file-store';
import { hasKeepingOrder } from '../orders/campaign-orders';
import { lockCampaign } from './campaign-store';

/** How long a customer's unpaid campaign waits at checkout, counted from its last change. */
const DRAFT_LIFETIME_DAYS = 30;

/**
 * Expires customers' campaigns left unpaid for 30 days: each becomes 'cancelled' and its files (designs, logo,
 * contacts CSV, packs) are removed. Idempotent and resumable: a campaign cancelled before a crash but still
 * holding files is found again and finished; paid, invoiced and staff campaigns are never touched.
 * Answers how many campaigns it expired or finished.
 */
export async function expireOldDrafts(
  deps: { db: Db; storage: FileStorage },
  now = new Date(),
): Promise<number> {
  const { db, storage } = deps;
  const cutoff = new Date(now.getTime() - DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const holdsFiles = exists(
    db.select({ one: sql`1` }).from(uploadedFiles).where(eq(uploadedFiles.campaignId, campaigns.id)),
  );
  const kept = exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(eq(orders.campaignId, campaigns.id), inArray(orders.status, CAMPAIGN_KEEPING_ORDER_STATUSES)),
      ),
  );
  const due = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.source, 'web'),
        lt(campaigns.updatedAt, cutoff),
        not(kept),
        or(eq(campaigns.status, 'draft'), and(eq(campaigns.status, 'cancelled'), holdsFiles)),
      ),
    );

  for (const { id } of due) {
    const expired = await db.transaction(async (tx) => {
      // Checked again under the row lock: a payment or an edit may have arrived since the list was read.
      const row = await lockCampaign(tx, id);
      if (!row || row.updatedAt >= cutoff) return false;
      if (await hasKeepingOrder(tx, id)) return false;
      if (row.status !== 'draft' && row.status !== 'cancelled') return false;
      // updatedAt is left alone: it stays the customer's last change.
      if (row.status === 'draft')
        await tx.update(campaigns).set({ status: 'cancelled' }).where(eq(campaigns.id, id));
      return true;
    });
    if (!expired) continue;
    await db
      .update(campaigns)
      .set({ frontDesignFileId: null, backDesignFileId: null, logoFileId: null, contactsFileId: null })
      .where(eq(campaigns.id, id));
    const files = await filesOfCampaigns(db, [id]);
    for (const file of files) await storage.delete(db, file);
  }
  return due.length;
}
