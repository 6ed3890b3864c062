import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { type CompressedEntry, compressEntry } from './zip-entry';

/** ZIP without ZIP64: at most 65,535 entries and 4 GiB; a pack (at most 5,000 notes, 3 files each) stays far below. */
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
/** General purpose flag bit 11: file names are UTF-8. */
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
/** Version 2.0 (deflate), made on Unix, so unzip gives extracted files ordinary permissions (rw-r--r--). */
const VERSION_NEEDED = 20;
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UNIX_FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

const utf8 = new TextEncoder();

/**
 * A ZIP of deflated entries written to a file on disk as entries are added. Entries usually arrive already
 * compressed, with their CRC-32, from the render worker threads (`compressEntry`), so this thread only writes
 * headers and appends bytes; other files are compressed here with the same function.
 *
 * Its own small writer rather than a library: yazl compresses every entry itself, one at a time on this thread,
 * and @zip.js/zip.js, which can take compressed entries, kept about 5 KB per entry and spent ~0.4 ms of this
 * thread on each (15,000 entries: ~80 MB of heap and 6 s), both against the pack's memory and time budgets.
 * Only what the central directory needs is kept per entry (its ~70-byte record); the bytes are let go once
 * written. No ZIP64: the limits are checked and exceeding them fails the pack instead of writing a bad file.
 */
export class ZipFileWriter {
  private readonly out;
  private readonly central: Buffer[] = [];
  private offset = 0;
  private readonly dosTime: number;
  private readonly dosDate: number;
  private failure: Error | undefined;

  constructor(readonly path: string) {
    this.out = createWriteStream(path);
    this.out.on('error', (err) => {
      this.failure ??= err;
    });
    const mtime = new Date();
    this.dosTime = (mtime.getHours() << 11) | (mtime.getMinutes() << 5) | (mtime.getSeconds() >> 1);
    this.dosDate =
      (Math.max(mtime.getFullYear() - 1980, 0) << 9) | ((mtime.getMonth() + 1) << 5) | mtime.getDate();
  }

  /** Compresses `content` (text as UTF-8) on this thread and appends it. */
  add(name: string, content: string | Uint8Array): void {
    this.addCompressed(name, compressEntry(content));
  }

  /** Appends an entry compressed elsewhere; its bytes are written as they are, not copied. */
  addCompressed(name: string, entry: CompressedEntry): void {
    if (this.failure) throw this.failure;
    const nameBytes = Buffer.from(utf8.encode(name));
    const headerOffset = this.offset;
    const end = headerOffset + 30 + nameBytes.length + entry.deflated.byteLength;
    if (this.central.length >= MAX_ENTRIES || end >= MAX_OFFSET || entry.size > MAX_OFFSET)
      throw new Error(`The ZIP would pass ${MAX_ENTRIES} entries or 4 GiB (at ${name})`);
    if (nameBytes.length > 0xffff) throw new Error(`ZIP entry name too long: ${name.slice(0, 80)}…`);

    const local = Buffer.alloc(30 + nameBytes.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    this.describe(local, 6, entry, nameBytes.length);
    nameBytes.copy(local, 30);
    this.out.write(local);
    this.out.write(entry.deflated);
    this.offset = end;

    const record = Buffer.alloc(46 + nameBytes.length);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION_MADE_BY, 4);
    record.writeUInt16LE(VERSION_NEEDED, 6);
    this.describe(record, 8, entry, nameBytes.length);
    // Comment length, disk number, internal attributes: 0.
    record.writeUInt32LE(UNIX_FILE_ATTRIBUTES, 38);
    record.writeUInt32LE(headerOffset, 42);
    nameBytes.copy(record, 46);
    this.central.push(record);
  }

  /**
   * Waits until the bytes added so far are (nearly) all handed to the disk: the caller renders the next batch
   * while this one is written, and never runs more than one batch ahead of the disk.
   */
  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Writes the central directory and closes the file; resolves once every byte is on disk. */
  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    const directory = Buffer.concat(this.central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    // Disk numbers: 0.
    end.writeUInt16LE(this.central.length, 8);
    end.writeUInt16LE(this.central.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    // Comment length: 0.
    this.out.end(Buffer.concat([directory, end]));
    await finished(this.out);
  }

  /** Stops writing (the file is left for the caller to remove). */
  abort(): void {
    this.out.destroy();
  }

  /** The fields the local header and the central directory record share, from flags to extra field length. */
  private describe(header: Buffer, at: number, entry: CompressedEntry, nameLength: number) {
    header.writeUInt16LE(UTF8_NAMES, at);
    header.writeUInt16LE(DEFLATE, at + 2);
    header.writeUInt16LE(this.dosTime, at + 4);
    header.writeUInt16LE(this.dosDate, at + 6);
    header.writeUInt32LE(entry.crc32 >>> 0, at + 8);
    header.writeUInt32LE(entry.deflated.byteLength, at + 12);
    header.writeUInt32LE(entry.size, at + 16);
    header.writeUInt16LE(nameLength, at + 20);
    // Extra field length: 0.
  }
}
