import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import type { BlobStore } from './blob-store';

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // Compatible services (MinIO, R2, a local test server) address buckets by path, not by host name,
          forcePathStyle: true,
          // and several of them refuse or lack the SDK's newer default checksums.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  };
}

/** Objects in one bucket of a service speaking the S3 API, so every app machine sees the same files. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client(s3ClientConfig(config));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // A PUT is atomic in S3: readers see the whole object or none.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    // One streamed PUT (up to 5 GB); the length is known from the file, which a streamed body requires.
    const { size } = await stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    if (!answer.Body) throw new Error(`S3 object ${key} has no body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  stream(key: string): Readable {
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }), { abortSignal: abortOn(out) })
      .then(
        (answer) => {
          // In Node the SDK's body is a Readable; destroying `out` (client gone) destroys it too.
          if (answer.Body instanceof Readable) pipeline(answer.Body, out, () => {});
          else out.destroy(new Error(`S3 object ${key} has no readable body`));
        },
        (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
    return out;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** Aborts the GET when the reader goes away before the answer arrives. */
function abortOn(stream: PassThrough): AbortSignal {
  const controller = new AbortController();
  stream.once('close', () => controller.abort());
  return controller.signal;
}
