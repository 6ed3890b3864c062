import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';
import type { FileStorage, StoredFile } from './file-storage';

interface SendOptions {
  disposition: 'attachment' | 'inline';
  cacheControl: string;
  /** The name the browser saves it under; the uploaded name unless said. */
  filename?: string;
}

/**
 * Sends a stored file. Uploaded files are never trusted to render as pages: a sandboxing CSP means even an
 * SVG or PDF opened directly runs no script and reaches nothing.
 */
export function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: SendOptions,
) {
  return withFileHeaders(reply, file.mimeType, file.sizeBytes, {
    ...options,
    filename: options.filename ?? file.originalName,
  }).send(storage.open(file));
}

/** Sends bytes made from a stored file (e.g. a design's generated .ai) under the same rules. */
export function sendBytes(
  reply: FastifyReply,
  bytes: Buffer,
  contentType: string,
  options: SendOptions & { filename: string },
) {
  return withFileHeaders(reply, contentType, bytes.length, options).send(bytes);
}

function withFileHeaders(
  reply: FastifyReply,
  contentType: string,
  size: number,
  options: SendOptions & { filename: string },
) {
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(options.disposition, options.filename))
    .header(
      'content-security-policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    )
    .header('cache-control', options.cacheControl);
}
