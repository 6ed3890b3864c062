import type { TAccountExport, TExportCampaign } from '../../../shared/account-data';
import { centsToDecimal } from '../../../shared/money';
import type { AccountRows } from './account-data-store';

type ContactRow = AccountRows['contacts'][number] | AccountRows['listContacts'][number];

const contactOf = (c: ContactRow) => ({
  name: c.name,
  address1: c.address1,
  address2: c.address2,
  city: c.city,
  state: c.state,
  zip: c.zip,
  customFields: c.customFields,
});

/** Customers see who changed a status, never which staff member ('staff:alice' → 'staff'). */
const actorKind = (actor: string) => (actor.startsWith('staff:') ? 'staff' : actor);

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The account's data as the customer downloads it. Built field by field from the rows (and parsed by the
 * contract's schema on the way out), so token hashes and the provider's card and customer ids never appear.
 */
export function buildAccountExport(rows: AccountRows, now = new Date()): TAccountExport {
  const ordersByCampaign = groupBy(rows.orders, (o) => o.campaignId);
  const refundsByOrder = groupBy(rows.refunds, (r) => r.orderId);
  const historyByCampaign = groupBy(rows.history, (h) => h.campaignId);
  const contactsByCampaign = groupBy(rows.contacts, (c) => c.campaignId);
  const contactsByList = groupBy(rows.listContacts, (c) => c.listId);
  const fileName = (id: string | null) => (id ? (rows.fileNames.get(id) ?? null) : null);

  const campaigns = rows.campaigns.map(
    (c): TExportCampaign => ({
      campaignId: c.id,
      reference: `#${c.number}`,
      name: c.name,
      status: c.status,
      message: c.message,
      handwritingStyle: c.handwritingStyle,
      stationeryType: c.stationeryType,
      design: {
        source: c.designSource,
        templateName: c.templateName,
        frontFile: fileName(c.frontDesignFileId),
        backFile: fileName(c.backDesignFileId),
        logoFile: fileName(c.logoFileId),
        contactsFile: fileName(c.contactsFileId),
      },
      deliveryDate: c.deliveryDate,
      totalNotes: c.totalNotes,
      customerEmail: c.customerEmail,
      createdAt: c.createdAt.toISOString(),
      payments: (ordersByCampaign.get(c.id) ?? []).map((o) => ({
        orderId: o.id,
        number: o.number,
        status: o.status,
        customerEmail: o.customerEmail,
        paymentMethod: o.paymentMethod,
        amount: centsToDecimal(o.amountCents),
        refunded: centsToDecimal(o.refundedCents),
        paidAt: o.paidAt?.toISOString() ?? null,
        createdAt: o.createdAt.toISOString(),
        refunds: (refundsByOrder.get(o.id) ?? []).map((r) => ({
          amount: centsToDecimal(r.amountCents),
          reason: r.reason,
          at: r.createdAt.toISOString(),
        })),
      })),
      history: (historyByCampaign.get(c.id) ?? []).map((h) => ({
        subject: h.subject,
        status: h.status,
        fromStatus: h.fromStatus,
        by: actorKind(h.actor),
        detail: h.detail,
        at: h.at.toISOString(),
      })),
      contacts: (contactsByCampaign.get(c.id) ?? []).map(contactOf),
    }),
  );

  return {
    exportedAt: now.toISOString(),
    account: { email: rows.account.email, createdAt: rows.account.createdAt.toISOString() },
    campaigns,
    savedLists: rows.lists.map((l) => ({
      listId: l.id,
      name: l.name,
      columns: l.columns,
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
      contacts: (contactsByList.get(l.id) ?? []).map(contactOf),
    })),
    programs: rows.programs.map((p) => ({
      programId: p.id,
      name: p.name,
      savedListId: p.savedListId,
      dateColumn: p.dateColumn,
      arriveDaysBefore: p.arriveDaysBefore,
      recurrence: p.recurrence,
      timeZone: p.timeZone,
      startDate: p.startDate,
      endDate: p.endDate,
      monthlyCap: p.monthlyCap,
      message: p.message,
      handwritingStyle: p.handwritingStyle,
      templateName: p.templateName,
      status: p.status,
      pausedReason: p.pausedReason,
      createdAt: p.createdAt.toISOString(),
      sends: rows.programSends
        .filter((send) => send.programId === p.id)
        .map((send) => ({
          contactName: send.contactName,
          occurrence: send.occurrence,
          writtenOn: send.writtenOn,
          status: send.status,
          reason: send.reason,
        })),
    })),
    card: rows.card
      ? {
          brand: rows.card.brand,
          last4: rows.card.last4,
          expMonth: rows.card.expMonth,
          expYear: rows.card.expYear,
          savedAt: rows.card.createdAt.toISOString(),
        }
      : null,
  };
}
