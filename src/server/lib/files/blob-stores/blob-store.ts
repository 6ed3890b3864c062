import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live, by key; `FileStorage` keeps the record of what each file is in the
 * database. Two kinds: a local folder (default) and an S3-API bucket (several app machines share it).
 */
export interface BlobStore {
  /** Writes the whole object; a failed write leaves nothing under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Writes the whole object from a file on local disk, streamed (large files such as production packs). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A stream of the bytes, opened lazily: a missing object surfaces as the stream's error. */
  stream(key: string): Readable;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections at shutdown. */
  close(): void;
}
