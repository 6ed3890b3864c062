import Papa from 'papaparse';
import type { TAccountExport } from '../../../shared/account-data';
import { ADDRESS_COLUMNS } from '../../../shared/address-columns';
import { neutraliseFormula } from '../../lib/csv-formula';

const CONTACT_COLUMNS = ['source', 'source_name', ...ADDRESS_COLUMNS] as const;
const ORDER_COLUMNS = [
  'reference',
  'order_number',
  'campaign',
  'campaign_status',
  'payment_status',
  'payment_method',
  'notes',
  'amount',
  'refunded',
  'paid_at',
  'delivery_date',
] as const;

/** RFC 4180 with CRLF, every cell made formula-safe, a UTF-8 BOM so Excel reads accents (as the admin's export). */
function toCsv(fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const data = rows.map((row) => row.map(neutraliseFormula));
  return `\ufeff${Papa.unparse({ fields: fields.map(neutraliseFormula), data }, { newline: '\r\n' })}`;
}

/**
 * Every contact the account holds: those of its orders (source "order", the order's reference and name) and
 * those of its saved lists (source "saved list", the list's name). Custom columns follow, in first-seen order.
 */
export function contactsCsv(data: TAccountExport): string {
  const sources = [
    ...data.campaigns.map((c) => ({
      source: 'order',
      name: `${c.reference} ${c.name}`,
      contacts: c.contacts,
    })),
    ...data.savedLists.map((l) => ({ source: 'saved list', name: l.name, contacts: l.contacts })),
  ];
  const custom = [...new Set(sources.flatMap((s) => s.contacts.flatMap((c) => Object.keys(c.customFields))))];
  const rows = sources.flatMap((s) =>
    s.contacts.map((c) => [
      s.source,
      s.name,
      c.name,
      c.address1,
      c.address2,
      c.city,
      c.state,
      c.zip,
      ...custom.map((key) => c.customFields[key] ?? ''),
    ]),
  );
  return toCsv([...CONTACT_COLUMNS, ...custom], rows);
}

/** One row per payment of the account's campaigns (a campaign never paid for has none). */
export function ordersCsv(data: TAccountExport): string {
  const rows = data.campaigns.flatMap((c) =>
    c.payments.map((p) => [
      c.reference,
      String(p.number),
      c.name,
      c.status,
      p.status,
      p.paymentMethod,
      String(c.totalNotes),
      p.amount,
      p.refunded,
      p.paidAt ?? '',
      c.deliveryDate ?? '',
    ]),
  );
  return toCsv(ORDER_COLUMNS, rows);
}
