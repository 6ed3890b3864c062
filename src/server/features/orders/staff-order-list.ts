import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { parseListSearch } from '../../../shared/admin-list';
import type { TAdminOrder, TAdminOrderListQuery, TAdminOrderPage } from '../../../shared/admin-orders';
import { centsToDecimal } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import type { CampaignStatus } from '../../../shared/statuses';
import type { DbOrTx } from '../../db/client';
import { campaignSearchText, campaigns, type OrderRow, orderSearchText, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';

const columns = {
  order: orders,
  campaignNumber: campaigns.number,
  campaignName: campaigns.name,
  campaignStatus: campaigns.status,
  totalNotes: campaigns.totalNotes,
  handwritingStyle: campaigns.handwritingStyle,
};

type Row = {
  order: OrderRow;
  campaignNumber: number;
  campaignName: string;
  campaignStatus: CampaignStatus;
  totalNotes: number;
  handwritingStyle: string;
};

function toAdminOrder({ order, ...campaign }: Row): TAdminOrder {
  return {
    id: order.id,
    number: order.number,
    reference: orderReference(campaign.campaignNumber),
    campaignId: order.campaignId,
    campaignName: campaign.campaignName,
    campaignStatus: campaign.campaignStatus,
    customerEmail: order.customerEmail,
    status: order.status,
    paymentMethod: order.paymentMethod,
    amount: centsToDecimal(order.amountCents),
    refunded: centsToDecimal(order.refundedCents),
    // The configured provider is re-checked when staff refund (a 409 says if it took another one).
    refundable:
      order.status === 'paid' && order.paymentIntentId !== null && order.refundedCents < order.amountCents,
    totalNotes: campaign.totalNotes,
    handwritingStyle: campaign.handwritingStyle,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** "PAY-1003": a payment record's own number (paymentRecordNumber), the only search that names an order row. */
const PAYMENT_RECORD = /^PAY-(\d{1,15})$/i;

/**
 * The filters as one condition. A search is the ids of orders whose own e-mail, whose campaign's name or
 * e-mail (trigram indexes) or whose number matches, gathered as a union PostgreSQL joins back by primary
 * key: an OR across two tables could use no index and would read every order. Numbers: `#1042` is the
 * customer's reference (the campaign's number), `PAY-1003` the payment record's, and a bare `1042` either.
 */
function listFilter({ q, status }: TAdminOrderListQuery): SQL | undefined {
  const record = PAYMENT_RECORD.exec(q?.trim() ?? '');
  const search = record ? null : parseListSearch(q);
  const branches: SQL[] = [];
  if (record) {
    branches.push(sql`select ${orders.id} from ${orders} where ${orders.number} = ${Number(record[1])}`);
  }
  if (search?.contains != null) {
    branches.push(
      sql`select ${orders.id} from ${orders} where ${orderSearchText} like lower(${search.contains})`,
      sql`select ${orders.id} from ${orders} where ${orders.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaignSearchText} like lower(${search.contains}))`,
    );
  }
  if (search?.number != null) {
    branches.push(
      sql`select ${orders.id} from ${orders} where ${orders.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaigns.number} = ${search.number})`,
    );
    // A bare number may be a payment record's too; `#1042` is only ever a reference.
    if (search.contains != null) {
      branches.push(sql`select ${orders.id} from ${orders} where ${orders.number} = ${search.number}`);
    }
  }
  return and(
    // Test orders (a test API key's, nothing charged) are never listed; they are few, so the subquery is too.
    sql`${orders.campaignId} not in (select ${campaigns.id} from ${campaigns} where not ${campaigns.livemode})`,
    status ? eq(orders.status, status) : undefined,
    record || search ? sql`${orders.id} in (${sql.join(branches, sql` union all `)})` : undefined,
  );
}

/**
 * One page of orders, newest first, and how many match in all. The page is chosen first, by number (an
 * index-only scan when nothing is searched), then only its rows are joined to their campaigns: a deep page
 * would otherwise join every order it skips.
 */
export async function listOrderPage(db: DbOrTx, query: TAdminOrderListQuery): Promise<TAdminOrderPage> {
  const where = listFilter(query);
  const newestFirst = [desc(orders.createdAt), desc(orders.number)];
  const [page, [count]] = await Promise.all([
    db
      .select({ number: orders.number })
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const rows =
    page.length === 0
      ? []
      : await db
          .select(columns)
          .from(orders)
          .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
          .where(
            inArray(
              orders.number,
              page.map((p) => p.number),
            ),
          )
          .orderBy(...newestFirst);
  return {
    items: rows.map(toAdminOrder),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<TAdminOrder> {
  const [row] = await db
    .select(columns)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('Order not found.');
  return toAdminOrder(row);
}
