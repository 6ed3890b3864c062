import type { FastifyReply } from 'fastify';
import type { FileStorage, StoredFile } from '../../../lib/file-storage';
import { contentDisposition } from './content-disposition';

/**
 * Sends a stored file. Uploaded files are never trusted to render as pages: a sandboxing CSP means even an
 * SVG or PDF opened directly runs no script and reaches nothing.
 */
export function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: {
    disposition: 'attachment' | 'inline';
    cacheControl: string;
    /** The name the browser saves it under; the uploaded name unless said. */
    filename?: string;
  },
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.sizeBytes)
    .header(
      'content-disposition',
      contentDisposition(options.disposition, options.filename ?? file.originalName),
    )
    .header(
      'content-security-policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    )
    .header('cache-control', options.cacheControl)
    .send(storage.open(file));
}
