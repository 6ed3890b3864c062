import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, customers' contact files and designs, and mail with live sign-in links: only
 * the server's own user may read it. Folders are made 0700 and files 0600 (the umask can only narrow these).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Group and other bits. */
const SHARED_BITS = 0o077;
const STICKY_BIT = 0o1000;

export class SharedDataDirError extends Error {}

/**
 * At start: creates DATA_DIR private, or takes group and other access away from it and everything in it that
 * an older version (or a copy) left readable. Owner bits are kept, so nothing the owner could run stops
 * running. Returns what could not be changed (another user's file); the server still starts and says so.
 */
export function restrictDataDir(dataDir: string): string[] {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A sticky, shared folder such as /tmp is everyone's; closing it would break the machine, not protect data.
  if (fs.statSync(dataDir).mode & STICKY_BIT) {
    throw new SharedDataDirError(
      `DATA_DIR ${dataDir} is a folder shared by all users (sticky bit); point DATA_DIR at a folder of its own.`,
    );
  }
  const failed: string[] = [];
  restrict(dataDir, failed);
  return failed;
}

function restrict(target: string, failed: string[]): void {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  // Links are not followed: what they point at is not ours to change.
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.mode & SHARED_BITS) {
    try {
      fs.chmodSync(target, stat.mode & 0o7777 & ~SHARED_BITS);
    } catch {
      failed.push(target);
    }
  }
  if (!stat.isDirectory()) return;
  let entries: string[];
  try {
    entries = fs.readdirSync(target);
  } catch {
    failed.push(target);
    return;
  }
  for (const entry of entries) restrict(path.join(target, entry), failed);
}
