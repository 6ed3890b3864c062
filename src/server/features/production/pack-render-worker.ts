/**
 * A production pack's render worker thread (started by `PackRenderPool`): renders the batches of notes it is
 * sent and posts back their files, compressed, moving (not copying) the bytes to the job's thread.
 */
import { parentPort } from 'node:worker_threads';
import { renderPackNotes } from './pack-note';
import type { RenderReply, RenderTask } from './pack-render-pool';

const port = parentPort;
if (!port) throw new Error('pack-render-worker.ts runs in a worker thread');

port.on('message', (task: RenderTask) => {
  renderPackNotes(task.setup, task.notes).then(
    (files) => {
      const reply: RenderReply = { id: task.id, files };
      port.postMessage(
        reply,
        files.flatMap((f) =>
          [f.messageSvg, f.addressSvg, f.gcode].map((e) => e.deflated.buffer as ArrayBuffer),
        ),
      );
    },
    (err: unknown) => {
      const reply: RenderReply = {
        id: task.id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      };
      port.postMessage(reply);
    },
  );
});
