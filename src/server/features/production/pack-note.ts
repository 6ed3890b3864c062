import type { TBackLayout } from '../../../shared/back-layout';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { noteSvgBytes } from '../../../shared/handwriting/note-svg';
import { seedFor } from '../../../shared/handwriting/seed';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import { noteSequenceLabel } from '../../../shared/production';
import { renderProof } from '../../../shared/proof-render';
import type { PlotterConfig } from '../../config';
import type { PackContact } from '../campaigns/contact-store';
import { type PlottedNote, plotNote } from './note-plot';
import { type CompressedEntry, compressEntry } from './zip-entry';

/** What every note of one pack shares: plain data, so it can be posted to a render worker. */
export interface PackNoteSetup {
  campaignId: string;
  campaignNumber: number;
  message: string;
  style: HandwritingStyle;
  naturalness: number;
  /** The campaign's card back: where the notes are written (the proofs' own layout). */
  layout: TBackLayout;
  plotter: PlotterConfig;
  /** Notes in the pack (for the G-code's title). */
  total: number;
}

export interface PackNoteInput {
  sequence: number;
  contact: PackContact;
}

/** One note's three files (UTF-8, compressed for the ZIP) and the figures its manifest row and the summary need. */
export interface PackNoteFiles {
  sequence: number;
  messageSvg: CompressedEntry;
  addressSvg: CompressedEntry;
  gcode: CompressedEntry;
  letterHeightMm: number;
  addressLetterHeightMm: number;
  before: PlottedNote['before'];
  after: PlottedNote['after'];
  writingSeconds: number;
}

/**
 * Renders notes exactly as their proofs (same seed, style, naturalness and card layout) and writes their pen files and
 * G-code, compressed for the pack's ZIP (on the render threads, so the ZIP writer only appends them). Pure: the pack's render workers and the in-process renderer run this same function.
 */
export async function renderPackNotes(
  setup: PackNoteSetup,
  notes: readonly PackNoteInput[],
): Promise<PackNoteFiles[]> {
  const font = await loadStrokeFont(setup.style);
  return notes.map(({ sequence, contact }) => {
    const proof = renderProof(
      {
        message: setup.message,
        contact,
        style: setup.style,
        naturalness: setup.naturalness,
        seed: seedFor(setup.campaignId, contact.id),
        layout: setup.layout,
      },
      font,
    );
    const plotted = plotNote(proof, setup.plotter, [
      `Quillpost campaign #${setup.campaignNumber}, note ${noteSequenceLabel(sequence)} of ${setup.total}`,
      `Contact ${contact.id}`,
    ]);
    return {
      sequence,
      messageSvg: compressEntry(noteSvgBytes(proof.message), 'symbols'),
      addressSvg: compressEntry(noteSvgBytes(proof.address), 'symbols'),
      gcode: compressEntry(plotted.gcode),
      letterHeightMm: proof.message.letterHeightMm,
      addressLetterHeightMm: proof.address.letterHeightMm,
      before: plotted.before,
      after: plotted.after,
      writingSeconds: plotted.writingSeconds,
    };
  });
}
