/** A render worker that dies on the first batch it is sent: what the pool's tests crash it with. */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => process.exit(3));
