import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addCalendarDays } from '../../../shared/delivery-date';
import type { DbOrTx } from '../../db/client';
import { campaigns, contacts, orders } from '../../db/schema';

/**
 * How far a note's arrival can lie from the day its row is filtered by (its mailing day, its chosen date or
 * the day it was paid): transit and ASAP's lead time take under three weeks. The exact arrival is the delivery
 * rule's, applied to each row afterwards (noteArrivesBy).
 */
const ARRIVAL_SLACK_DAYS = 30;

/**
 * Recipients in one of `zips` (5 digits) of the account's live campaigns that are paid and neither refunded nor
 * cancelled (except `exceptCampaignId`), whose note arrives around [from, to].
 */
export async function listPaidRecipients(
  db: DbOrTx,
  input: {
    accountId: string;
    exceptCampaignId: string | null;
    zips: readonly string[];
    from: string;
    to: string;
  },
) {
  if (input.zips.length === 0) return [];
  const near = sql`coalesce((${contacts.mailedAt} at time zone 'UTC')::date, ${campaigns.deliveryDate}, (coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone 'UTC')::date)`;
  return (
    db
      .select({
        name: contacts.name,
        address1: contacts.address1,
        zip: contacts.zip,
        mailedAt: contacts.mailedAt,
        campaignName: campaigns.name,
        deliveryDate: campaigns.deliveryDate,
        paidAt: orders.paidAt,
        orderedAt: orders.createdAt,
      })
      .from(contacts)
      .innerJoin(campaigns, eq(campaigns.id, contacts.campaignId))
      // A refunded order is 'refunded', a failed or unpaid one never 'paid'.
      .innerJoin(orders, and(eq(orders.campaignId, campaigns.id), eq(orders.status, 'paid')))
      .where(
        and(
          eq(campaigns.accountId, input.accountId),
          eq(campaigns.livemode, true),
          ne(campaigns.status, 'cancelled'),
          input.exceptCampaignId ? ne(campaigns.id, input.exceptCampaignId) : undefined,
          inArray(sql`left(${contacts.zip}, 5)`, [...input.zips]),
          gte(near, addCalendarDays(input.from, -ARRIVAL_SLACK_DAYS)),
          lte(near, addCalendarDays(input.to, ARRIVAL_SLACK_DAYS)),
        ),
      )
  );
}
