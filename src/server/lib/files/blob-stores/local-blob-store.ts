import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files';
import type { BlobStore } from './blob-store';

/** Files in one folder (DATA_DIR/files), for a single machine; readable by the server's user only. */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
    const target = this.pathOf(key);
    // Written under a temporary name first so a crash never leaves a half-written file under a recorded name.
    await fs.writeFile(`${target}.part`, bytes, { mode: PRIVATE_FILE_MODE });
    await fs.rename(`${target}.part`, target);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
    const target = this.pathOf(key);
    await fs.copyFile(filePath, `${target}.part`);
    // A copy takes its source's mode.
    await fs.chmod(`${target}.part`, PRIVATE_FILE_MODE);
    await fs.rename(`${target}.part`, target);
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  stream(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  delete(key: string): Promise<void> {
    return fs.rm(this.pathOf(key), { force: true });
  }

  close(): void {}

  private pathOf(key: string): string {
    // Keys are made by FileStorage (random hex + extension); this guards against anything else.
    if (!/^[a-z0-9.]+$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }
}
