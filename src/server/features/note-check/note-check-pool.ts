import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../lib/ts-worker';
import {
  type CheckedNote,
  checkLongListsWith,
  type NoteContact,
  type NoteSettings,
  OFF_THREAD_FROM,
} from './note-check';

export interface NoteCheckTask {
  id: number;
  settings: NoteSettings;
  contacts: readonly NoteContact[];
}

export type NoteCheckReply = { id: number; notes: CheckedNote[] } | { id: number; error: string };

const WORKER_ENTRY = new URL('./note-check-worker.ts', import.meta.url);
/** A 5,000-note slice needs a few tens of MB; a thread that outgrows this stops and fails only its own work. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

interface Slot {
  worker: Worker;
  /** Tasks sent to this thread and not answered yet, by id. */
  pending: Map<number, { resolve: (notes: CheckedNote[]) => void; reject: (err: Error) => void }>;
}

/**
 * Threads that check long recipient lists (seconds of CPU for 5,000 notes) so the request thread stays free.
 * A list is cut into consecutive slices, one per thread, and put back together in order: the answer is the
 * one `checkNotesHere` gives on one thread. Threads start on first use and live until `close`; a thread that
 * crashes fails only the work it held and is replaced by the next list.
 */
export class NoteCheckPool {
  private readonly slots: (Slot | undefined)[];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly entry: URL = WORKER_ENTRY,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => undefined);
  }

  async check(settings: NoteSettings, contacts: readonly NoteContact[]): Promise<CheckedNote[]> {
    if (this.closed) throw new Error('The note-check threads were closed');
    const parts = Math.min(this.slots.length, Math.ceil(contacts.length / OFF_THREAD_FROM));
    const size = Math.ceil(contacts.length / parts);
    const slices = Array.from({ length: parts }, (_, i) => contacts.slice(i * size, (i + 1) * size));
    const checked = await Promise.all(slices.map((slice, i) => this.send(i, settings, slice)));
    return checked.flat();
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0).filter((s): s is Slot => s !== undefined);
    for (const slot of slots) this.fail(slot, new Error('The note-check threads were closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private send(
    index: number,
    settings: NoteSettings,
    contacts: readonly NoteContact[],
  ): Promise<CheckedNote[]> {
    const slot = this.slotAt(index);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, settings, contacts } satisfies NoteCheckTask);
    });
  }

  private slotAt(index: number): Slot {
    const existing = this.slots[index];
    if (existing) return existing;
    const slot: Slot = { worker: startTsWorker(this.entry, WORKER_LIMITS), pending: new Map() };
    // The server's socket keeps the process alive; an idle thread must not keep a finished script running.
    slot.worker.unref();
    slot.worker.on('message', (reply: NoteCheckReply) => {
      const task = slot.pending.get(reply.id);
      if (!task) return;
      slot.pending.delete(reply.id);
      if ('error' in reply) task.reject(new Error(`A note could not be checked: ${reply.error}`));
      else task.resolve(reply.notes);
    });
    slot.worker.on('error', (err) =>
      this.retire(slot, new Error(`A note-check thread crashed: ${err.message}`)),
    );
    slot.worker.on('exit', (code) =>
      this.retire(slot, new Error(`A note-check thread stopped (exit code ${code})`)),
    );
    this.slots[index] = slot;
    return slot;
  }

  /** A thread that crashed or stopped: its work fails, and the next list starts a new one in its place. */
  private retire(slot: Slot, err: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots[index] = undefined;
    this.fail(slot, err);
  }

  private fail(slot: Slot, err: Error): void {
    for (const task of slot.pending.values()) task.reject(err);
    slot.pending.clear();
  }
}

let shared: { pool: NoteCheckPool; users: number } | undefined;

/**
 * Checks long lists on `size` threads from now on (none: 0), shared by every app in the process; the returned
 * function gives them up, and the last one to do so stops the threads.
 */
export function shareNoteCheckThreads(size: number): () => Promise<void> {
  if (size <= 0) return async () => {};
  if (!shared) {
    const pool = new NoteCheckPool(size);
    shared = { pool, users: 0 };
    checkLongListsWith((settings, contacts) => pool.check(settings, contacts));
  }
  const mine = shared;
  mine.users++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    mine.users--;
    if (mine.users > 0 || shared !== mine) return;
    shared = undefined;
    checkLongListsWith(undefined);
    await mine.pool.close();
  };
}
