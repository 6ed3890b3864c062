import type {
  TAdminCampaign,
  TAdminCampaignListQuery,
  TAdminCampaignPage,
} from '../../../../shared/admin-campaigns';
import { exportCampaignContacts } from '../../../../shared/contracts/admin-campaigns/export-campaign-contacts';
import { fillPath } from '../../../../shared/contracts/contract';
import { centsToDecimal } from '../../../../shared/money';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { toAdminFile } from '../../../lib/files/admin-file-view';
import type { StoredFile } from '../../../lib/files/file-storage';
import { findFiles } from '../../../lib/files/uploaded-file-store';
import {
  findStaffCampaign,
  pageStaffCampaigns,
  type StaffCampaignRow,
} from '../../campaigns/staff-campaign-list';

/** One page of campaigns as the back office lists them, with their files. */
export async function listCampaignPage(
  db: DbOrTx,
  query: TAdminCampaignListQuery,
): Promise<TAdminCampaignPage> {
  const { rows, total } = await pageStaffCampaigns(db, query);
  return { items: await withFiles(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function getAdminCampaign(db: DbOrTx, id: string): Promise<TAdminCampaign> {
  const row = await findStaffCampaign(db, id);
  if (!row) throw notFound('Campaign not found.');
  const [campaign] = await withFiles(db, [row]);
  return campaign!;
}

async function withFiles(db: DbOrTx, rows: StaffCampaignRow[]): Promise<TAdminCampaign[]> {
  const ids = rows.flatMap(({ campaign: c }) =>
    [c.logoFileId, c.frontDesignFileId, c.backDesignFileId, c.contactsFileId].filter(
      (id): id is string => id !== null,
    ),
  );
  const files = await findFiles(db, ids);
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
