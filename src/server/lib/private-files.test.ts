import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock';
import { LocalBlobStore } from './files/blob-stores/local-blob-store';
import { createMailTransport } from './mail/transport';
import { restrictDataDir, SharedDataDirError } from './private-files';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh parent folder; the data folder inside it does not exist yet. */
function tempParent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-private-'));
  made.push(dir);
  return dir;
}

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

describe('DATA_DIR is private to the server user', () => {
  it('creates DATA_DIR 0700', () => {
    const dataDir = path.join(tempParent(), 'data', 'nested');
    expect(restrictDataDir(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.dirname(dataDir))).toBe(0o700);
  });

  it('closes an existing, readable DATA_DIR at start, keeping owner bits and leaving links alone', () => {
    const parent = tempParent();
    const dataDir = path.join(parent, 'data');
    const outside = path.join(parent, 'outside.txt');
    fs.writeFileSync(outside, 'not ours');
    fs.chmodSync(outside, 0o644);
    for (const dir of [dataDir, path.join(dataDir, 'outbox'), path.join(dataDir, 'pgdata', 'base')]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.chmodSync(dir, 0o755);
    }
    const eml = path.join(dataDir, 'outbox', 'sign-in.eml');
    const table = path.join(dataDir, 'pgdata', 'base', '1259');
    const script = path.join(dataDir, 'hook.sh');
    fs.writeFileSync(eml, 'https://quillpost.test/account/verify?token=secret');
    fs.writeFileSync(table, 'rows');
    fs.writeFileSync(script, '#!/bin/sh');
    fs.chmodSync(eml, 0o644);
    fs.chmodSync(table, 0o664);
    fs.chmodSync(script, 0o755);
    fs.symlinkSync(outside, path.join(dataDir, 'link'));

    expect(restrictDataDir(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pgdata', 'base'))).toBe(0o700);
    expect(modeOf(eml)).toBe(0o600);
    expect(modeOf(table)).toBe(0o600);
    expect(modeOf(script)).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('refuses a folder all users share (sticky bit, like /tmp)', () => {
    const shared = path.join(tempParent(), 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    expect(() => restrictDataDir(shared)).toThrow(SharedDataDirError);
    expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
  });

  it('writes uploaded files 0600 in a 0700 folder, copies included', async () => {
    const parent = tempParent();
    const store = new LocalBlobStore(path.join(parent, 'files'));
    await store.put('a1.csv', Buffer.from('name,address\n'));
    const source = path.join(parent, 'pack.zip');
    fs.writeFileSync(source, 'zip');
    fs.chmodSync(source, 0o644);
    await store.putFile('b2.zip', source);
    expect(modeOf(path.join(parent, 'files'))).toBe(0o700);
    expect(modeOf(path.join(parent, 'files', 'a1.csv'))).toBe(0o600);
    expect(modeOf(path.join(parent, 'files', 'b2.zip'))).toBe(0o600);
  });

  it('writes outbox messages (live sign-in links) 0600 in a 0700 folder', async () => {
    const outboxDir = path.join(tempParent(), 'outbox');
    const transport = createMailTransport({ from: 'Quillpost <hello@quillpost.test>', outboxDir });
    await transport.send({ id: 'm1', to: 'dana@example.com', subject: 'Sign in', text: 'https://x/verify' });
    transport.close();
    const [file] = fs.readdirSync(outboxDir);
    expect(modeOf(outboxDir)).toBe(0o700);
    expect(modeOf(path.join(outboxDir, file!))).toBe(0o600);
  });

  it('creates the data folder and its lock file private when the database opens it', () => {
    const dataDir = path.join(tempParent(), 'data');
    const unlock = lockDataDir(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'quillpost.lock'))).toBe(0o600);
    } finally {
      unlock();
    }
  });
});
