import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_CLIENT_EXAMPLE } from '../../src/shared/v1-client-example';
import { listenOnLoopback } from '../support/listening-app';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * The typed client of the API reference (issue 25 §8): types generated from the served /v1/openapi.json with
 * openapi-typescript, the reference's quick start (src/shared/v1-client-example.ts) type-checked against them
 * with the repo's strict settings, then run through openapi-fetch against a listening server with a test key.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let baseUrl: string;
let testKey: string;
/** Inside the worktree (ignored by git), so that `openapi-fetch` resolves from the generated files. */
let dir: string;
let document: OpenAPI3;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  testKey = (await v1Customer(t, smtp, 'dev@client.test')).test;
  baseUrl = await listenOnLoopback(t);
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  dir = fs.mkdtempSync(path.resolve('test-results/generated-client-'));
  const served = await fetch(`${baseUrl}/v1/openapi.json`);
  expect(served.status).toBe(200);
  document = await served.json();
  const types = astToString(await openapiTS(document));
  fs.writeFileSync(path.join(dir, 'quillpost.d.ts'), types);
  fs.writeFileSync(path.join(dir, 'quick-start.ts'), V1_CLIENT_EXAMPLE);
}, 120_000);
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  return smtp?.close();
});

/** tsc's errors for `program` (the quick start's text) beside the generated types, with tsconfig.json's options. */
function typeErrors(program: string): string[] {
  const file = path.join(dir, `checked-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(file, program);
  const config = ts.readConfigFile(path.resolve('tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.resolve('.'));
  const checked = ts.createProgram([file, path.join(dir, 'quillpost.d.ts')], {
    ...options,
    types: ['node'],
    noEmit: true,
  });
  return ts.getPreEmitDiagnostics(checked).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the typed client generated from /v1/openapi.json', () => {
  it("type-checks the reference's quick start, strict, against the generated types", () => {
    expect(V1_CLIENT_EXAMPLE).toContain('createClient<paths>');
    // The reference page (its description) shows this very program.
    expect(document.info?.description).toContain(V1_CLIENT_EXAMPLE);
    expect(typeErrors(V1_CLIENT_EXAMPLE)).toEqual([]);
  }, 120_000);

  it('fails the check when the program and the document disagree on a field', () => {
    const broken = V1_CLIENT_EXAMPLE.replace('template_id: template.id', 'templateId: template.id');
    expect(broken).not.toBe(V1_CLIENT_EXAMPLE);
    expect(typeErrors(broken).join('\n')).toMatch(/templateId/);
  }, 120_000);

  it('runs the quick start through openapi-fetch against a listening server with a test key', async () => {
    const { quickStart } = (await import(pathToFileURL(path.join(dir, 'quick-start.ts')).href)) as {
      quickStart: (
        baseUrl: string,
        apiKey: string,
        deliveryDate: string,
      ) => Promise<{
        campaign: { id: string; status: string; livemode: boolean; order_id: string | null };
        proofs: { name: string; svg_url: string }[];
        quote: { notes: number; amount: number };
        order: { id: string; livemode: boolean };
      }>;
    };
    const logged: unknown[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args);
    const result = await quickStart(baseUrl, testKey, v1DeliveryDate()).finally(() => {
      console.log = log;
    });
    expect(result.quote.notes).toBe(1);
    expect(result.quote.amount).toBeGreaterThan(0);
    expect(result.proofs.map((p) => p.name)).toEqual(['Ann Lee']);
    expect(result.campaign).toMatchObject({ livemode: false, order_id: result.order.id });
    expect(result.campaign.status).not.toBe('draft');
    expect(result.order.livemode).toBe(false);
    const read = await v1Call(t, testKey, 'GET', `/v1/orders/${result.order.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const svg = await fetch(baseUrl + result.proofs[0]!.svg_url, {
      headers: { authorization: `Bearer ${testKey}` },
    });
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  }, 120_000);
});
