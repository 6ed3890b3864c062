import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/server/db/schema';
import { V1_ERROR_CODES } from '../../src/shared/v1-errors';
import { currentV1Version } from '../../src/shared/v1-versions';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, v1Call, v1Customer } from '../support/v1-client';

/**
 * The /v1 conventions of issue 25 §7: each error links to its code's entry in the reference; each call is answered
 * in a dated version, the one it asks for or the account's pinned one.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let key: string;
/** The anchors of the reference page's introduction (/docs/api renders the document's description). */
let anchors: string[];
let description: string;

/** A heading's anchor as Scalar makes it: `description/` and GitHub's slug of its text. */
const anchorOf = (heading: string) =>
  `description/${heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-')}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  key = (await v1Customer(t, smtp, 'conventions@v1.test')).test;
  const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  description = String(doc.info.description);
  anchors = [...description.matchAll(/^#{1,6} (.+)$/gm)].map(([, text]) => anchorOf(text!));
});
afterAll(() => smtp.close());

/** Asserts the error's doc_url opens the reference at an entry that exists, the one for its code. */
function expectDocUrlFor(error: Record<string, unknown>, code: string) {
  expect(error.code).toBe(code);
  const url = new URL(String(error.doc_url));
  expect(`${url.origin}${url.pathname}`).toBe('https://quillpost.test/docs/api');
  expect(anchors).toContain(url.hash.slice(1));
  expect(url.hash).toBe(`#description/${code}`);
}

describe('doc_url in /v1 errors', () => {
  it('gives every error code its own entry in the reference, under Errors', () => {
    for (const code of V1_ERROR_CODES) expect(anchors).toContain(`description/${code}`);
    expect(new Set(anchors).size, 'anchors are unique').toBe(anchors.length);
    // "404. The path…" would render as a numbered list: each entry says "HTTP 404."
    expect(description).not.toMatch(/^\d{3}\. /m);
  });

  it('links a 404 for an unknown path to not_found', async () => {
    const res = await v1Call(t, key, 'GET', '/v1/no_such_things');
    expectDocUrlFor(expectV1Error(res, 404, 'invalid_request_error'), 'not_found');
  });

  it('links an unknown query parameter to parameter_unknown', async () => {
    const res = await v1Call(t, key, 'GET', '/v1/campaigns?colour=blue');
    expectDocUrlFor(expectV1Error(res, 400, 'invalid_request_error'), 'parameter_unknown');
  });

  it('links a refused key to invalid_api_key', async () => {
    const res = await v1Call(t, 'qp_test_not_a_real_key_at_all_000000', 'GET', '/v1/campaigns');
    expectDocUrlFor(expectV1Error(res, 401, 'authentication_error'), 'invalid_api_key');
  });

  it('documents doc_url in the Error schema as a URI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const error = doc.components.schemas.Error.properties.error;
    expect(error.required).toContain('doc_url');
    expect(error.properties.doc_url).toMatchObject({ type: 'string', format: 'uri' });
  });
});

describe('Quillpost-Version', () => {
  const current = currentV1Version();
  const pinOf = async (accountId: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]?.apiVersion;

  it('pins a new account to the current version on its first call, and answers in it', async () => {
    const { accountId, test } = await v1Customer(t, smtp, 'first-call@v1.test');
    expect(await pinOf(accountId)).toBeNull();
    const res = await v1Call(t, test, 'GET', '/v1/campaigns');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['quillpost-version']).toBe(current);
    expect(await pinOf(accountId)).toBe(current);
  });

  it('keeps the pin: later calls, with either key or a version asked for, never move it', async () => {
    const { accountId, test, live } = await v1Customer(t, smtp, 'pinned@v1.test');
    // A pin to a version since retired: answered in the oldest one still live (today's), and left as it is.
    await t.database.db.update(accounts).set({ apiVersion: '2025-01-01' }).where(eq(accounts.id, accountId));
    expect((await v1Call(t, live, 'GET', '/v1/campaigns')).headers['quillpost-version']).toBe(current);
    const asked = await v1Call(t, test, 'GET', '/v1/styles', undefined, { 'quillpost-version': current });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['quillpost-version']).toBe(current);
    expect(await pinOf(accountId)).toBe('2025-01-01');
  });

  it('refuses an unknown version with 400 parameter_invalid naming the header and the known versions', async () => {
    const res = await v1Call(t, key, 'GET', '/v1/campaigns', undefined, {
      'quillpost-version': '2025-13-01',
    });
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error).toMatchObject({ code: 'parameter_invalid', param: 'Quillpost-Version' });
    expect(error.message).toBe(
      `Unknown API version '2025-13-01' in the Quillpost-Version header. Known versions: ${current}.`,
    );
    expect(res.headers['quillpost-version']).toBe(current);
  });

  it('is echoed on errors too: an unknown path, a refused key', async () => {
    const missing = await v1Call(t, key, 'GET', '/v1/nothing_here', undefined, {
      'quillpost-version': current,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['quillpost-version']).toBe(current);
    const refused = await v1Call(t, 'qp_test_not_a_real_key_at_all_000000', 'GET', '/v1/campaigns');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['quillpost-version']).toBe(current);
  });

  it('names the version on the open document too', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(doc.headers['quillpost-version']).toBe(current);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'quillpost-version': 'not-a-version' },
    });
    expect(asked.headers['quillpost-version']).toBe(current);
  });

  it('is documented: a request header and a response header of every keyed operation, and a policy', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(doc.components.parameters['Quillpost-Version']).toMatchObject({
      in: 'header',
      required: false,
      schema: { type: 'string', format: 'date', enum: [current] },
    });
    expect(doc.components.headers['Quillpost-Version'].schema.enum).toEqual([current]);
    const versionRef = { $ref: '#/components/parameters/Quillpost-Version' };
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      if (path === '/v1/openapi.json') continue;
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.parameters, `${method} ${path}`).toContainEqual(versionRef);
        for (const [status, response] of Object.entries(operation.responses as Record<string, object>)) {
          expect(response, `${method} ${path} ${status}`).toMatchObject({
            headers: { 'Quillpost-Version': { $ref: '#/components/headers/Quillpost-Version' } },
          });
        }
      }
    }
    expect(anchors).toContain('description/versioning');
    expect(doc.info.description).toMatch(/new fields in answers, new event types, new optional parameters/);
    expect(doc.info.description).toContain(`**${current}**`);
  });
});
