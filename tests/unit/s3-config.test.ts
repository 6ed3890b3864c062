import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('S3 settings', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads the bucket, endpoint, region and key pair', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'quillpost-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'quillpost-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('leaves AWS to its own credential chain when no key pair is given', () => {
    expect(loadConfig({ S3_BUCKET: 'quillpost-files' }).s3).toEqual({
      bucket: 'quillpost-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it.each([
    [{ S3_BUCKET: 'Not A Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ])('stops on %o with a one-line message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });
});
