import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACK_LAYOUT } from '../../../shared/back-layout';
import { loadConfig } from '../../config';
import { type PackNoteInput, type PackNoteSetup, renderPackNotes } from './pack-note';
import { createNoteRenderer, PackRenderPool } from './pack-render-pool';
import { sampleContact } from './test-contact';
import type { CompressedEntry } from './zip-entry';

const setup: PackNoteSetup = {
  campaignId: '6b0f7c1e-2f4a-4c55-9d0e-1a2b3c4d5e6f',
  campaignNumber: 1042,
  message: 'Dear {{first_name}},\n\nThank you for a wonderful year. See you in the spring!',
  style: 'premium',
  naturalness: 0.8,
  layout: DEFAULT_BACK_LAYOUT,
  plotter: loadConfig({}).plotter,
  total: 6,
};

const notes: PackNoteInput[] = ['Lucía', 'James', 'Zoë', 'François', 'Anh', 'Bob'].map((first, i) => ({
  sequence: i + 1,
  contact: sampleContact(i, first),
}));

/** A file's text, checked against the size and CRC-32 its ZIP entry will record. */
function text(entry: CompressedEntry) {
  const bytes = inflateRawSync(entry.deflated);
  expect([bytes.length, crc32(bytes)]).toEqual([entry.size, entry.crc32]);
  return bytes.toString('utf8');
}

// Starting worker threads (each loads the renderer's TypeScript) takes seconds on a busy machine.
describe('PackRenderPool', { timeout: 60_000 }, () => {
  it('renders in worker threads, batches in parallel, exactly what the job’s own thread renders', async () => {
    const pool = createNoteRenderer(setup, 2);
    try {
      const [first, second] = await Promise.all([
        pool.render(notes.slice(0, 3)),
        pool.render(notes.slice(3)),
      ]);
      const inline = await renderPackNotes(setup, notes);
      const pooled = [...first!, ...second!];
      expect(pooled.map((n) => n.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
      pooled.forEach((note, i) => {
        const expected = inline[i]!;
        expect(text(note.messageSvg)).toBe(text(expected.messageSvg));
        expect(text(note.addressSvg)).toBe(text(expected.addressSvg));
        expect(text(note.gcode)).toBe(text(expected.gcode));
        expect({ ...note, messageSvg: 0, addressSvg: 0, gcode: 0 }).toEqual({
          ...expected,
          messageSvg: 0,
          addressSvg: 0,
          gcode: 0,
        });
      });
      expect(text(pooled[0]!.gcode)).toMatch(/^; Quillpost campaign #1042, note 0001 of 6\n/);
    } finally {
      await pool.close();
    }
  });

  it('fails the batch out and every later one when a worker dies', async () => {
    const pool = new PackRenderPool(
      setup,
      1,
      new URL('../../../../tests/support/crash-worker.ts', import.meta.url),
    );
    try {
      await expect(pool.render(notes.slice(0, 2))).rejects.toThrow('A render worker stopped (exit code 3)');
      await expect(pool.render(notes.slice(2))).rejects.toThrow('exit code 3');
    } finally {
      await pool.close();
    }
  });

  it('fails when a note cannot be rendered', async () => {
    const pool = new PackRenderPool({ ...setup, style: 'gothic' as PackNoteSetup['style'] }, 1);
    try {
      await expect(pool.render(notes.slice(0, 1))).rejects.toThrow(/A note failed to render/);
      await expect(pool.render(notes.slice(1))).rejects.toThrow(/A note failed to render/);
    } finally {
      await pool.close();
    }
  });

  it('rejects the batches still out when it is closed (the job stopped)', async () => {
    const pool = new PackRenderPool(setup, 1);
    const pending = expect(pool.render(notes)).rejects.toThrow('The render pool was closed');
    await pool.close();
    await pending;
    await expect(pool.render(notes)).rejects.toThrow('The render pool was closed');
  });
});
