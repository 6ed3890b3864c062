import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TAdminCampaignListQuery } from '../../../shared/admin-campaigns';
import { parseListSearch } from '../../../shared/admin-list';
import type { DbOrTx } from '../../db/client';
import { type CampaignRow, campaignSearchText, campaigns } from '../../db/schema';
import { campaignOfOrderNumber } from '../orders/campaign-orders';

// Spelled out in full: inside a one-table select Drizzle leaves column names unqualified, which a
// correlated subquery would resolve against its own table.
const listColumns = {
  campaign: campaigns,
  contactCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id")::int`,
  paid: sql<boolean>`exists (select 1 from "orders" where "orders"."campaign_id" = "campaigns"."id" and "orders"."status" = 'paid')`,
  writtenCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id" and "contacts"."written_at" is not null)::int`,
  mailedCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id" and "contacts"."mailed_at" is not null)::int`,
};

/** A campaign as the back office lists it: the row with its counts and whether it is paid. */
export type StaffCampaignRow = {
  campaign: CampaignRow;
  contactCount: number;
  paid: boolean;
  writtenCount: number;
  mailedCount: number;
};

/**
 * The filters as one condition. Each part is an index search (see the campaigns indexes in schema.ts): the
 * text through the trigram index, the campaign number through its unique index, an order number through
 * the orders' unique index (a one-row subquery PostgreSQL runs once), so PostgreSQL can OR them as bitmaps.
 */
function listFilter({ q, status }: TAdminCampaignListQuery): SQL | undefined {
  const search = parseListSearch(q);
  const matches = search && [
    search.contains === null ? undefined : sql`${campaignSearchText} like lower(${search.contains})`,
    search.number === null ? undefined : eq(campaigns.number, search.number),
    search.number === null ? undefined : sql`${campaigns.id} = ${campaignOfOrderNumber(search.number)}`,
  ];
  return and(
    // Test campaigns (made with a test API key) are never produced: the back office never lists them.
    eq(campaigns.livemode, true),
    status ? eq(campaigns.status, status) : undefined,
    matches ? or(...matches) : undefined,
  );
}

/**
 * One page of campaigns, newest first, and how many match in all. The page is chosen first, by number (an
 * index-only scan of campaigns_created_idx when nothing is searched), then only its rows are read with
 * their contact count and paid flag: in one query PostgreSQL would work those out for every row a deep
 * page skips, or hash every paid order to answer 25 rows.
 */
export async function pageStaffCampaigns(
  db: DbOrTx,
  query: TAdminCampaignListQuery,
): Promise<{ rows: StaffCampaignRow[]; total: number }> {
  const where = listFilter(query);
  const newestFirst = [desc(campaigns.createdAt), desc(campaigns.number)];
  const [page, [count]] = await Promise.all([
    db
      .select({ number: campaigns.number })
      .from(campaigns)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(campaigns).where(where),
  ]);
  const rows =
    page.length === 0
      ? []
      : await db
          .select(listColumns)
          .from(campaigns)
          .where(
            inArray(
              campaigns.number,
              page.map((p) => p.number),
            ),
          )
          .orderBy(...newestFirst);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One campaign as the back office shows it; undefined when there is none. */
export async function findStaffCampaign(db: DbOrTx, id: string): Promise<StaffCampaignRow | undefined> {
  const [row] = await db.select(listColumns).from(campaigns).where(eq(campaigns.id, id));
  return row;
}
