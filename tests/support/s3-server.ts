import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientConfig } from '../../src/server/lib/files/blob-stores/s3-blob-store';

/** s3rver accepts any signature made with its fixed key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server on loopback (s3rver, objects in a temporary folder) with one bucket, the way
 * mail is tested against smtp-server. `env` configures the app to store its files there.
 */
export async function startS3Server(bucket = 'quillpost-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = { bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS };
  const client = new S3Client(s3ClientConfig(s3));
  return {
    s3,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    /** The keys in the bucket, read over the S3 API. */
    async keys(): Promise<string[]> {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((o) => o.Key ?? '');
    },
    async object(key: string): Promise<Buffer> {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
