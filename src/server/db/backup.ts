import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import { PGLITE_EXTENSIONS, pgliteDataPath } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * Writes a gzipped tarball of the embedded database. Takes the data folder's lock, so it runs only while
 * the server is stopped and cannot copy a database mid-write.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  try {
    if (!fs.existsSync(pgliteDataPath(dataDir)))
      throw new Error(`There is no database in ${dataDir} to back up.`);
    const client = await PGlite.create(pgliteDataPath(dataDir), { extensions: PGLITE_EXTENSIONS });
    await client.query('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // The whole database (addresses, e-mails): readable by this user only, also when a file is overwritten.
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database with a backup. The current one is kept beside it as pgdata.before-restore-*
 * until the restored copy has opened, so a bad file loses nothing.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`Backup file not found: ${file}`);
  const unlock = lockDataDir(dataDir);
  const target = pgliteDataPath(dataDir);
  const aside = fs.existsSync(target) ? `${target}.before-restore-${Date.now()}` : null;
  try {
    if (aside) fs.renameSync(target, aside);
    const blob = new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create(target, { loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await client.query('select 1');
    await client.query('CHECKPOINT');
    await client.close();
    return aside;
  } catch (err) {
    fs.rmSync(target, { recursive: true, force: true });
    if (aside) fs.renameSync(aside, target);
    throw err;
  } finally {
    unlock();
  }
}
