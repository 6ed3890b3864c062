import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MCP_MESSAGES } from '../../src/mcp/config';
import { SUBMIT_MESSAGES } from '../../src/mcp/submit-tool';
import { designTemplates, orders } from '../../src/server/db/schema';
import { ZV1CampaignSchema } from '../../src/shared/v1-campaigns';
import { ZV1QuoteSchema } from '../../src/shared/v1-quote';
import { listenOnLoopback } from '../support/listening-app';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { type V1Customer, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * `npm run mcp` (issue 25 §8): the MCP server run as its own process over stdio, driven by the SDK's client
 * through a whole test-mode order against a listening app; submitting needs a shown quote and confirm: true.
 */
const MCP_ARGS = ['--import', 'tsx', 'src/mcp/main.ts'];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let baseUrl: string;
let customer: V1Customer;
let client: Client;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  customer = await v1Customer(t, smtp, 'assistant@mcp.test');
  baseUrl = await listenOnLoopback(t);
  client = new Client({ name: 'quillpost-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: MCP_ARGS,
      env: { PATH: process.env.PATH ?? '', QUILLPOST_API_KEY: customer.test, QUILLPOST_API_URL: baseUrl },
      stderr: 'pipe',
    }),
  );
}, 180_000);
afterAll(async () => {
  await client?.close();
  await smtp?.close();
});

const ZText = z.object({ type: z.literal('text'), text: z.string() });

/** Calls a tool: whether it is an error, its first text (the summary or refusal) and its JSON (the object). */
async function tool(name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const content = z.array(ZText).parse(result.content);
  return {
    isError: result.isError === true,
    text: content[0]!.text,
    json: content[1] ? (JSON.parse(content[1].text) as unknown) : undefined,
  };
}

describe('the MCP server (npm run mcp)', () => {
  it('offers the tools an assistant needs, and says submitting needs the user’s confirmation', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'add_recipients',
        'create_campaign',
        'get_campaign',
        'get_proofs',
        'get_quote',
        'list_campaigns',
        'list_styles',
        'list_templates',
        'submit_campaign',
      ].sort(),
    );
    const submit = tools.find((t) => t.name === 'submit_campaign')!;
    expect(submit.description).toMatch(/ask the user first/i);
    expect(submit.description).toContain('QUILLPOST_ALLOW_LIVE=1');
    expect(submit.inputSchema.properties).toHaveProperty('confirm');
  });

  it('drives a whole test-mode order: catalogue, draft, recipients, proofs, quote, confirmed submit', async () => {
    const styles = await tool('list_styles');
    expect(styles.isError).toBe(false);
    const style = z.array(z.object({ id: z.string() })).parse(styles.json)[0]!.id;
    const templates = await tool('list_templates', { limit: 3 });
    const { data } = z.object({ data: z.array(z.object({ id: z.number() })) }).parse(templates.json);
    const [seeded] = await t.database.db.select().from(designTemplates).limit(1);
    expect(data[0]!.id).toBe(seeded!.id);

    const made = await tool('create_campaign', {
      name: 'Thank-you notes',
      message: 'Thank you, {{first_name}}, for a wonderful year!',
      style,
      template_id: data[0]!.id,
      delivery_date: v1DeliveryDate(),
    });
    expect(made.isError, made.text).toBe(false);
    const draft = ZV1CampaignSchema.parse(made.json);
    expect(draft).toMatchObject({ status: 'draft', livemode: false });

    const added = await tool('add_recipients', {
      campaign_id: draft.id,
      recipients: [
        {
          name: 'Ann Lee',
          address: '12 Oak St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          merge_fields: { first_name: 'Ann' },
        },
        {
          name: 'Bo Chen',
          address: '14 Oak St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          merge_fields: { first_name: 'Bo' },
        },
        { name: 'No Address', address: '', city: 'Springfield', state: 'IL', zip: '62701' },
      ],
    });
    expect(added.isError, added.text).toBe(false);
    expect(added.json).toMatchObject({ added: 2, errors: [expect.objectContaining({ index: 2 })] });

    const proofs = await tool('get_proofs', { campaign_id: draft.id });
    expect(proofs.json).toMatchObject({
      data: [
        {
          name: 'Ann Lee',
          svg_url: expect.stringMatching(new RegExp(`^${baseUrl}/v1/campaigns/${draft.id}/proofs/`)),
        },
        { name: 'Bo Chen' },
      ],
    });

    const refusedUnquoted = await tool('submit_campaign', { campaign_id: draft.id, confirm: true });
    expect(refusedUnquoted).toMatchObject({ isError: true, text: SUBMIT_MESSAGES.noQuote });

    const quote = await tool('get_quote', { campaign_id: draft.id });
    expect(ZV1QuoteSchema.parse(quote.json)).toMatchObject({ campaign_id: draft.id, notes: 2 });
    expect(quote.text).toMatch(/^2 notes at .* each: .*test mode/);

    for (const args of [{ campaign_id: draft.id }, { campaign_id: draft.id, confirm: false }]) {
      expect(await tool('submit_campaign', args)).toMatchObject({
        isError: true,
        text: SUBMIT_MESSAGES.noConfirm,
      });
    }
    const stillDraft = await v1Call(t, customer.test, 'GET', `/v1/campaigns/${draft.id}`);
    expect(stillDraft.json()).toMatchObject({ status: 'draft', order_id: null });

    // A recipient added after the quote: the price shown is no longer the price, so it is shown again first.
    const third = { name: 'Cy Diaz', address: '16 Oak St', city: 'Springfield', state: 'IL', zip: '62701' };
    expect((await tool('add_recipients', { campaign_id: draft.id, recipients: [third] })).json).toMatchObject(
      {
        added: 1,
      },
    );
    const changed = await tool('submit_campaign', { campaign_id: draft.id, confirm: true });
    expect(changed.isError).toBe(true);
    expect(changed.text).toMatch(/^Not submitted: the price changed since the quote shown \(now 3 notes at /);
    expect(ZV1QuoteSchema.parse((await tool('get_quote', { campaign_id: draft.id })).json).notes).toBe(3);

    const submitted = await tool('submit_campaign', { campaign_id: draft.id, confirm: true });
    expect(submitted.isError, submitted.text).toBe(false);
    const paid = ZV1CampaignSchema.parse(submitted.json);
    expect(paid.order_id).toEqual(expect.any(String));
    expect(paid.status).not.toBe('draft');

    const read = await v1Call(t, customer.test, 'GET', `/v1/orders/${paid.order_id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: paid.order_id, livemode: false });
    const rows = await t.database.db.select().from(orders).where(eq(orders.id, paid.order_id!));
    expect(rows).toHaveLength(1);

    const listed = await tool('list_campaigns', { limit: 5 });
    expect(listed.json).toMatchObject({ data: [expect.objectContaining({ id: draft.id })] });
    const got = await tool('get_campaign', { campaign_id: draft.id });
    expect(got.json).toMatchObject({ campaign: { id: draft.id }, order: { id: paid.order_id } });
  }, 180_000);

  it("turns the API's errors into tool errors with the API's message", async () => {
    const missing = await tool('get_quote', { campaign_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/^Quillpost refused: No such campaign.*\(404 not_found/);
  }, 60_000);

  it('refuses to start with a live key unless QUILLPOST_ALLOW_LIVE=1, and without a key', async () => {
    const run = promisify(execFile);
    const start = (env: Record<string, string>) =>
      run(process.execPath, MCP_ARGS, {
        env: { PATH: process.env.PATH ?? '', ...env },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const live = await start({ QUILLPOST_API_KEY: customer.live, QUILLPOST_API_URL: baseUrl });
    expect(live.code).toBe(1);
    expect(live.stderr).toContain(MCP_MESSAGES.liveKey);
    const none = await start({ QUILLPOST_API_URL: baseUrl });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(MCP_MESSAGES.noKey);
  }, 120_000);
});
