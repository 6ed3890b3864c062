import { createHash } from 'node:crypto';
import { cardBackToSvg } from '../../../../shared/handwriting/card-back-svg';
import { loadStrokeFont } from '../../../../shared/handwriting/load-font';
import { seedFor } from '../../../../shared/handwriting/seed';
import { renderProof } from '../../../../shared/proof-render';
import { type TProofList, type TProofListQuery, ZProofListQuerySchema } from '../../../../shared/proofs';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { CAMPAIGN_NOT_FOUND } from '../campaign-service';
import { type CampaignRow, findCampaign, findContactRecord, listContactRecords } from '../campaign-store';
import { type CheckedNote, checkNotes, noteSettingsFor } from './note-check';
import { cachedNotes, notesVersion, rememberNotes } from './proof-cache';

/**
 * Bump when the renderer or the card's layout changes what the same inputs draw, so cached proofs
 * (ETag, browsers' copies) are not reused.
 */
const PROOF_DRAWING_VERSION = 2;

export const CONTACT_NOT_FOUND = 'This recipient is not part of the campaign.';

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

export function proofSvgUrl(campaignId: string, contactId: string): string {
  return `/api/campaigns/${campaignId}/proofs/${contactId}.svg`;
}

/** A page of proofs, searched by name (case-insensitive), with the counts of all that match. */
export async function listProofs(
  db: DbOrTx,
  campaignId: string,
  query: TProofListQuery,
): Promise<TProofList> {
  const { page, pageSize, q } = ZProofListQuerySchema.parse(query);
  const row = await findCampaign(db, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const needle = q.toLocaleLowerCase();
  const notes = await campaignNotes(db, row);
  const matching = needle ? notes.filter((n) => n.name.toLocaleLowerCase().includes(needle)) : notes;
  return {
    total: matching.length,
    needsAttention: matching.filter((n) => n.warnings.length > 0).length,
    items: matching.slice((page - 1) * pageSize, page * pageSize).map((n) => ({
      contactId: n.contactId,
      name: n.name,
      warnings: n.warnings,
      svgUrl: proofSvgUrl(campaignId, n.contactId),
    })),
  };
}

export interface ProofSvg {
  etag: string;
  /** Draws the SVG; only called when the browser's copy is stale. */
  draw: () => Promise<string>;
}

/** One recipient's proof: its ETag (from everything that decides the strokes) and how to draw it. */
export async function findProofSvg(db: DbOrTx, campaignId: string, contactId: string): Promise<ProofSvg> {
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
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([PROOF_DRAWING_VERSION, input]))
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    etag,
    draw: async () => {
      const proof = renderProof(input, await loadStrokeFont(settings.style));
      return cardBackToSvg(proof.message, proof.address, proof.layout);
    },
  };
}
