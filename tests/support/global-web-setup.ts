import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../src/server/build-web';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

/**
 * End-to-end tests run the built app, as `npm start` does, from a build of their own: a build elsewhere
 * (npm start, another test run) never swaps files under a running test.
 */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-web-'));
  await buildWeb(outDir);
  project.provide('webDist', outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
