import type { FastifyRequest } from 'fastify';
import { errorCode } from '../error-code';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

export interface MultipartUpload {
  /** The file of the expected field, if one was sent. */
  file: { filename: string; bytes: Buffer } | undefined;
  fields: Record<string, string>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads a multipart body: text fields, and the one file in `fileField` up to `maxBytes` (413 beyond,
 * naming the limit). Other file fields are refused so nothing unexpected is buffered.
 */
export async function readMultipart(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
  options: { fileField: string; maxBytes: number; what: string },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'];
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 30, fieldSize: 100_000 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        throw badRequest(
          `Unexpected file field "${part.fieldname}"; send the file as "${options.fileField}".`,
        );
      }
      file = { filename: part.filename || options.fileField, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = errorCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`The ${options.what} is too large. The limit is ${megabytes(options.maxBytes)}.`);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time.');
    throw err;
  }
  if (file && file.bytes.length === 0) throw badRequest(`The ${options.what} is empty.`);
  return { file, fields };
}
