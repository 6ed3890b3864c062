import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { uploadedFiles } from '../db/schema';

export type StoredFile = typeof uploadedFiles.$inferSelect;

export interface NewFile {
  kind: string;
  originalName: string;
  mimeType: string;
  bytes: Buffer;
  campaignId?: string | null;
  /** Public files (template artwork, testimonial photos) may be served without a login; customer files never. */
  isPublic?: boolean;
}

/** Uploaded files live under DATA_DIR/files with random names; the database records what each one is. */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  async save(db: DbOrTx, file: NewFile): Promise<StoredFile> {
    await fs.mkdir(this.root, { recursive: true });
    const storageName = `${randomBytes(16).toString('hex')}${safeExtension(file.originalName)}`;
    const target = path.join(this.root, storageName);
    // Write to a temporary name first so a crash never leaves a half-written file under a recorded name.
    await fs.writeFile(`${target}.part`, file.bytes);
    await fs.rename(`${target}.part`, target);
    try {
      const [row] = await db
        .insert(uploadedFiles)
        .values({
          kind: file.kind,
          originalName: file.originalName.slice(0, 255),
          mimeType: file.mimeType,
          sizeBytes: file.bytes.length,
          storageName,
          isPublic: file.isPublic ?? false,
          campaignId: file.campaignId ?? null,
        })
        .returning();
      return row!;
    } catch (err) {
      await fs.rm(target, { force: true });
      throw err;
    }
  }

  async find(db: DbOrTx, id: string): Promise<StoredFile | undefined> {
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    return row;
  }

  open(file: StoredFile) {
    return createReadStream(path.join(this.root, file.storageName));
  }

  read(file: StoredFile): Promise<Buffer> {
    return fs.readFile(path.join(this.root, file.storageName));
  }
}

function safeExtension(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}
