import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  TAdminCampaign,
  TAdminCampaignListQuery,
  TAdminCampaignPage,
} from '../../../../shared/admin-campaigns';
import { parseListSearch } from '../../../../shared/admin-list';
import { exportCampaignContacts } from '../../../../shared/contracts/admin-campaigns/export-campaign-contacts';
import { fillPath } from '../../../../shared/contracts/contract';
import { centsToDecimal } from '../../../../shared/money';
import type { DbOrTx } from '../../../db/client';
import { campaignSearchText, campaigns, orders, uploadedFiles } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { StoredFile } from '../../../lib/file-storage';
import { toAdminFile } from '../files/admin-file-view';

// Spelled out in full: inside a one-table select Drizzle leaves column names unqualified, which a
// correlated subquery would resolve against its own table.
const listColumns = {
  campaign: campaigns,
  contactCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id")::int`,
  paid: sql<boolean>`exists (select 1 from "orders" where "orders"."campaign_id" = "campaigns"."id" and "orders"."status" = 'paid')`,
  writtenCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id" and "contacts"."written_at" is not null)::int`,
  mailedCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id" and "contacts"."mailed_at" is not null)::int`,
};

type ListRow = {
  campaign: typeof campaigns.$inferSelect;
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
    search.number === null
      ? undefined
      : sql`${campaigns.id} = (select ${orders.campaignId} from ${orders} where ${orders.number} = ${search.number})`,
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
export async function listCampaignPage(
  db: DbOrTx,
  query: TAdminCampaignListQuery,
): Promise<TAdminCampaignPage> {
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
  return {
    items: await withFiles(db, rows),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getAdminCampaign(db: DbOrTx, id: string): Promise<TAdminCampaign> {
  const rows = await db.select(listColumns).from(campaigns).where(eq(campaigns.id, id));
  if (rows.length === 0) throw notFound('Campaign not found.');
  const [campaign] = await withFiles(db, rows);
  return campaign!;
}

async function withFiles(db: DbOrTx, rows: ListRow[]): Promise<TAdminCampaign[]> {
  const ids = rows.flatMap(({ campaign: c }) =>
    [c.logoFileId, c.frontDesignFileId, c.backDesignFileId, c.contactsFileId].filter(
      (id): id is string => id !== null,
    ),
  );
  const files =
    ids.length === 0 ? [] : await db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids));
  const byId = new Map(files.map((f) => [f.id, f]));
  const file = (id: string | null) => {
    const found: StoredFile | undefined = id ? byId.get(id) : undefined;
    return found ? toAdminFile(found) : null;
  };
  return rows.map(({ campaign: c, contactCount, paid, writtenCount, mailedCount }) => ({
    id: c.id,
    number: c.number,
    name: c.name,
    message: c.message,
    status: c.status,
    totalNotes: c.totalNotes,
    contactCount: Number(contactCount),
    writtenCount: Number(writtenCount),
    mailedCount: Number(mailedCount),
    pricePerNote: centsToDecimal(c.pricePerNoteCents),
    totalAmount: centsToDecimal(c.totalAmountCents),
    customTotal: c.customTotalCents === null ? null : centsToDecimal(c.customTotalCents),
    handwritingStyle: c.handwritingStyle,
    stationeryType: c.stationeryType,
    designSource: c.designSource,
    deliveryDate: c.deliveryDate,
    templateId: c.templateId,
    templateName: c.templateName,
    selectedVariantId: c.selectedVariantId,
    contactFields: c.contactFields,
    customerEmail: c.customerEmail,
    invoiceNotes: c.invoiceNotes,
    source: c.source,
    paid: Boolean(paid),
    files: {
      logo: file(c.logoFileId),
      frontDesign: file(c.frontDesignFileId),
      backDesign: file(c.backDesignFileId),
      contactsCsv: file(c.contactsFileId),
    },
    contactsCsvExportUrl: fillPath(exportCampaignContacts.path, { id: c.id }),
    createdAt: c.createdAt.toISOString(),
  }));
}
