import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { TAdminCampaign } from '../../../../shared/admin';
import type { TContactField } from '../../../../shared/contact-fields';
import { centsToDecimal } from '../../../../shared/money';
import type { CampaignStatus } from '../../../../shared/statuses';
import type { DbOrTx } from '../../../db/client';
import { campaigns, uploadedFiles } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { StoredFile } from '../../../lib/file-storage';
import { toAdminFile } from '../files/admin-file-view';

// Spelled out in full: inside a one-table select Drizzle leaves column names unqualified, which a
// correlated subquery would resolve against its own table.
const listColumns = {
  campaign: campaigns,
  contactCount: sql<number>`(select count(*) from "contacts" where "contacts"."campaign_id" = "campaigns"."id")::int`,
  paid: sql<boolean>`exists (select 1 from "orders" where "orders"."campaign_id" = "campaigns"."id" and "orders"."status" = 'paid')`,
};

type ListRow = {
  campaign: typeof campaigns.$inferSelect;
  contactCount: number;
  paid: boolean;
};

export async function listAdminCampaigns(db: DbOrTx): Promise<TAdminCampaign[]> {
  const rows = await db
    .select(listColumns)
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.number));
  return withFiles(db, rows);
}

export async function getAdminCampaign(db: DbOrTx, id: string): Promise<TAdminCampaign> {
  const rows = await db.select(listColumns).from(campaigns).where(eq(campaigns.id, id));
  if (rows.length === 0) throw notFound('Campaign not found.');
  const [campaign] = await withFiles(db, rows);
  return campaign!;
}

/** Staff may move a campaign to any status from any other (back-office.md §4). */
export async function setCampaignStatus(db: DbOrTx, id: string, status: CampaignStatus): Promise<void> {
  const updated = await db
    .update(campaigns)
    .set({ status, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (updated.length === 0) throw notFound('Campaign not found.');
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
  return rows.map(({ campaign: c, contactCount, paid }) => ({
    id: c.id,
    number: c.number,
    name: c.name,
    message: c.message,
    status: c.status as CampaignStatus,
    totalNotes: c.totalNotes,
    contactCount: Number(contactCount),
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
    contactFields: c.contactFields as TContactField[],
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
    contactsCsvExportUrl: `/api/admin/campaigns/${c.id}/contacts/csv`,
    createdAt: c.createdAt.toISOString(),
  }));
}
