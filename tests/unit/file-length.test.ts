import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 24's rule: no source file over 300 lines without a reason stated at its top. */
const LIMIT = 300;
const ROOTS = ['src', 'tests', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|css|mjs|js)$/;
/** The reason: a comment among a file's first lines that begins "Over 300 lines:" and says something. */
const REASON = /^\s*(\/\/|\/\*|\*)\s*Over 300 lines: \S.{30,}/;
const REASON_WITHIN = 5;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function lacksReason(text: string): boolean {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.length > LIMIT && !lines.slice(0, REASON_WITHIN).some((line) => REASON.test(line));
}

describe('file length', () => {
  it(`every source file over ${LIMIT} lines states at its top why it is one file`, () => {
    const files = ROOTS.flatMap((root) => sourceFiles(path.resolve(root)));
    expect(files.length).toBeGreaterThan(500);
    const unexplained = files
      .filter((file) => lacksReason(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(unexplained).toEqual([]);
  });

  it('tells a long file without a reason from one with it, and leaves short files alone', () => {
    const body = Array.from({ length: LIMIT }, (_, i) => `export const v${i} = ${i};`);
    expect(lacksReason(['import x from "y";', ...body].join('\n'))).toBe(true);
    expect(
      lacksReason(['// Over 300 lines: one table of values that reads best whole.', ...body].join('\n')),
    ).toBe(false);
    expect(lacksReason(['// Over 300 lines: short.', ...body].join('\n'))).toBe(true);
    expect(lacksReason(body.join('\n'))).toBe(false);
  });
});
