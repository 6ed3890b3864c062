import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../src/server/config';

/** `npm run scheduler -- --as-of …` as its own process; resolves when it exits. */
export function runSchedulerCli(env: Record<string, string>, asOf: string) {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/scheduler-cli.ts', '--as-of', asOf], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return Object.assign(exited, { child });
}
