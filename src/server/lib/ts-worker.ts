import { type ResourceLimits, Worker } from 'node:worker_threads';

/** A worker thread running a TypeScript module (a file URL), as the app runs from source. */
export function startTsWorker(entry: URL, resourceLimits?: ResourceLimits): Worker {
  return new Worker(new URL('./ts-worker-entry.mjs', import.meta.url), {
    workerData: { tsEntry: entry.href },
    resourceLimits,
  });
}
