import { randomUUID } from 'node:crypto';
import type { CampaignFileSlot, TCampaign, TCreateCampaign } from '../../../shared/campaign';
import { CAMPAIGN_FILES } from '../../../shared/campaign';
import { ZCardZonesSchema } from '../../../shared/card-zones';
import { DEFAULT_MAX_CONTACT_FIELDS } from '../../../shared/catalog';
import {
  CSV_MESSAGES,
  MAX_CONTACTS,
  type TContact,
  type TContactInput,
  validateContacts,
} from '../../../shared/contacts-csv';
import { deliveryDateProblem, earliestTodayAnywhere } from '../../../shared/delivery-date';
import { designDetailProblems } from '../../../shared/detail-problems';
import { centsToDecimal } from '../../../shared/money';
import { CHECKOUT_TIERS, MANUAL_ORDER_TIERS, pricePerNoteCents } from '../../../shared/pricing';
import { blockedNotesMessage, isBlocked } from '../../../shared/proofs';
import type { CampaignStatus } from '../../../shared/statuses';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import {
  type CheckedNote,
  checkNotes,
  type NoteSettings,
  naturalnessOf,
  noteSettingsFor,
  styleOf,
} from '../note-check/note-check';
import { findCampaignOrder } from '../orders/campaign-orders';
import { changeRefusal, mayOpen, type SiteCaller } from './campaign-access';
import {
  appendContactRows,
  CAMPAIGN_NOT_FOUND,
  countContacts,
  deleteContactRow,
  deleteUploadedFile,
  findCampaign,
  findTemplate,
  findUploadedFile,
  insertCampaign,
  lockCampaign,
  replaceContactRows,
  updateCampaign,
} from './campaign-store';
import { assertMessageFits } from './message-fit-check';
import { cachedNotes, notesVersion, rememberNotes } from './proofs/proof-cache';
import { checkCampaignUpload } from './upload-check';

export { CAMPAIGN_NOT_FOUND };

const CAMPAIGN_PAID =
  'This campaign has been paid for, so its design files and contacts can no longer be changed. Contact us if something needs fixing.';
const CAMPAIGN_EXPIRED =
  'This campaign was not paid within 30 days and has expired. Please start a new campaign.';
export const CAMPAIGN_IN_PRODUCTION =
  'This order is already in production, so it can no longer be changed. Contact us if something needs fixing.';

export interface CreateCampaignOptions {
  source: 'web' | 'admin';
  /** Staff's agreed total for a manual order; overrides the tier price. */
  customTotalCents?: number | null;
  status?: CampaignStatus;
  /** Admin orders without a CSV: the number of notes staff typed. Stored contacts take over once uploaded. */
  noteCount?: number;
  /** The signed-in customer who started it: the campaign belongs to their account. */
  accountId?: string | null;
  /** false: made with a test API key, never charged or produced. */
  livemode?: boolean;
  /** For tests: the moment "today" is taken from. */
  now?: Date;
}

/**
 * Creates a campaign from the shared payload. Web campaigns must be complete and plausible (a template or an
 * upload, a delivery date on a business day at least 7 days out, contact fields the design prints, a message
 * that fits the card: `assertMessageFits`); staff may create anything.
 */
export async function createCampaign(
  db: Db,
  input: TCreateCampaign,
  options: CreateCampaignOptions,
): Promise<TCampaign> {
  const template = await chosenTemplate(db, input);
  if (options.source === 'web') {
    checkWebPayload(input, template, options.now ?? new Date());
    await assertMessageFits(db, input);
  }

  const id = await db.transaction(async (tx) => {
    const row = await insertCampaign(tx, {
      ...builderColumns(input, template),
      stationeryType: input.stationeryType,
      customerEmail: input.customerEmail ?? null,
      invoiceNotes: input.invoiceNotes ?? null,
      customTotalCents: options.customTotalCents ?? null,
      totalNotes: options.noteCount ?? 0,
      status: options.status ?? 'draft',
      source: options.source,
      accountId: options.accountId ?? null,
      // Made without an owner (a guest, or staff for a customer): its id is the key to its pages.
      guestLink: !options.accountId,
      livemode: options.livemode ?? true,
    });
    await recomputeTotals(tx, row.id);
    return row.id;
  });
  return getCampaign(db, id);
}

export type Template = Awaited<ReturnType<typeof findTemplate>>;

/** The template the campaign's design comes from, if any; a template id that no longer exists is a 400. */
export async function chosenTemplate(db: Db, input: TCreateCampaign): Promise<Template> {
  if (input.designSource !== 'template' || input.templateId === null) return undefined;
  const template = await findTemplate(db, input.templateId);
  if (!template) {
    throw badRequest(`Design template ${input.templateId} was not found. Please choose another design.`);
  }
  return template;
}

/**
 * The columns the customer's builder sets, on creation and on every edit: the template's name is kept beside
 * its id, and a colour variant only with a template.
 */
export function builderColumns(input: TCreateCampaign, template: Template) {
  return {
    name: input.name,
    message: input.message,
    handwritingStyle: input.handwritingStyle,
    naturalness: input.naturalness,
    designSource: input.designSource,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    selectedVariantId: template ? input.selectedVariantId : null,
    contactFields: input.contactFields,
    deliveryDate: input.deliveryDate,
  };
}

/** The rules a customer's campaign must meet, on creation and after every edit. */
export function checkWebPayload(input: TCreateCampaign, template: Template, now: Date): void {
  if (input.designSource === 'template' && !template) {
    throw badRequest('Choose a design template, or upload your own design.');
  }
  if (template && input.selectedVariantId) {
    const names = ['Default', ...template.colorVariants.map((v) => v.name)];
    if (!names.includes(input.selectedVariantId)) {
      throw badRequest(
        `The colour "${input.selectedVariantId}" is not available for the design "${template.name}".`,
      );
    }
  }
  const max = template?.maxContactFields ?? DEFAULT_MAX_CONTACT_FIELDS;
  if (input.contactFields.length > max) {
    throw badRequest(
      `This design prints at most ${max} contact fields; remove ${input.contactFields.length - max}.`,
    );
  }
  if (template) {
    const enabled: Record<string, boolean> = {
      website: template.websiteEnabled,
      email: template.emailEnabled,
      phone: template.phoneEnabled,
      address: template.addressEnabled,
      socialMedia: template.socialMediaEnabled,
    };
    const off = input.contactFields.find((f) => !enabled[f.type]);
    if (off) throw badRequest(`The design "${template.name}" has no place for a ${off.type} contact field.`);
  }
  // Printed details are never cut: one the card cannot hold whole is refused, named (the builder's own rule).
  const zones = template ? (ZCardZonesSchema.safeParse(template.zones).data ?? null) : null;
  const [unfit] = designDetailProblems(template ? { ...template, zones } : null, input.contactFields);
  if (unfit) throw badRequest(unfit);
  if (!input.deliveryDate) throw badRequest('Please choose a delivery date.');
  const dateProblem = deliveryDateProblem(input.deliveryDate, earliestTodayAnywhere(now));
  if (dateProblem) throw badRequest(dateProblem);
}

/** The campaign as the API shows it, or a 404 'Campaign not found'. */
export async function getCampaign(db: DbOrTx, id: string): Promise<TCampaign> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [contactCount, order] = await Promise.all([countContacts(db, id), findCampaignOrder(db, id)]);
  return toCampaign(row, contactCount, order);
}

function toCampaign(
  row: CampaignRow,
  contactCount: number,
  order?: { id: string; status: string },
): TCampaign {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    message: row.message,
    status: row.status,
    handwritingStyle: styleOf(row),
    naturalness: naturalnessOf(row),
    stationeryType: 'postcard',
    designSource: row.designSource === 'upload' ? 'upload' : 'template',
    templateId: row.templateId,
    templateName: row.templateName,
    selectedVariantId: row.selectedVariantId,
    contactFields: row.contactFields,
    totalNotes: row.totalNotes,
    contactCount,
    pricePerNote: centsToDecimal(row.pricePerNoteCents),
    totalAmount: centsToDecimal(row.totalAmountCents),
    deliveryDate: row.deliveryDate,
    hasFrontDesign: row.frontDesignFileId !== null,
    hasBackDesign: row.backDesignFileId !== null,
    hasLogo: row.logoFileId !== null,
    paid: order?.status === 'paid',
    orderId: order?.id ?? null,
    editable: isCustomerEditable(row) && order?.status !== 'paid',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Sets totalNotes, price per note and total from what is stored: the number of contacts, the tier table of
 * the campaign's source, or staff's custom total. A staff order keeps the number of notes staff agreed with
 * the customer whatever its contacts become: payment refuses it until they match (assertPayable), so a
 * changed list can never ride on the agreed total.
 */
export async function recomputeTotals(tx: DbOrTx, campaignId: string): Promise<void> {
  const row = await findCampaign(tx, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const stored = await countContacts(tx, campaignId);
  const admin = row.source === 'admin';
  const totalNotes = admin && row.totalNotes > 0 ? row.totalNotes : stored;
  const tierPrice = pricePerNoteCents(totalNotes, admin ? MANUAL_ORDER_TIERS : CHECKOUT_TIERS);
  const custom = row.customTotalCents;
  await updateCampaign(tx, campaignId, {
    totalNotes,
    pricePerNoteCents: custom !== null && totalNotes > 0 ? Math.round(custom / totalNotes) : tierPrice,
    totalAmountCents: custom ?? tierPrice * totalNotes,
  });
}

/** A campaign the customer made and has not abandoned: they may go back from checkout and change it. */
function isCustomerEditable(row: Pick<CampaignRow, 'source' | 'status'>): boolean {
  return row.source === 'web' && row.status === 'draft';
}

/**
 * Locks the campaign and refuses changes once it is paid for, expired or in production: 404 unknown, 409
 * otherwise. `guest` is the caller of a site route (admin and /v1 pass none, their scope is checked already):
 * it must be allowed to open the campaign (404 as if unknown) and to change it (campaign-access.ts, 409).
 */
export async function assertCampaignEditable(
  tx: Tx,
  campaignId: string,
  guest?: SiteCaller,
): Promise<CampaignRow> {
  const row = await lockCampaign(tx, campaignId);
  if (!row || (guest && !mayOpen(row, guest))) throw notFound(CAMPAIGN_NOT_FOUND);
  const order = await findCampaignOrder(tx, campaignId);
  if (order?.status === 'paid') throw conflict(CAMPAIGN_PAID);
  if (row.source === 'web' && row.status === 'cancelled') throw conflict(CAMPAIGN_EXPIRED);
  if (row.status === 'processing' || row.status === 'completed') throw conflict(CAMPAIGN_IN_PRODUCTION);
  const refusal = guest && changeRefusal(row, guest);
  if (refusal) throw conflict(refusal);
  return row;
}

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
async function checkContactNotes(settings: NoteSettings, list: readonly TContact[]) {
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
  added: (TContact & { id: string })[];
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
  list: readonly TContact[],
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

const FILE_COLUMN = {
  'front-design': 'frontDesignFileId',
  'back-design': 'backDesignFileId',
  logo: 'logoFileId',
} as const satisfies Record<CampaignFileSlot, keyof CampaignRow>;

/**
 * Stores a front/back design or logo for a campaign, replacing an earlier one. The bytes decide the type
 * (415 otherwise, 413 when too large); SVG is sanitized. The replaced file is removed after commit. `guest`:
 * the caller of the site's upload route (see assertCampaignEditable), whose route checks it before reading.
 */
export async function attachCampaignFile(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  slot: CampaignFileSlot,
  upload: { bytes: Buffer; originalName: string },
  guest: SiteCaller,
): Promise<StoredFile> {
  const checked = await checkCampaignUpload(slot, upload.bytes, upload.originalName);
  const column = FILE_COLUMN[slot];
  const { file, replaced } = await deps.db.transaction(async (tx) => {
    const row = await assertCampaignEditable(tx, campaignId, guest);
    const saved = await deps.storage.save(tx, {
      kind: CAMPAIGN_FILES[slot].kind,
      originalName: upload.originalName || `${slot}`,
      mimeType: checked.mimeType,
      bytes: checked.bytes,
      campaignId,
    });
    await updateCampaign(tx, campaignId, { [column]: saved.id });
    return { file: saved, replaced: row[column] };
  });
  if (replaced) await removeFile(deps, replaced);
  return file;
}

export async function removeFile(deps: { db: Db; storage: FileStorage }, fileId: string): Promise<void> {
  const old = await findUploadedFile(deps.db, fileId);
  if (!old) return;
  await deleteUploadedFile(deps.db, fileId);
  await deps.storage.blobs.delete(old.storageName);
}

/** The stored file in a campaign's slot, or a 404 naming what is missing. */
export async function findCampaignFile(
  deps: { db: Db; storage: FileStorage },
  campaignId: string,
  slot: CampaignFileSlot,
): Promise<StoredFile> {
  const row = await findCampaign(deps.db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const fileId = row[FILE_COLUMN[slot]];
  const file = fileId ? await deps.storage.find(deps.db, fileId) : undefined;
  if (!file) throw notFound(`This campaign has no ${CAMPAIGN_FILES[slot].label.toLowerCase()}.`);
  return file;
}
