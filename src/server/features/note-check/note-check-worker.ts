/**
 * A note-check thread (started by `NoteCheckPool`): checks the slices of recipient lists it is sent with the
 * same function the request thread would use, and posts the checked notes back.
 */
import { parentPort } from 'node:worker_threads';
import { checkNotesHere } from './note-check';
import type { NoteCheckReply, NoteCheckTask } from './note-check-pool';

const port = parentPort;
if (!port) throw new Error('note-check-worker.ts runs in a worker thread');

port.on('message', (task: NoteCheckTask) => {
  checkNotesHere(task.settings, task.contacts).then(
    (notes) => port.postMessage({ id: task.id, notes } satisfies NoteCheckReply),
    (err: unknown) =>
      port.postMessage({
        id: task.id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies NoteCheckReply),
  );
});
