import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addCalendarDays } from '../../../shared/delivery-date';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { campaigns, contacts, orders } from '../../db/schema';

/** SQL of the duplicate-booking check: the campaign being checked, and the recipients of the account's paid ones. */

/** The account's own live campaign; another account's, a guest's, a test-mode one or an unknown id is not found. */
export async function findAccountCampaign(db: DbOrTx, accountId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .select({ id: campaigns.id, deliveryDate: campaigns.deliveryDate })
    .from(campaigns)
    .where(
      and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId), eq(campaigns.livemode, true)),
    );
  return row;
}

export async function listRecipients(db: DbOrTx, campaignId: string) {
  return db
    .select({ name: contacts.name, address1: contacts.address1, zip: contacts.zip })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

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
