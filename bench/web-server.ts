import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/server/config';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
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
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
