import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkNotes,
  checkNotesHere,
  type NoteContact,
  type NoteSettings,
  OFF_THREAD_FROM,
} from '../../src/server/features/note-check/note-check';
import { NoteCheckPool, shareNoteCheckThreads } from '../../src/server/features/note-check/note-check-pool';
import { DEFAULT_BACK_LAYOUT } from '../../src/shared/back-layout';
import { parseContactsCsv } from '../../src/shared/contacts-csv';
import { generateContactsCsv } from '../fixtures/generate-contacts';

/*
 * Issue 27, hole 6: checking a 5,000-recipient list costs seconds of CPU. Long lists are checked on worker
 * threads (NOTE_CHECK_WORKERS), cut into slices and put back in order: the answer must be exactly the one the
 * request thread gives, warnings included.
 */

const settings: NoteSettings = {
  campaignId: randomUUID(),
  message:
    'Dear {{first_name}}, thank you for choosing {{company}} this year. We look forward to your next visit!',
  style: 'casual',
  naturalness: 0.6,
  layout: DEFAULT_BACK_LAYOUT,
};

/** A realistic list with notes that warn: blank merge fields, a character no pen writes, a very long name. */
function list(rows: number): NoteContact[] {
  const contacts = parseContactsCsv(generateContactsCsv(rows)).contacts.map((c) => ({
    ...c,
    id: randomUUID(),
  }));
  contacts[3] = { ...contacts[3]!, customFields: {} };
  contacts[rows - 2] = { ...contacts[rows - 2]!, name: 'Zoë ☃ Snowman' };
  contacts[rows - 1] = { ...contacts[rows - 1]!, name: 'Bartholomew '.repeat(8).trim() };
  return contacts;
}

const pools: NoteCheckPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('checking long lists of notes on threads', () => {
  it('gives exactly what the request thread gives, in the same order', { timeout: 180_000 }, async () => {
    const contacts = list(2 * OFF_THREAD_FROM + 17);
    const pool = new NoteCheckPool(2);
    pools.push(pool);
    const threaded = await pool.check(settings, contacts);
    const here = await checkNotesHere(settings, contacts);
    expect(threaded.some((n) => n.warnings.length > 0)).toBe(true);
    expect(threaded.map((n) => n.contactId)).toEqual(contacts.map((c) => c.id));
    expect(JSON.stringify(threaded)).toBe(JSON.stringify(here));
  });

  it('is what checkNotes uses for long lists while the server shares its threads, and only then', {
    timeout: 180_000,
  }, async () => {
    const release = shareNoteCheckThreads(2);
    try {
      const contacts = list(OFF_THREAD_FROM + 1);
      expect(JSON.stringify(await checkNotes(settings, contacts))).toBe(
        JSON.stringify(await checkNotesHere(settings, contacts)),
      );
    } finally {
      await release();
    }
    // Released: checkNotes works on this thread again.
    const short = list(OFF_THREAD_FROM + 1);
    expect(await checkNotes(settings, short)).toEqual(await checkNotesHere(settings, short));
  });

  it('fails the work of a thread that crashes instead of waiting for it, and starts another for the next list', async () => {
    const pool = new NoteCheckPool(1, new URL('../support/crash-worker.ts', import.meta.url));
    pools.push(pool);
    const contacts = list(OFF_THREAD_FROM);
    await expect(pool.check(settings, contacts)).rejects.toThrow(/note-check thread stopped \(exit code 3\)/);
    await expect(pool.check(settings, contacts)).rejects.toThrow(/note-check thread stopped \(exit code 3\)/);
  });
});
