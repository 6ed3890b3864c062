/**
 * `npm run bench [name…]`: runs every `bench/*.bench.ts` module (or those whose file name contains one of the
 * given names), one after another so they do not disturb each other's timings. Each module exports
 * `run(): Promise<void>`, prints its figures and ratios against a baseline measured in the same run, and says
 * PASS or FAIL per target; the runner only reports a module that throws.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run: () => Promise<void>;
}

const isBenchModule = (mod: unknown): mod is BenchModule =>
  typeof mod === 'object' && mod !== null && 'run' in mod && typeof mod.run === 'function';

const dir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
  .sort();

if (files.length === 0) {
  console.error(
    `No benchmark matches ${filters.join(', ')}. Available: ${fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .join(', ')}`,
  );
  process.exitCode = 1;
}

for (const file of files) {
  console.log(`\n▶ ${file}`);
  const started = performance.now();
  try {
    const mod: unknown = await import(pathToFileURL(path.join(dir, file)).href);
    if (!isBenchModule(mod)) throw new Error(`${file} exports no run()`);
    await mod.run();
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (err) {
    console.error(`  ${file} failed:`, err);
    process.exitCode = 1;
  }
}
