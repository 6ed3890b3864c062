import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type accounts,
  type CampaignRow,
  type contacts,
  type OrderRow,
  programSends,
  programs,
  type refunds,
  type savedCards,
  savedListContacts,
  savedLists,
  type statusHistory,
} from '../../db/schema';
import { findFiles } from '../../lib/files/uploaded-file-store';
import { findAccount } from '../accounts/account-store';
import { listAccountCampaigns } from '../campaigns/account-campaigns';
import { recipientsOfCampaigns } from '../campaigns/recipient-store';
import { historyOfCampaigns } from '../campaigns/status-history-store';
import { listOrdersOf } from '../orders/campaign-orders';
import { refundsOfOrders } from '../refunds/refund-store';
import { findSavedCard } from '../saved-cards/saved-card-store';

/** Every row an account holds or owns, read as one picture for the export (no session or link rows). */
export interface AccountRows {
  account: typeof accounts.$inferSelect;
  campaigns: CampaignRow[];
  fileNames: Map<string, string>;
  orders: OrderRow[];
  refunds: Array<typeof refunds.$inferSelect>;
  history: Array<typeof statusHistory.$inferSelect>;
  contacts: Array<typeof contacts.$inferSelect>;
  lists: Array<typeof savedLists.$inferSelect>;
  listContacts: Array<typeof savedListContacts.$inferSelect>;
  card: typeof savedCards.$inferSelect | undefined;
  programs: Array<typeof programs.$inferSelect>;
  programSends: Array<typeof programSends.$inferSelect>;
}

export async function readAccountRows(db: DbOrTx, accountId: string): Promise<AccountRows | undefined> {
  const account = await findAccount(db, accountId);
  if (!account) return undefined;
  const campaignRows = await listAccountCampaigns(db, accountId);
  const campaignIds = campaignRows.map((c) => c.id);
  const fileIds = campaignRows.flatMap((c) =>
    [c.frontDesignFileId, c.backDesignFileId, c.logoFileId, c.contactsFileId].filter((id) => id !== null),
  );
  const lists = await db
    .select()
    .from(savedLists)
    .where(eq(savedLists.accountId, accountId))
    .orderBy(asc(savedLists.createdAt));
  const listIds = lists.map((l) => l.id);

  const [files, orderRows, history, contactRows, listContacts, card] = await Promise.all([
    findFiles(db, fileIds),
    campaignIds.length ? listOrdersOf(db, campaignIds) : [],
    historyOfCampaigns(db, campaignIds),
    recipientsOfCampaigns(db, campaignIds),
    listIds.length
      ? db
          .select()
          .from(savedListContacts)
          .where(inArray(savedListContacts.listId, listIds))
          .orderBy(asc(savedListContacts.listId), asc(savedListContacts.position))
      : [],
    findSavedCard(db, accountId),
  ]);
  const programRows = await db
    .select()
    .from(programs)
    // Live programs only, as the campaigns above: a test API key's programs are sandbox data.
    .where(and(eq(programs.accountId, accountId), eq(programs.livemode, true)))
    .orderBy(asc(programs.createdAt));
  const sendRows = programRows.length
    ? await db
        .select()
        .from(programSends)
        .where(
          inArray(
            programSends.programId,
            programRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(programSends.programId), asc(programSends.writtenOn))
    : [];
  const refundRows = await refundsOfOrders(
    db,
    orderRows.map((o) => o.id),
  );
  return {
    account,
    campaigns: campaignRows,
    fileNames: new Map(files.map((f) => [f.id, f.originalName])),
    orders: orderRows,
    refunds: refundRows,
    history,
    contacts: contactRows,
    lists,
    listContacts,
    card,
    programs: programRows,
    programSends: sendRows,
  };
}
