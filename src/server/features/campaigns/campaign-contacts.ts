import { randomUUID } from 'node:crypto';
import {
  CSV_MESSAGES,
  MAX_CONTACTS,
  type TContact,
  type TContactInput,
  validateContacts,
} from '../../../shared/contacts-csv';
import { blockedNotesMessage, isBlocked } from '../../../shared/proofs';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { type CheckedNote, checkNotes, type NoteSettings, noteSettingsFor } from '../note-check/note-check';
import type { SiteCaller } from './campaign-access';
import { assertCampaignEditable } from './campaign-editable';
import { findCampaign } from './campaign-store';
import { recomputeTotals } from './campaign-totals';
import {
  appendContactRows,
  countContacts,
  deleteContactRow,
  type NewContact,
  replaceContactRows,
} from './contact-store';
import { cachedNotes, notesVersion, rememberNotes } from './proofs/proof-cache';

export interface ReplaceContactsResult {
  count: number;
  warnings: string[];
}

/** How many failing rows the 400 message names before summing up the rest. */
const NAMED_ERRORS = 10;

/**
 * Replaces all contacts of a campaign, all or nothing: every contact is re-validated with the shared CSV
 * rules first (a failure names the rows and changes nothing), then delete + insert + new totals in one
 * transaction. `guest`: the caller of the site's route (see assertCampaignEditable).
 */
export async function replaceContacts(
  db: Db,
  campaignId: string,
  input: readonly TContactInput[],
  guest?: SiteCaller,
): Promise<ReplaceContactsResult> {
  // Refused before the notes are checked: a campaign nobody may change costs no rendering.
  const campaign = await db.transaction((tx) => assertCampaignEditable(tx, campaignId, guest));
  const checked = validateContacts(input);
  if (checked.errors.length > 0) {
    const shown = checked.errors.slice(0, NAMED_ERRORS).join('; ');
    const more = checked.errors.length - NAMED_ERRORS;
    throw badRequest(
      `No contacts were saved: ${checked.errors.length === 1 ? '1 problem' : `${checked.errors.length} problems`}. ${shown}${more > 0 ? `; and ${more} more` : ''}.`,
    );
  }
  const settings = await noteSettingsFor(db, campaign);
  const { contacts, notes } = await checkContactNotes(settings, checked.contacts);
  const blocked = notes.filter((n) => isBlocked(n.warnings));
  if (blocked.length > 0) throw badRequest(`No contacts were saved. ${blockedNotesMessage(blocked)}`);
  await db.transaction(async (tx) => {
    await assertCampaignEditable(tx, campaignId, guest);
    await replaceContactRows(tx, campaignId, contacts);
    await recomputeTotals(tx, campaignId);
  });
  const saved = await findCampaign(db, campaignId);
  if (saved) rememberNotes(campaignId, notesVersion(saved, settings.layout), Promise.resolve(notes));
  return { count: checked.contacts.length, warnings: checked.warnings };
}

/** Gives each contact its id and checks its note as the pen will write it. */
async function checkContactNotes<C extends TContact>(settings: NoteSettings, list: readonly C[]) {
  // Ids are chosen here so every note is checked with the very seed its proof and its robot will use.
  const contacts = list.map((c) => ({ ...c, id: randomUUID() }));
  const notes = await checkNotes(settings, contacts);
  return { contacts, notes };
}

/** The campaign's recipients or message changed while a batch was checked: check the batch again. */
export class CampaignChangedError extends AppError {
  constructor() {
    super('conflict', 'The campaign changed while these recipients were being checked. Send them again.');
  }
}

export interface AppendContactsResult {
  /** The contacts added, with their new ids. */
  added: NewContact[];
  /** The contacts left out because the pen cannot write their note, by their place in the list given. */
  blocked: { position: number; note: CheckedNote }[];
}

/**
 * Adds contacts already checked by the CSV rules (against those the campaign holds: `validateContacts` with
 * `stored`) to a campaign whose `version` (`notesVersion`) was read before the check; every note the pen
 * cannot write is left out and reported. The campaign keeps at most MAX_CONTACTS. 409 when it was paid or
 * expired, or when its contacts or message changed meanwhile (CampaignChangedError: check again).
 */
export async function appendContacts(
  db: Db,
  campaign: CampaignRow,
  list: readonly Omit<NewContact, 'id'>[],
): Promise<AppendContactsResult> {
  const settings = await noteSettingsFor(db, campaign);
  const version = notesVersion(campaign, settings.layout);
  const { contacts, notes } = await checkContactNotes(settings, list);
  const blocked = notes.flatMap((note, position) => (isBlocked(note.warnings) ? [{ position, note }] : []));
  const added = contacts.filter((_, i) => !isBlocked(notes[i]!.warnings));
  const saved = await db.transaction(async (tx) => {
    const row = await assertCampaignEditable(tx, campaign.id);
    if (notesVersion(row, settings.layout) !== version) throw new CampaignChangedError();
    const held = await countContacts(tx, campaign.id);
    if (held + added.length > MAX_CONTACTS) throw badRequest(tooManyContacts(held));
    if (added.length === 0) return undefined;
    await appendContactRows(tx, campaign.id, added);
    await recomputeTotals(tx, campaign.id);
    return findCampaign(tx, campaign.id);
  });
  // The proofs of the campaign as it was, if they were checked, plus the new notes: nothing is checked twice.
  const before = cachedNotes(campaign.id, version);
  if (saved && before) {
    const kept = notes.filter((note) => !isBlocked(note.warnings));
    rememberNotes(
      campaign.id,
      notesVersion(saved, settings.layout),
      before.then((earlier) => [...earlier, ...kept]),
    );
  }
  return { added, blocked };
}

/** Why a batch cannot be added to a campaign holding `held` recipients. */
export function tooManyContacts(held: number): string {
  if (held === 0) return CSV_MESSAGES.limit;
  const room = Math.max(0, MAX_CONTACTS - held);
  return `This campaign already has ${held.toLocaleString('en-US')} recipients and room for ${room.toLocaleString('en-US')} more. ${CSV_MESSAGES.limit}`;
}

/** Removes one recipient of a campaign that may still change, with new totals; false when it has no such one. */
export async function removeContact(db: Db, campaignId: string, contactId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await assertCampaignEditable(tx, campaignId);
    if (!(await deleteContactRow(tx, campaignId, contactId))) return false;
    await recomputeTotals(tx, campaignId);
    return true;
  });
}
