import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../src/server/build-web';
import { seedDataFolder } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
    seededDataDir: string;
  }
}

/**
 * End-to-end tests run the built app, as `npm start` does, from a build of their own: a build elsewhere
 * (npm start, another test run) never swaps files under a running test. One seeded data folder is made here too
 * (server-process.ts `seedDataFolder`), and each test file's server starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-web-'));
  await buildWeb(outDir);
  const seeded = await seedDataFolder(outDir);
  project.provide('webDist', outDir);
  project.provide('seededDataDir', seeded);
  return () => {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(seeded, { recursive: true, force: true });
  };
}
