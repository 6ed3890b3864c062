import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { freePort } from './free-port';
import { TEST_ADMIN } from './test-admin';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'qp-server-'));
}

/**
 * Runs `src/server/main.ts` (what `npm start` runs) as a real process, serving the web app built in `webDist`
 * (by default the test run's build; scripts outside Vitest name their own).
 */
export function spawnServer(options: {
  dataDir: string;
  port: number;
  webDist?: string;
  env?: Record<string, string>;
}) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      WEB_DIST_DIR: options.webDist ?? inject('webDist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * A data folder seeded by one start of the built app (migrations, designs, testimonials) and a clean stop. The
 * e2e set-up makes it once; each test file's server starts from a copy instead of seeding its own, which costs
 * seconds per file (more on a busy machine).
 */
export async function seedDataFolder(webDist: string): Promise<string> {
  const server = await startServer({ webDist, dataDir: tempDataDir(), startSeconds: 600 });
  const code = await server.stop('SIGTERM');
  if (code !== 0) throw new Error(`The seeding server exited with ${code}:\n${server.output()}`);
  return server.dataDir;
}

/** A fresh data folder holding a copy of the seeded one. */
export function seededDataDir(): string {
  const dataDir = tempDataDir();
  fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the app on a free port; without `dataDir`, on a copy of the seeded folder. `startSeconds` only stops a
 * server that will never answer: it is generous because a busy machine starts slowly.
 */
export async function startServer(
  options: { dataDir?: string; webDist?: string; env?: Record<string, string>; startSeconds?: number } = {},
): Promise<ServerProcess> {
  const { startSeconds = 180 } = options;
  const dataDir = options.dataDir ?? seededDataDir();
  const port = await freePort();
  const { child, output, exited } = spawnServer({
    dataDir,
    port,
    webDist: options.webDist,
    env: options.env,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start within ${startSeconds} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
