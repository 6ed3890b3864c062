import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readZipEntries } from '../../../../tests/support/zip-reader';
import { compressEntry } from './zip-entry';
import { ZipFileWriter } from './zip-file-writer';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qp-zip-test-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const gcode = 'G21\nG90\n'.concat('G1 X10.25 Y20.5\n'.repeat(2000));
const files: [string, string | Buffer][] = [
  ['notes/0001-message.svg', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L1 1"/></svg>\n'],
  ['notes/0001.gcode', gcode],
  ['empty.txt', ''],
  ['print/Zoë – façade 注文.pdf', Buffer.from('%PDF-1.7 ünïcödé\n')],
  ['random.bin', randomBytes(100_000)],
];

describe('ZipFileWriter', () => {
  it('writes entries compressed by a worker or by itself that read back with their CRC-32, sizes and names', async () => {
    const file = path.join(dir, 'pack.zip');
    const zip = new ZipFileWriter(file);
    for (const [name, content] of files) {
      // Half the entries come pre-compressed (as from a render worker), half are compressed by the writer.
      if (name.startsWith('notes/')) zip.addCompressed(name, compressEntry(content));
      else zip.add(name, content);
      await zip.flush();
    }
    await zip.close();

    const entries = await readZipEntries(file);
    expect([...entries.keys()]).toEqual(files.map(([name]) => name));
    for (const [name, content] of files) {
      const bytes = Buffer.from(content);
      const entry = entries.get(name)!;
      expect(entry.content.equals(bytes)).toBe(true);
      expect(entry).toMatchObject({ method: 8, size: bytes.length, crc32: crc32(bytes) });
    }
    expect(entries.get('empty.txt')!.size).toBe(0);
    // Text deflates: beside the random bytes, the G-code takes a fraction of its size.
    expect((await fs.stat(file)).size).toBeLessThan(100_000 + gcode.length / 3);
  });

  it.skipIf(!existsSync('/usr/bin/unzip'))('passes unzip’s own test of every entry', async () => {
    const file = path.join(dir, 'pack.zip');
    const zip = new ZipFileWriter(file);
    for (const [name, content] of files) zip.add(name, content);
    await zip.close();
    const { stdout } = await promisify(execFile)('/usr/bin/unzip', ['-t', file]);
    expect(stdout).toContain('No errors detected');
    expect(stdout).toContain('testing: empty.txt');
  });

  it('has every byte added so far on disk once flush resolves (it paces the caller)', async () => {
    const file = path.join(dir, 'pack.zip');
    const zip = new ZipFileWriter(file);
    const entry = compressEntry(randomBytes(3 * 1024 * 1024));
    zip.addCompressed('a.bin', entry);
    await zip.flush();
    expect((await fs.stat(file)).size).toBe(30 + 'a.bin'.length + entry.deflated.length);
    await zip.close();
  });

  it('refuses a 65,536th entry (no ZIP64) rather than writing a ZIP readers misread', async () => {
    const zip = new ZipFileWriter(path.join(dir, 'big.zip'));
    const empty = compressEntry('');
    for (let i = 0; i < 0xffff; i++) zip.addCompressed(`${i}`, empty);
    expect(() => zip.addCompressed('one-too-many', empty)).toThrow(/65535 entries/);
    zip.abort();
  });

  it('fails close when the file cannot be written', async () => {
    const zip = new ZipFileWriter(path.join(dir, 'missing', 'pack.zip'));
    zip.add('a.txt', 'a');
    await expect(zip.close()).rejects.toThrow(/ENOENT/);
  });
});
