import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from '../../src/server/db/backup';
import { openPglite } from '../../src/server/db/client';
import { meta } from '../../src/server/db/schema';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-backup-'));
const dataDir = path.join(dir, 'data');
const file = path.join(dir, 'backup.tar.gz');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function keys(): Promise<string[]> {
  const database = await openPglite(dataDir);
  try {
    return (await database.db.select().from(meta)).map((r) => r.key).sort();
  } finally {
    await database.close();
  }
}

async function insertKey(key: string) {
  const database = await openPglite(dataDir);
  await database.db.insert(meta).values({ key, value: 'x' });
  await database.close();
}

describe('npm run backup / restore on the embedded database', () => {
  it('restores exactly what was backed up and keeps the replaced database aside', async () => {
    await insertKey('before-backup');
    await backupPglite(dataDir, file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    // The whole database: readable by the server's user alone (issue 27).
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    await insertKey('after-backup');
    expect(await keys()).toEqual(['after-backup', 'before-backup']);

    const aside = await restorePglite(dataDir, file);
    expect(await keys()).toEqual(['before-backup']);
    expect(aside && fs.existsSync(aside)).toBe(true);
  });

  it('refuses to run while a server holds the data folder', async () => {
    const database = await openPglite(dataDir);
    try {
      await expect(backupPglite(dataDir, file)).rejects.toThrow(/is in use by a Quillpost process/);
    } finally {
      await database.close();
    }
  });

  it('leaves the current database in place when the backup file is not a database', async () => {
    const junk = path.join(dir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tarball');
    await expect(restorePglite(dataDir, junk)).rejects.toThrow();
    expect(await keys()).toEqual(['before-backup']);
  });
});
