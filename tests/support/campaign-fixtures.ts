import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { type CampaignRow, campaigns, contacts, orders } from '../../src/server/db/schema';
import { quote } from '../../src/shared/pricing';

/**
 * A web campaign with `notes` contacts priced by the checkout tiers, written straight to the database
 * (the payment tests do not depend on the campaign API).
 */
export async function insertCampaign(
  db: Db,
  options: Partial<typeof campaigns.$inferInsert> & { notes?: number } = {},
): Promise<CampaignRow> {
  const { notes = 120, ...overrides } = options;
  const price = quote(notes);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      name: `Spring service reminders ${Math.random().toString(36).slice(2, 7)}`,
      message: 'Hi {{first_name}}, thanks for trusting us with your car this year. Best regards,',
      handwritingStyle: 'elegant',
      totalNotes: notes,
      pricePerNoteCents: price.pricePerNoteCents,
      totalAmountCents: price.totalCents,
      deliveryDate: '2030-06-14',
      ...overrides,
    })
    .returning();
  if (notes > 0) {
    await db.insert(contacts).values(Array.from({ length: notes }, (_, i) => customerAt(campaign!.id, i)));
  }
  return campaign!;
}

/** The fixture campaigns' contact at `position` (0-based): Customer 1 at 100 Main Street, and so on. */
function customerAt(campaignId: string, position: number) {
  return {
    campaignId,
    position,
    name: `Customer ${position + 1}`,
    address1: `${100 + position} Main Street`,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  };
}

/**
 * One more contact at the end of an `insertCampaign` campaign's list and its total at `pricePerNoteCents`
 * a note: a list that grew before payment.
 */
export async function addCustomer(db: Db, campaign: CampaignRow, pricePerNoteCents: number): Promise<void> {
  const notes = campaign.totalNotes + 1;
  await db.insert(contacts).values(customerAt(campaign.id, campaign.totalNotes));
  await db
    .update(campaigns)
    .set({ totalNotes: notes, totalAmountCents: notes * pricePerNoteCents })
    .where(eq(campaigns.id, campaign.id));
}

/** A staff-made order waiting for payment by invoice (back-office manual order). */
export async function insertInvoiceOrder(db: Db, campaign: CampaignRow, customerEmail: string) {
  const [order] = await db
    .insert(orders)
    .values({
      campaignId: campaign.id,
      customerEmail,
      amountCents: campaign.totalAmountCents,
      status: 'pending',
      paymentMethod: 'invoice',
    })
    .returning();
  return order!;
}

export async function ordersOf(db: Db, campaignId: string) {
  return db.select().from(orders).where(eq(orders.campaignId, campaignId));
}

export async function reloadCampaign(db: Db, id: string): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}
