import { and, eq, sql } from 'drizzle-orm';
import type { CampaignStatus } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx, Tx } from '../../db/client';
import { type CampaignRow, campaigns } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type NewCampaignRow = typeof campaigns.$inferInsert;

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

/** A test-mode campaign takes its number from its own sequence: live numbers never skip for test traffic. */
export async function insertCampaign(tx: DbOrTx, values: NewCampaignRow): Promise<CampaignRow> {
  const number =
    values.livemode === false && values.number === undefined
      ? { number: sql<number>`nextval('test_campaign_number_seq')` }
      : {};
  const [row] = await tx
    .insert(campaigns)
    .values({ ...values, ...number })
    .returning();
  return row!;
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** Reads the campaign or 404s; `forUpdate` locks its row until the transaction ends, so payments of it queue up. */
export async function loadCampaign(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** A campaign to produce: a test campaign (made with a test API key) never is, so it is not found. */
export async function findLiveCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.livemode, true)));
  return row;
}

/** Who hears of the campaign's events: its account and mode, or nobody for a guest's campaign. */
export async function findCampaignOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ accountId: campaigns.accountId, livemode: campaigns.livemode })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.accountId ? { accountId: row.accountId, livemode: row.livemode } : null;
}

/** Locks the campaign row for the rest of the transaction, so a payment cannot land between check and change. */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function updateCampaign(tx: DbOrTx, id: string, values: Partial<NewCampaignRow>): Promise<void> {
  await tx
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** Moves a campaign to `status` (the caller has checked the step with campaignStep); 404 when it is gone. */
export async function setCampaignStatus(db: DbOrTx, id: string, status: CampaignStatus): Promise<void> {
  const updated = await db
    .update(campaigns)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (updated.length === 0) throw notFound('Campaign not found.');
}

/** Points the campaign at its uploaded files (a manual order's, claimed for it beforehand). */
export async function setCampaignFiles(
  tx: DbOrTx,
  id: string,
  files: Pick<NewCampaignRow, 'frontDesignFileId' | 'backDesignFileId' | 'contactsFileId'>,
): Promise<void> {
  await tx.update(campaigns).set(files).where(eq(campaigns.id, id));
}
