import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * A ZIP written to a file on disk as entries are added, holding only a bounded number of entries in memory:
 * `add` returns once the entries added before the previous `flush` have been written. Entries are compressed
 * by zlib on the libuv thread pool (in parallel with the caller's rendering), at a fast level: G-code and SVG
 * text shrink about 3× even so.
 */
export class ZipFileWriter {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;
  /** Resolves when yazl starts writing the entry added last by `flush`, i.e. all earlier ones are written. */
  private caughtUp: Promise<void> = Promise.resolve();
  private readonly mtime = new Date();

  constructor(readonly path: string) {
    const output = this.zip.outputStream as Readable;
    this.zip.on('error', (err: Error) => output.destroy(err));
    this.written = pipeline(output, createWriteStream(path));
    this.written.catch(() => {});
  }

  add(name: string, data: string | Uint8Array): void {
    this.zip.addBuffer(toBuffer(data), name, { mtime: this.mtime, compressionLevel: 1 });
  }

  /**
   * Adds `name` as a marker entry and waits until the entries before the previous marker are on disk: the
   * caller renders the next chunk while this one is compressed and written, and never runs more than one
   * chunk ahead.
   */
  async flush(name: string, data: string | Uint8Array): Promise<void> {
    const previous = this.caughtUp;
    const buffer = toBuffer(data);
    this.caughtUp = new Promise<void>((resolve) => {
      this.zip.addReadStreamLazy(name, { mtime: this.mtime, compressionLevel: 1 }, (callback) => {
        resolve();
        callback(null, Readable.from([buffer]));
      });
    });
    await previous;
  }

  /** Writes the central directory and closes the file; resolves once every byte is on disk. */
  async close(): Promise<void> {
    this.zip.end();
    await this.written;
  }

  /** Stops writing (the file is left for the caller to remove). */
  abort(): void {
    (this.zip.outputStream as Readable).destroy();
  }
}

function toBuffer(data: string | Uint8Array): Buffer {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
}
