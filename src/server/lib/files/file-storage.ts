import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { BlobStore } from './blob-stores/blob-store';
import { LocalBlobStore } from './blob-stores/local-blob-store';
import { S3BlobStore } from './blob-stores/s3-blob-store';

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

/**
 * Uploaded files: the bytes in a blob store under random names (local disk, or an S3 bucket when
 * configured), and a database row saying what each one is and who may see it.
 */
export class FileStorage {
  constructor(readonly blobs: BlobStore) {}

  async save(db: DbOrTx, file: NewFile): Promise<StoredFile> {
    const storageName = `${randomBytes(16).toString('hex')}${safeExtension(file.originalName)}`;
    await this.blobs.put(storageName, file.bytes, file.mimeType);
    return this.record(db, file, storageName, file.bytes.length);
  }

  /** Stores a file that is on local disk (streamed, never read into memory), e.g. a built production pack. */
  async saveFile(db: DbOrTx, file: Omit<NewFile, 'bytes'> & { path: string }): Promise<StoredFile> {
    const storageName = `${randomBytes(16).toString('hex')}${safeExtension(file.originalName)}`;
    const { size } = await stat(file.path);
    await this.blobs.putFile(storageName, file.path, file.mimeType);
    return this.record(db, file, storageName, size);
  }

  private async record(
    db: DbOrTx,
    file: Omit<NewFile, 'bytes'>,
    storageName: string,
    sizeBytes: number,
  ): Promise<StoredFile> {
    try {
      const [row] = await db
        .insert(uploadedFiles)
        .values({
          kind: file.kind,
          originalName: file.originalName.slice(0, 255),
          mimeType: file.mimeType,
          sizeBytes,
          storageName,
          isPublic: file.isPublic ?? false,
          campaignId: file.campaignId ?? null,
        })
        .returning();
      return row!;
    } catch (err) {
      await this.blobs.delete(storageName);
      throw err;
    }
  }

  async find(db: DbOrTx, id: string): Promise<StoredFile | undefined> {
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    return row;
  }

  /** The bytes as a stream, for `reply.send`; a missing object errors the stream (a 500 before any byte). */
  open(file: StoredFile): Readable {
    return this.blobs.stream(file.storageName);
  }

  read(file: StoredFile): Promise<Buffer> {
    return this.blobs.get(file.storageName);
  }

  /** Forgets the file, then removes its bytes (an orphaned object is harmless; a dangling row is not). */
  async delete(db: DbOrTx, file: StoredFile): Promise<void> {
    await db.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    await this.blobs.delete(file.storageName);
  }

  close(): void {
    this.blobs.close();
  }
}

/** Local disk under DATA_DIR/files by default; the S3 bucket when S3_BUCKET is set. */
export function createFileStorage(config: Config): FileStorage {
  return new FileStorage(
    config.s3 ? new S3BlobStore(config.s3) : new LocalBlobStore(path.join(config.dataDir, 'files')),
  );
}

function safeExtension(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}
