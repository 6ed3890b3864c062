import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { contactMessages } from '../../src/server/db/schema';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { freePort } from '../support/free-port';
import { type ServerProcess, spawnServer, startServer, tempDataDir } from '../support/server-process';

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message = (i: number) => ({
  name: `Lifecycle Tester ${i}`,
  email: `tester${i}@example.com`,
  inquiryType: 'general',
  subject: `Durability check ${i}`,
  message: `Message number ${i} must survive a shutdown.`,
});

/** Reads the stopped server's database directly, as the next start will. */
async function storedSubjects(): Promise<string[]> {
  const database = await openPglite(dataDir);
  try {
    const rows = await database.db.select({ subject: contactMessages.subject }).from(contactMessages);
    return rows.map((r) => r.subject);
  } finally {
    await database.close();
  }
}

describe('server lifecycle on the embedded database', () => {
  it('serves pages, the API and a real 404 page', async () => {
    server = await startServer({ dataDir });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('id="qp-config"');
    expect((await fetch(`${server.url}/faq`)).status).toBe(200);
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = spawnServer({ dataDir, port: await freePort() });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(/data folder .* is in use by a Quillpost process/);
  });

  it('keeps every acknowledged write across SIGTERM in the middle of requests', async () => {
    const s = server!;
    const acknowledged: number[] = [];
    const send = (i: number) =>
      fetch(`${s.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message(i)),
      })
        .then((res) => {
          if (res.ok) acknowledged.push(i);
        })
        .catch(() => {});
    await send(0);
    // Four more in flight while the signal arrives: each either completes (and must be kept) or is refused.
    const inFlight = [1, 2, 3, 4].map(send);
    await new Promise((r) => setTimeout(r, 2));
    const exitCode = await s.stop('SIGTERM');
    await Promise.all(inFlight);
    expect(exitCode).toBe(0);
    expect(acknowledged).toContain(0);

    const subjects = await storedSubjects();
    for (const i of acknowledged) expect(subjects).toContain(`Durability check ${i}`);

    server = await startServer({ dataDir });
    const templates = await callApi(server, listTemplates, {});
    const firstCount = templates.length;
    expect(firstCount).toBeGreaterThanOrEqual(9);
    await server.stop('SIGTERM');
    server = await startServer({ dataDir });
    const again = await callApi(server, listTemplates, {});
    expect(again.length).toBe(firstCount);
  });
});
