import { noteFileNames } from '../../../shared/production';
import type { PackContact } from '../campaigns/contact-store';
import { type ManifestRow, manifestHeader, manifestLines, round2 } from './manifest';
import type { PackNoteFiles, PackNoteInput } from './pack-note';
import type { NoteRenderer } from './pack-render-pool';
import type { ZipFileWriter } from './zip-file-writer';

/** Notes in one batch sent to a render worker. */
export const PACK_BATCH = 10;
/**
 * Batches rendered or rendering ahead of the one being written, per worker: enough that no worker waits for
 * the writer, few enough that memory stays flat (a batch is about 2 MB of files).
 */
export const BATCHES_AHEAD_PER_WORKER = 2;

export interface WritePackNotesOptions {
  style: string;
  /** Batches handed to the renderer and not yet written, at most. */
  batchesAhead: number;
  /** After each batch is written (progress; throws to stop). */
  written: (done: number) => Promise<void>;
}

/**
 * Numbers the contacts 1, 2, … in the order given, has each batch rendered, and writes the notes into the ZIP
 * strictly in that order while later batches render: at most `batchesAhead` batches are out at once, so a
 * slow disk holds the renderers back instead of filling memory.
 */
export async function writePackNotes(
  zip: ZipFileWriter,
  renderer: NoteRenderer,
  batches: AsyncIterable<PackContact[]>,
  options: WritePackNotesOptions,
): Promise<PackNotesWriter> {
  const notes = new PackNotesWriter(zip, options.style);
  const ahead: { notes: PackNoteInput[]; files: Promise<PackNoteFiles[]> }[] = [];
  const writeOldest = async () => {
    const batch = ahead.shift()!;
    await notes.write(batch.notes, await batch.files);
    await options.written(notes.done);
  };
  let sequence = 0;
  for await (const contacts of batches) {
    const batch = contacts.map((contact) => ({ sequence: ++sequence, contact }));
    const files = renderer.render(batch);
    // Awaited in sequence order by `writeOldest`; a failure meanwhile must not go unhandled.
    files.catch(() => {});
    ahead.push({ notes: batch, files });
    while (ahead.length >= options.batchesAhead) await writeOldest();
  }
  while (ahead.length > 0) await writeOldest();
  return notes;
}

/** Writes rendered notes into the ZIP in sequence order, and keeps the manifest and the totals. */
export class PackNotesWriter {
  done = 0;
  manifest = manifestHeader();
  readonly totals = { strokes: 0, ink: 0, travelBefore: 0, travel: 0, seconds: 0 };

  constructor(
    private readonly zip: ZipFileWriter,
    private readonly style: string,
  ) {}

  async write(notes: readonly PackNoteInput[], files: readonly PackNoteFiles[]): Promise<void> {
    const rows: ManifestRow[] = [];
    for (const [i, { sequence, contact }] of notes.entries()) {
      const note = files[i]!;
      if (note.sequence !== sequence)
        throw new Error(`Rendered note ${note.sequence} came back for ${sequence}`);
      const names = noteFileNames(sequence);
      this.zip.addCompressed(names.message, note.messageSvg);
      this.zip.addCompressed(names.address, note.addressSvg);
      this.zip.addCompressed(names.gcode, note.gcode);
      const { totals } = this;
      totals.strokes += note.after.strokes;
      totals.ink += note.after.strokeLengthMm;
      totals.travelBefore += note.before.penUpTravelMm;
      totals.travel += note.after.penUpTravelMm;
      totals.seconds += note.writingSeconds;
      rows.push({
        sequence,
        contact_id: contact.id,
        name: contact.name,
        address1: contact.address,
        address2: contact.address2,
        city: contact.city,
        state: contact.state,
        zip: contact.zipCode,
        style: this.style,
        message_svg: names.message,
        address_svg: names.address,
        gcode: names.gcode,
        letter_size_mm: round2(note.letterHeightMm),
        address_letter_size_mm: round2(note.addressLetterHeightMm),
        stroke_length_mm: round2(note.after.strokeLengthMm),
        pen_up_travel_mm: round2(note.after.penUpTravelMm),
        writing_time_s: round2(note.writingSeconds),
      });
      this.done++;
    }
    this.manifest += manifestLines(rows);
    // Paces the writer: at most about one batch waits for the disk.
    await this.zip.flush();
  }
}
