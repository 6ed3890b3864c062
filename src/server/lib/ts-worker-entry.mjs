/**
 * The first module of a worker thread that runs TypeScript (see `startTsWorker`): registers tsx's loader in the
 * thread, then imports the worker's `.ts` module. Node 20 does not pass a loader given by `--import` on to
 * worker threads (nodejs/node#47747), so every thread registers its own, under `tsx` and under Vitest alike.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsEntry);
