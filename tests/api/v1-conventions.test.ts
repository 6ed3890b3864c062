import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_ERROR_CODES } from '../../src/shared/v1-errors';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, v1Call, v1Customer } from '../support/v1-client';

/** The /v1 conventions of issue 25 §7: each error links to its code's entry in the reference. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let key: string;
/** The anchors of the reference page's introduction (/docs/api renders the document's description). */
let anchors: string[];

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
  anchors = [...String(doc.info.description).matchAll(/^#{1,6} (.+)$/gm)].map(([, text]) => anchorOf(text!));
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
