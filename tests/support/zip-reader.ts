import yauzl from 'yauzl';

/** One entry as an unzip tool sees it: its bytes and what its headers say of them. */
export interface ZipEntryRead {
  content: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  size: number;
}

/**
 * Every entry of a ZIP (a file path or bytes), read with yauzl as an unzip tool would (strict names, sizes and
 * checksums checked): fails on a damaged archive.
 */
export function readZipEntries(source: string | Buffer): Promise<Map<string, ZipEntryRead>> {
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, zip: yauzl.ZipFile | undefined) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, ZipEntryRead>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return reject(openErr ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            const { compressionMethod: method, crc32, uncompressedSize: size } = entry;
            entries.set(entry.fileName, { method, crc32, size, content: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    };
    const options = { lazyEntries: true, strictFileNames: true };
    if (typeof source === 'string') yauzl.open(source, options, opened);
    else yauzl.fromBuffer(source, options, opened);
  });
}

/** Every entry's bytes, by name. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = await readZipEntries(bytes);
  return new Map([...entries].map(([name, entry]) => [name, entry.content]));
}
