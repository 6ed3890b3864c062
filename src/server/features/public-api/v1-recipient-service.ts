import { CSV_MESSAGES, MAX_CONTACTS, parseContactsCsv, validateContacts } from '../../../shared/contacts-csv';
import { BLOCKING_WARNINGS } from '../../../shared/proofs';
import type { V1CampaignTotals, V1RecipientBatch, V1RecipientInput } from '../../../shared/v1-recipients';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { AddressVerifier } from '../addresses/address-verifier';
import { offlineAddressVerifier } from '../addresses/offline-address-verifier';
import { appendContacts, CampaignChangedError, tooManyContacts } from '../campaigns/campaign-contacts';
import { assertCampaignEditable } from '../campaigns/campaign-editable';
import { CAMPAIGN_NOT_FOUND, findCampaign } from '../campaigns/campaign-store';
import { listContactRecords } from '../campaigns/contact-store';
import { toContactInput, v1RowProblem } from './v1-batch-rows';
import { invalidParam } from './v1-error';

/** Recipients to add: JSON rows, or the text of a CSV file. */
export type RecipientSource =
  | { kind: 'json'; recipients: readonly V1RecipientInput[] }
  | { kind: 'csv'; text: string };

/** A batch is checked again when the campaign changed meanwhile (another batch landed); then it is a 409. */
const ATTEMPTS = 3;

/**
 * Adds recipients to the key's campaign with the site's rules (`validateContacts` / `parseContactsCsv`
 * against the recipients it holds, then the pen check): valid rows are added, each invalid one reported.
 */
export async function addRecipients(
  db: Db,
  campaign: CampaignRow,
  source: RecipientSource,
  verifier: AddressVerifier = offlineAddressVerifier(),
): Promise<V1RecipientBatch> {
  // A paid or expired campaign is refused before thousands of notes are checked.
  await db.transaction((tx) => assertCampaignEditable(tx, campaign.id));
  for (let attempt = 1; ; attempt++) {
    try {
      return await addOnce(db, campaign.id, source, verifier);
    } catch (error) {
      if (!(error instanceof CampaignChangedError) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function addOnce(
  db: Db,
  campaignId: string,
  source: RecipientSource,
  verifier: AddressVerifier,
): Promise<V1RecipientBatch> {
  // The campaign is read before its recipients: appendContacts refuses the batch if either changes after.
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const stored = await listContactRecords(db, campaignId);
  const param = source.kind === 'json' ? 'recipients' : 'csv';
  const checked =
    source.kind === 'json'
      ? validateContacts(source.recipients.map(toContactInput), stored)
      : parseContactsCsv(source.text, stored);
  // A file without a header or a data row: nothing was read.
  if (checked.rowCount === 0) throw invalidParam(param, checked.errors[0] ?? CSV_MESSAGES.tooFewRows);
  if (stored.length + checked.contacts.length > MAX_CONTACTS) {
    throw invalidParam(param, tooManyContacts(stored.length));
  }
  const rows = checked.rows ?? [];
  const indexes = checked.indexes ?? [];
  // Each JSON recipient's metadata goes with its row (`indexes` maps the rows kept to the recipients sent).
  const tagged =
    source.kind === 'json'
      ? checked.contacts.map((contact, i) => ({
          ...contact,
          metadata: source.recipients[indexes[i] ?? -1]?.metadata,
        }))
      : checked.contacts;
  const { added, blocked } = await appendContacts(db, campaign, tagged);

  const errors = [
    ...(checked.rowErrors ?? []).map((note) =>
      v1RowProblem(source.kind === 'json' ? 'recipients' : 'csv', note),
    ),
    ...blocked.map(({ position, note }) => ({
      index: indexes[position]!,
      param: source.kind === 'json' ? `recipients[${indexes[position]}]` : null,
      message: `${rows[position]}: ${note.warnings
        .filter((w) => BLOCKING_WARNINGS.includes(w.code))
        .map((w) => w.message)
        .join(' ')}`,
    })),
  ].sort((a, b) => a.index - b.index);
  const saved = await findCampaign(db, campaignId);
  const blockedAt = new Set(blocked.map((b) => b.position));
  const checks = await Promise.all(
    checked.contacts.map(async (contact, position) =>
      blockedAt.has(position)
        ? []
        : (await verifier.verifyAddress(contact)).map((w) => ({ index: indexes[position]!, ...w })),
    ),
  );
  return {
    object: 'recipient_batch',
    added: added.length,
    rejected: new Set(errors.map((e) => e.index)).size,
    errors,
    warnings: (checked.rowWarnings ?? []).map((note) =>
      v1RowProblem(source.kind === 'json' ? 'recipients' : 'csv', note),
    ),
    address_warnings: checks.flat(),
    campaign: toV1CampaignTotals(saved ?? campaign),
  };
}

export function toV1CampaignTotals(row: CampaignRow): V1CampaignTotals {
  return {
    id: row.id,
    notes: row.totalNotes,
    price_per_note: row.pricePerNoteCents,
    amount: row.totalAmountCents,
  };
}
