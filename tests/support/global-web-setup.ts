import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../src/server/build-web';
import { seedDataFolder, startServer, tempDataDir } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
    seededDataDir: string;
    sharedSiteUrl: string;
  }
}

/**
 * End-to-end tests run the built app, as `npm start` does, from a build of their own: a build elsewhere
 * (npm start, another test run) never swaps files under a running test. One seeded data folder is made here too
 * (server-process.ts `seedDataFolder`), and each test file's server starts from a copy of it.
 *
 * Files that only read public pages share one server started here (site-for-test.ts `sharedSiteForTest`): a
 * server's start costs about 12 s of CPU, and the browser files' CPU is what bounds the suite's time.
 */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-web-'));
  await buildWeb(outDir);
  const seeded = await seedDataFolder(outDir);
  const sharedDir = tempDataDir();
  fs.cpSync(seeded, sharedDir, { recursive: true });
  // Every file that shares it fails with it: as generous as the seeding start.
  const shared = await startServer({ webDist: outDir, dataDir: sharedDir, startSeconds: 600 });
  project.provide('webDist', outDir);
  project.provide('seededDataDir', seeded);
  project.provide('sharedSiteUrl', shared.url);
  return async () => {
    await shared.stop();
    for (const dir of [outDir, seeded, sharedDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
