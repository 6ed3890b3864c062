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
    await db.insert(contacts).values(
      Array.from({ length: notes }, (_, i) => ({
        campaignId: campaign!.id,
        position: i,
        name: `Customer ${i + 1}`,
        address1: `${100 + i} Main Street`,
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      })),
    );
  }
  return campaign!;
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
