/**
 * Quality bars for the public site: the landing page's initial JavaScript ≤ 170 KB gzipped, and Lighthouse
 * (mobile) performance and accessibility on /, /design-library, /faq and /contact, measured on a production
 * build served by the real server. Lighthouse's simulation varies between runs, so each page is audited
 * RUNS times and the worst run is what counts (target 100, bar ≥ 95).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from '../src/server/build-web';
import { initialScripts } from './web-bundle';
import { auditPages } from './web-lighthouse';
import { startBenchServer } from './web-server';

const BUNDLE_LIMIT_KB = 170;
const PERFORMANCE_MIN = 95;
const ACCESSIBILITY_MIN = 95;
const RUNS = 3;
const PAGES = ['/', '/design-library', '/faq', '/contact'] as const;

const kb = (bytes: number) => bytes / 1024;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function run(): Promise<void> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-dist-'));
  // Vite picks React's production build from NODE_ENV, as `npm run build` does.
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWeb(distDir);
  } finally {
    process.env.NODE_ENV = previousEnv;
  }

  try {
    const scripts = initialScripts(distDir);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    for (const s of scripts) console.log(`  ${kb(s.gzipBytes).toFixed(1).padStart(7)} KB  ${s.file}`);
    console.log(
      `  landing initial JS ${kb(total).toFixed(1)} KB gzipped (bar ≤ ${BUNDLE_LIMIT_KB} KB, ${((100 * kb(total)) / BUNDLE_LIMIT_KB).toFixed(0)}% of it): ${verdict(kb(total) <= BUNDLE_LIMIT_KB)}`,
    );

    const server = await startBenchServer(distDir);
    try {
      for (const page of await auditPages(server.url, PAGES, RUNS)) {
        const runs = `runs ${page.runs.map((r) => `${r.performance}/${r.accessibility}`).join(' ')}`;
        console.log(
          `  ${page.path.padEnd(16)} worst performance ${String(page.performance).padStart(3)} (≥ ${PERFORMANCE_MIN}): ${verdict(page.performance >= PERFORMANCE_MIN)}   worst accessibility ${String(page.accessibility).padStart(3)} (≥ ${ACCESSIBILITY_MIN}): ${verdict(page.accessibility >= ACCESSIBILITY_MIN)}   (${runs})`,
        );
        for (const note of page.notes) console.log(`      ${note}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}
