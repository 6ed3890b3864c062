import fs from 'node:fs';
import path from 'node:path';
import { errorCode } from '../lib/error-code';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

/**
 * One process per data folder: PGlite's files are corrupted by two writers. The lock file holds the owner's
 * pid; a lock left by a process that no longer exists (crash, kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = path.join(dataDir, 'quillpost.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by a Quillpost process (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
