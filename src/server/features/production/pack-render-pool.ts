import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../lib/ts-worker';
import { type PackNoteFiles, type PackNoteInput, type PackNoteSetup, renderPackNotes } from './pack-note';

/** Renders batches of a pack's notes; `close` releases whatever it holds (and fails the batches still out). */
export interface NoteRenderer {
  render(notes: PackNoteInput[]): Promise<PackNoteFiles[]>;
  close(): Promise<void>;
}

export interface RenderTask {
  id: number;
  setup: PackNoteSetup;
  notes: PackNoteInput[];
}

export type RenderReply = { id: number; files: PackNoteFiles[] } | { id: number; error: string };

const WORKER_ENTRY = new URL('./pack-render-worker.ts', import.meta.url);
/**
 * A batch needs a few MB, but V8 lets a busy heap grow far past that before collecting: a small heap per worker
 * keeps the pack's memory flat (a worker that outgrows it stops, and the job fails rather than the server). The
 * young generation holds a few notes' working data: at 16 MB every collection moved a note in progress to the old
 * generation, and a worker spent a sixth of its time collecting.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/** `workers` render threads (`PACK_WORKERS`); none renders on the job's own thread, between event-loop turns. */
export function createNoteRenderer(setup: PackNoteSetup, workers: number, entry?: URL): NoteRenderer {
  return workers > 0 ? new PackRenderPool(setup, workers, entry) : new InlineNoteRenderer(setup);
}

class InlineNoteRenderer implements NoteRenderer {
  constructor(private readonly setup: PackNoteSetup) {}

  async render(notes: PackNoteInput[]): Promise<PackNoteFiles[]> {
    // Lets the embedded server answer requests between batches.
    await yieldToEventLoop();
    return renderPackNotes(this.setup, notes);
  }

  async close(): Promise<void> {}
}

interface Slot {
  worker: Worker;
  /** Batches sent to this worker and not answered yet. */
  busy: number;
}

interface Pending {
  slot: Slot;
  resolve: (files: PackNoteFiles[]) => void;
  reject: (err: Error) => void;
}

/**
 * A few worker threads, each rendering one batch of notes at a time (a batch goes to the least busy one). A
 * worker that throws, crashes or exits fails every batch still out and every later one: the job fails as a
 * whole and is retried from scratch, it never writes a pack with notes missing. The pool lives as long as
 * one job; `close` stops its threads.
 */
export class PackRenderPool implements NoteRenderer {
  private readonly slots: Slot[];
  private readonly pending = new Map<number, Pending>();
  private failure: Error | undefined;
  private nextId = 1;

  constructor(
    private readonly setup: PackNoteSetup,
    size: number,
    entry: URL = WORKER_ENTRY,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => {
      const slot: Slot = { worker: startTsWorker(entry, WORKER_LIMITS), busy: 0 };
      slot.worker.on('message', (reply: RenderReply) => this.settle(slot, reply));
      slot.worker.on('error', (err) => this.fail(`A render worker crashed: ${err.message}`));
      slot.worker.on('exit', (code) => this.fail(`A render worker stopped (exit code ${code})`));
      return slot;
    });
  }

  render(notes: PackNoteInput[]): Promise<PackNoteFiles[]> {
    if (this.failure) return Promise.reject(this.failure);
    const slot = this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    slot.busy++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { slot, resolve, reject });
      const task: RenderTask = { id, setup: this.setup, notes };
      slot.worker.postMessage(task);
    });
  }

  async close(): Promise<void> {
    this.fail('The render pool was closed');
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private settle(slot: Slot, reply: RenderReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    slot.busy--;
    if ('error' in reply) {
      this.fail(`A note failed to render: ${reply.error}`);
      pending.reject(this.failure!);
    } else pending.resolve(reply.files);
  }

  /** The first failure wins: it is what every batch out and every later one rejects with. */
  private fail(message: string) {
    this.failure ??= new Error(message);
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
  }
}
