import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchTarget<Ready> {
  /** The first message the script sent: where it listens and what it made. */
  ready: Ready;
  /** The target process's CPU time so far (it answers the message 'cpu'). */
  cpu: () => Promise<NodeJS.CpuUsage>;
  stop: () => Promise<void>;
}

/**
 * Starts `bench/<script>` in its own process, so the load generator's CPU is not the server's, and waits for
 * its ready message. Its request log goes where `npm start` would send it, minus the terminal: it is part of
 * the cost.
 */
export function forkBenchTarget<Ready>(script: string): Promise<BenchTarget<Ready>> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), script);
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) =>
      resolve({
        ready,
        cpu: () =>
          new Promise((answer) => {
            child.once('message', (usage: NodeJS.CpuUsage) => answer(usage));
            child.send('cpu');
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      }),
    );
    child.once('exit', (code) =>
      reject(new Error(`bench/${script} exited with ${code} before it was ready`)),
    );
  });
}
