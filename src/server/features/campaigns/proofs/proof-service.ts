import { createHash } from 'node:crypto';
import { cardBackToSvg } from '../../../../shared/handwriting/card-back-svg';
import { cardViewToSvg } from '../../../../shared/handwriting/card-view-svg';
import { PROOF_DRAWING_VERSION } from '../../../../shared/handwriting/drawing-version';
import { loadStrokeFont } from '../../../../shared/handwriting/load-font';
import { seedFor } from '../../../../shared/handwriting/seed';
import { renderProof } from '../../../../shared/proof-render';
import {
  cardViewUrl,
  needsAttention,
  type ProofView,
  type TProofList,
  type TProofListQuery,
  ZProofListQuerySchema,
} from '../../../../shared/proofs';
import { matchesSearch } from '../../../../shared/search-fold';
import type { DbOrTx } from '../../../db/client';
import type { CampaignRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/files/file-storage';
import { printSources } from '../../card-print/print-sources';
import { findTemplate } from '../../catalog/template-store';
import { type CheckedNote, checkNotes, noteSettingsFor } from '../../note-check/note-check';
import { CAMPAIGN_NOT_FOUND, findCampaign } from '../campaign-store';
import { findContactRecord, listContactRecords } from '../contact-store';
import { printedBackSvg } from './printed-back-svg';
import { cachedNotes, notesVersion, rememberNotes } from './proof-cache';

/** Bump when the card view's composition (printed side, groups) changes. */
const CARD_VIEW_VERSION = 1;

const CONTACT_NOT_FOUND = 'This recipient is not part of the campaign.';

/** Every recipient's checked note, in recipient order; checked once per version of the campaign. */
export async function campaignNotes(db: DbOrTx, row: CampaignRow): Promise<CheckedNote[]> {
  const settings = await noteSettingsFor(db, row);
  const version = notesVersion(row, settings.layout);
  const cached = cachedNotes(row.id, version);
  if (cached) return cached;
  const notes = listContactRecords(db, row.id).then((contacts) => checkNotes(settings, contacts));
  rememberNotes(row.id, version, notes);
  return notes;
}

function proofSvgUrl(campaignId: string, contactId: string): string {
  return `/api/campaigns/${campaignId}/proofs/${contactId}.svg`;
}

/** A page of proofs, searched by name (ignoring case and accents), with the counts of all that match. */
export async function listProofs(
  db: DbOrTx,
  campaignId: string,
  query: TProofListQuery,
): Promise<TProofList> {
  const { page, pageSize, q } = ZProofListQuerySchema.parse(query);
  const row = await findCampaign(db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const notes = await campaignNotes(db, row);
  const matching = q.trim() ? notes.filter((n) => matchesSearch(n.name, q)) : notes;
  return {
    total: matching.length,
    needsAttention: matching.filter((n) => needsAttention(n.warnings)).length,
    items: matching.slice((page - 1) * pageSize, page * pageSize).map((n) => ({
      contactId: n.contactId,
      name: n.name,
      warnings: n.warnings,
      svgUrl: proofSvgUrl(campaignId, n.contactId),
      cardSvgUrl: cardViewUrl(proofSvgUrl(campaignId, n.contactId)),
    })),
  };
}

/**
 * Starts preparing a campaign's printed back (its artwork sanitized and kept) without waiting for it: the
 * card views a list of proofs is followed by then find it ready, rather than loading the sanitizer then.
 */
export function preparePrintedBack(db: DbOrTx, storage: FileStorage, campaignId: string): void {
  (async () => {
    const row = await findCampaign(db, campaignId);
    if (row) await printedBackSvg((await printSources(db, storage, row)).back, storage.blobs);
    // A failure here is the card view's to report, when it is asked for.
  })().catch(() => undefined);
}

export interface ProofSvg {
  etag: string;
  /** Draws the SVG; only called when the browser's copy is stale. */
  draw: () => Promise<string>;
}

/**
 * What decides the printed side of the card view: the campaign's design choices and, for a template, when
 * it last changed (its artwork URLs are per stored file, so a new upload is a new URL too).
 */
async function printedKey(db: DbOrTx, row: CampaignRow): Promise<unknown[]> {
  const design = [
    row.designSource,
    row.templateId,
    row.selectedVariantId,
    row.backDesignFileId,
    row.logoFileId,
    row.contactFields,
  ];
  if (row.designSource !== 'template' || row.templateId === null) return design;
  const template = await findTemplate(db, row.templateId);
  return [...design, template?.updatedAt.toISOString() ?? null, template?.backDownloadUrl ?? null];
}

/**
 * One recipient's proof: its ETag (from everything that decides what it draws, and the view) and how to
 * draw it. Without `view`, the pen's strokes on a white back with faint guides (as the pack's files); with
 * `view: 'card'`, the back as the recipient holds it: what the pack's back.pdf prints, under the writing.
 */
export async function findProofSvg(
  db: DbOrTx,
  campaignId: string,
  contactId: string,
  view?: ProofView,
  storage?: FileStorage,
): Promise<ProofSvg> {
  const row = await findCampaign(db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const contact = await findContactRecord(db, campaignId, contactId);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  const settings = await noteSettingsFor(db, row);
  const input = {
    message: settings.message,
    contact,
    style: settings.style,
    naturalness: settings.naturalness,
    seed: seedFor(campaignId, contactId),
    layout: settings.layout,
  };
  const key =
    view === 'card'
      ? [PROOF_DRAWING_VERSION, input, 'card', CARD_VIEW_VERSION, await printedKey(db, row)]
      : [PROOF_DRAWING_VERSION, input];
  const etag = `"${createHash('sha256').update(JSON.stringify(key)).digest('base64url').slice(0, 27)}"`;
  return {
    etag,
    draw: async () => {
      const proof = renderProof(input, await loadStrokeFont(settings.style));
      if (view !== 'card') return cardBackToSvg(proof.message, proof.address, proof.layout);
      if (!storage) throw new Error('The card view reads the printed artwork from file storage.');
      const { back } = await printSources(db, storage, row);
      return cardViewToSvg({
        message: proof.message,
        address: proof.address,
        layout: proof.layout,
        printed: await printedBackSvg(back, storage.blobs),
        title: `The back of the card to ${contact.name} with the handwritten message and address`,
      });
    },
  };
}
