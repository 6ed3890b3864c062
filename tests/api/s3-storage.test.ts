import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore } from '../../src/server/lib/files/blob-stores/s3-blob-store';
import { FileStorage } from '../../src/server/lib/files/file-storage';
import { insertCampaign } from '../support/campaign-fixtures';
import { startS3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, multipart, postTestimonial, signIn } from './admin-helpers';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  // Registered first, so it runs after the app (and its S3 client) has closed.
  afterAll(() => s3.stop());
  t = await createTestApp(s3.env);
});

const newKeys = async (before: string[]) => (await s3.keys()).filter((k) => !before.includes(k));

describe('FileStorage over the S3 API', () => {
  it('stores, reads, streams and deletes a design in the bucket', async () => {
    const storage = new FileStorage(new S3BlobStore(s3.s3));
    const db = t.database.db;
    const file = await storage.save(db, {
      kind: 'front-design',
      originalName: 'Front Design.PNG',
      mimeType: 'image/png',
      bytes: FILES.png,
    });
    expect(file.storageName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await s3.keys()).toContain(file.storageName);
    expect((await s3.object(file.storageName)).equals(FILES.png)).toBe(true);

    expect((await storage.read(file)).equals(FILES.png)).toBe(true);
    expect((await buffer(storage.open(file))).equals(FILES.png)).toBe(true);
    expect((await storage.find(db, file.id))?.storageName).toBe(file.storageName);

    await storage.delete(db, file);
    expect(await s3.keys()).not.toContain(file.storageName);
    expect(await storage.find(db, file.id)).toBeUndefined();
    await expect(buffer(storage.open(file))).rejects.toThrow();
    storage.close();
  });
});

describe('the app with S3_BUCKET set', () => {
  it('puts a customer design in the bucket, not on disk, serves it back and removes a replaced one', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 0 });
    const before = await s3.keys();
    const upload = (bytes: Buffer, filename: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/front-design`,
        ...multipart([{ name: 'frontDesign', filename, content: bytes }]),
      });

    const first = await upload(FILES.png, 'front.png');
    expect(first.statusCode, first.body).toBe(200);
    const [key] = await newKeys(before);
    expect(key).toMatch(/\.png$/);
    expect((await s3.object(key!)).equals(FILES.png)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/front` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(FILES.png)).toBe(true);

    expect((await upload(FILES.pdf, 'front.pdf')).statusCode).toBe(200);
    const keys = await newKeys(before);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(key);
    const replaced = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/front` });
    expect(replaced.headers['content-type']).toBe('application/pdf');
    expect(replaced.rawPayload.equals(FILES.pdf)).toBe(true);
  });

  it('puts an admin catalogue file (a testimonial photo) in the bucket and serves it publicly', async () => {
    const auth = bearer(await signIn(t.app));
    const before = await s3.keys();
    const res = await postTestimonial(
      t.app,
      auth,
      { name: 'Ana Ruiz', message: 'The notes get opened.' },
      { filename: 'ana.jpg', content: FILES.jpg },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [key] = await newKeys(before);
    expect((await s3.object(key!)).equals(FILES.jpg)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(FILES.jpg)).toBe(true);
  });
});
