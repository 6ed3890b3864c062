import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  accounts,
  type CampaignRow,
  orders,
  savedCards,
  savedListContacts,
  savedLists,
} from '../../src/server/db/schema';
import { insertCampaign } from './campaign-fixtures';

/** Things a signed-in customer can own, written straight to the database for the account tests. */

export async function accountIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/** A campaign of the account paid by card (order 'paid'), in `status` (default: completed, all mailed). */
export async function givePaidOrder(
  db: Db,
  accountId: string,
  email: string,
  campaign: Partial<CampaignRow> & { notes?: number } = {},
) {
  const row = await insertCampaign(db, {
    notes: 2,
    status: 'completed',
    customerEmail: email,
    ...campaign,
    accountId,
  });
  const [order] = await db
    .insert(orders)
    .values({
      campaignId: row.id,
      customerEmail: email,
      amountCents: row.totalAmountCents,
      status: 'paid',
      paymentProvider: 'test',
      paidAt: new Date(),
    })
    .returning();
  return { campaign: row, order: order! };
}

export async function giveSavedList(
  db: Db,
  accountId: string,
  name: string,
  people: Array<{ name: string; address1?: string; customFields?: Record<string, string> }>,
) {
  const [list] = await db
    .insert(savedLists)
    .values({
      accountId,
      name,
      columns: [...new Set(people.flatMap((p) => Object.keys(p.customFields ?? {})))],
    })
    .returning();
  const contacts = await db
    .insert(savedListContacts)
    .values(
      people.map((p, position) => ({
        listId: list!.id,
        position,
        name: p.name,
        address1: p.address1 ?? `${position + 1} Elm Street`,
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        customFields: p.customFields ?? {},
      })),
    )
    .returning();
  return { list: list!, contacts };
}

/** A test-provider card on file; the provider references are what must never leave the server. */
export async function giveCard(db: Db, accountId: string, last4: string) {
  const [card] = await db
    .insert(savedCards)
    .values({
      accountId,
      provider: 'test',
      providerCustomerId: `cus_secret_${last4}`,
      providerPaymentMethodId: `pm_secret_${last4}`,
      brand: 'visa',
      last4,
      expMonth: 12,
      expYear: 2031,
    })
    .returning();
  return card!;
}
