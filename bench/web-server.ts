import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/server/config';
import { freePort } from '../tests/support/free-port';

export interface BenchServer {
  url: string;
  /**
   * Requests each page once (its render is cached from then on) and waits until the server's process is idle:
   * a freshly started server runs its start-up jobs for a while, and Lighthouse would measure the page beside them.
   */
  warm: (paths: readonly string[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** CPU time the process has used, in seconds (utime + stime from /proc, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits (up to a minute) for a second in which the process uses under 5 % of a core. */
async function untilIdle(pid: number): Promise<void> {
  for (let second = 0; second < 60; second++) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSeconds(pid) - before < 0.05) return;
  }
}

/** `src/server/main.ts` as `npm start` runs it, on a free port, serving `webDistDir`, with its own data. */
export async function startBenchServer(webDistDir: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      WEB_DIST_DIR: webDistDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A new embedded database takes seconds to initialise, many more on a machine busy with other work.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    warm: async (paths) => {
      for (const path of paths) await (await fetch(`${url}${path}`)).text();
      if (child.pid !== undefined && fs.existsSync(`/proc/${child.pid}/stat`)) await untilIdle(child.pid);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
