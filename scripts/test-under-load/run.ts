/**
 * `npm run test:busy`: the README's test command while every core is kept busy by another process, as on a
 * shared CI machine (issue 24 §7: no test may depend on the machine's speed). One busy-loop worker per core
 * runs until the tests end; the exit code is the tests'. Extra arguments go to vitest (e.g. `--project api`).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

// A loop that never yields: each worker holds one core for as long as it lives.
const BUSY = 'for (;;) { Math.sqrt(Math.random()); }';

const workers = Array.from({ length: os.availableParallelism() }, () => new Worker(BUSY, { eval: true }));
console.log(`test:busy: ${workers.length} busy-loop workers keep every core busy while the tests run`);

const tests = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
tests.on('exit', async (code, signal) => {
  await Promise.all(workers.map((w) => w.terminate()));
  console.log(`test:busy: load average at the end ${os.loadavg()[0]!.toFixed(1)}`);
  process.exit(code ?? (signal ? 1 : 0));
});
