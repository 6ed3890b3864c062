import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { campaigns, contacts, orders } from '../../src/server/db/schema';
import { signIn as adminSignIn } from '../../src/shared/contracts/admin-auth/sign-in';
import type { ContractAuth } from '../../src/shared/contracts/contract';
import { uploadTemplateFile } from '../../src/shared/contracts/templates/upload-template-file';
import { TEST_ADMIN } from '../support/test-admin';

/** Signs in as the test admin and returns the bearer token. */
export async function signIn(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ADMIN,
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return adminSignIn.response.parse(res.json()).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Staff marking a campaign's notes written or mailed (ranges of manifest numbers), as the back office does. */
export const markProgress = (app: FastifyInstance, token: string, campaignId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${campaignId}/progress`,
    headers: bearer(token),
    payload,
  });

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | string; contentType?: string };

/** A multipart/form-data body as a browser's FormData would send it, with `headers` (e.g. the bearer) added. */
export function multipart(parts: readonly FormPart[], headers: Record<string, string> = {}) {
  const boundary = `----qp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.from('value' in part ? part.value : part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Staff adding a testimonial from the back office's form (multipart), with its photo when `image` is given. */
export const postTestimonial = (
  app: FastifyInstance,
  auth: Record<string, string>,
  text: { name: string; message: string },
  image?: { filename: string; content: Buffer },
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/testimonials',
    ...multipart(
      [
        { name: 'name', value: text.name },
        { name: 'message', value: text.message },
        ...(image ? [{ name: 'image', ...image }] : []),
      ],
      auth,
    ),
  });

/** Uploads catalogue artwork as staff do (a variant's preview) and returns the URL it is served from. */
export async function uploadVariantPreview(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: { filename: string; content: Buffer; contentType?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload-variant-file',
    ...multipart(
      [
        { name: 'type', value: 'preview' },
        { name: 'file', ...file },
      ],
      auth,
    ),
  });
  if (res.statusCode !== 200) throw new Error(`upload-variant-file: ${res.statusCode} ${res.body}`);
  return uploadTemplateFile.response.parse(res.json()).url;
}

/** Smallest real files of each kind, recognised by their magic bytes. */
export const FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
    Buffer.alloc(32),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  aiPdf: Buffer.from('%PDF-1.6\n%\xe2\xe3\xcf\xd3\n% Adobe Illustrator\n%%EOF\n', 'latin1'),
  aiPostScript: Buffer.from('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%EOF\n'),
  psd: Buffer.concat([
    Buffer.from('8BPS'),
    Buffer.from([0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 8, 0, 3]),
    Buffer.alloc(64),
  ]),
  zip: Buffer.from('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64'),
  svgEvil: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#2d6a4f"/></svg>',
  ),
  text: Buffer.from('just some text, not an image'),
};

/** Every route as "METHOD /path", as the app recorded them while registering (HEAD twins left out). */
export function listRoutes(app: FastifyInstance): string[] {
  return app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
}

/** The routes ("METHOD /path") registered from a contract whose auth is `auth`. */
export function routesWithAuth(app: FastifyInstance, auth: ContractAuth): string[] {
  return app.registeredRoutes.filter((r) => r.auth === auth).map((r) => `${r.method} ${r.url}`);
}

/** A campaign row as a customer's order would leave it, for the admin lists to show. */
export async function insertCampaign(db: Db, values: Partial<typeof campaigns.$inferInsert> = {}) {
  const [row] = await db
    .insert(campaigns)
    .values({
      name: 'Spring service reminders',
      message: 'Hi {{first_name}}, your car is due for its spring service.',
      handwritingStyle: 'casual',
      status: 'pending',
      totalNotes: 2,
      pricePerNoteCents: 499,
      totalAmountCents: 998,
      deliveryDate: '2026-12-01',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertContacts(
  db: Db,
  campaignId: string,
  rows: Array<Partial<typeof contacts.$inferInsert>>,
) {
  await db.insert(contacts).values(
    rows.map((r, position) => ({
      campaignId,
      position,
      name: 'Jane Doe',
      address1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zip: '02134',
      ...r,
    })),
  );
}

export async function insertOrder(
  db: Db,
  values: Partial<typeof orders.$inferInsert> & { campaignId: string },
) {
  const [row] = await db
    .insert(orders)
    .values({ customerEmail: 'owner@example.com', amountCents: 998, ...values })
    .returning();
  return row!;
}
