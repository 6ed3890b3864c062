import { createHash } from 'node:crypto';
import { cardBackToSvg } from '../../../shared/handwriting/card-back-svg';
import { PROOF_DRAWING_VERSION } from '../../../shared/handwriting/drawing-version';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { seedFor } from '../../../shared/handwriting/seed';
import { PROGRAM_MESSAGES, type TUpcomingNoteRef } from '../../../shared/programs/program-schemas';
import { renderProof } from '../../../shared/proof-render';
import type { Db } from '../../db/client';
import { contactFromStored } from '../../db/stored-contact';
import { notFound } from '../../lib/errors';
import { backLayoutFor } from '../catalog/back-layout-store';
import { naturalnessOf, styleOf } from '../note-check/note-check';
import type * as store from './account-program-store';
import { contactRowsOf, ownProgram } from './program-lookup';
import { findUpcoming } from './program-upcoming-notes';

type ProgramOwner = store.ProgramOwner;

export interface NoteProofSvg {
  etag: string;
  draw: () => Promise<string>;
}

/** One upcoming note's proof, drawn as the campaign proofs are; the seed is the program's and the note's. */
export async function noteProof(
  db: Db,
  owner: ProgramOwner,
  id: string,
  ref: TUpcomingNoteRef,
  now = new Date(),
): Promise<NoteProofSvg> {
  const { program } = await ownProgram(db, owner, id);
  const contacts = await contactRowsOf(db, program);
  const note = await findUpcoming(db, program, ref, now, contacts);
  const contact = note && contacts.find((c) => c.id === note.contactId);
  if (!note || !contact) throw notFound(PROGRAM_MESSAGES.noteNotFound);
  const customFields = { ...contact.customFields };
  if (note.years !== null) customFields.years = String(note.years);
  const style = styleOf(program);
  const input = {
    message: program.message,
    contact: { ...contactFromStored(contact), customFields },
    style,
    naturalness: naturalnessOf(program),
    seed: seedFor(program.id, `${note.contactKey}:${note.occurrence}`),
    layout: await backLayoutFor(db, program),
  };
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([PROOF_DRAWING_VERSION, input]))
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    etag,
    draw: async () => {
      const proof = renderProof(input, await loadStrokeFont(style));
      return cardBackToSvg(proof.message, proof.address, proof.layout);
    },
  };
}
