import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, SIGN_IN_NONCE_COOKIE } from '../../src/shared/account';
import { createApiKey } from '../../src/shared/contracts/account-api-keys/create-api-key';
import { createWebhookEndpoint } from '../../src/shared/contracts/account-webhooks/create-webhook-endpoint';
import { listWebhookDeliveries } from '../../src/shared/contracts/account-webhooks/list-webhook-deliveries';
import { signIn as signInContract } from '../../src/shared/contracts/admin-auth/sign-in';
import { v1CreateCampaign } from '../../src/shared/contracts/v1/create-campaign';
import { v1ListTemplates } from '../../src/shared/contracts/v1/list-templates';
import { signInToken } from '../support/account-session';
import { listeningAddress } from '../support/listening-address';
import { type ServerProcess, seededDataDir, startServer } from '../support/server-process';
import { startSmtpServer } from '../support/smtp';
import { until } from '../support/until';
import { v1DeliveryDate } from '../support/v1-client';
import { verifyLikeTheReadme } from '../support/verify-webhook';

/**
 * Issue 14, Tests: "kill -9 of the server during delivery, then restart: delivered". A real `npm start`
 * process delivers to a receiver on loopback that keeps the first request waiting; the server is killed with
 * SIGKILL while it waits, started again on the same data folder, and the event arrives again, signed, with the
 * same id.
 */

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that never answers the first delivery (the server dies waiting) and answers later ones 200. */
async function startHoldingReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (deliveries.length > 1) res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = listeningAddress(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    /** Resolves once `count` deliveries have arrived (their bodies read). */
    arrived(count: number): Promise<Delivery[]> {
      return until(
        () => (deliveries.length >= count ? deliveries.slice(0, count) : undefined),
        () => `received ${deliveries.length} of ${count} deliveries`,
      );
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const dataDir = seededDataDir();
const servers: ServerProcess[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let receiver: Awaited<ReturnType<typeof startHoldingReceiver>> | undefined;

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await receiver?.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const server = await startServer({ dataDir, env });
  servers.push(server);
  return server;
}

/** A JSON call to the running server; throws unless it answers `status`. Its JSON, for a schema to read. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  {
    status = 200,
    body,
    headers = {},
  }: { status?: number; body?: object; headers?: Record<string, string> } = {},
): Promise<{ json: unknown; response: Response }> {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  const json: unknown = text ? JSON.parse(text) : undefined;
  return { json, response };
}

/** Signs a customer in by the e-mailed link; answers the Cookie header. */
async function signIn(server: ServerProcess, inbox: NonNullable<typeof smtp>, email: string) {
  const asked = await call(server, 'POST', '/api/account/sign-in', { status: 202, body: { email } });
  // The link opens only with the nonce cookie of the browser that asked for it.
  const nonce = setCookie(asked.response, SIGN_IN_NONCE_COOKIE);
  const token = await signInToken(inbox, email);
  const { response } = await call(server, 'POST', '/api/account/verify', {
    body: { token },
    headers: { cookie: nonce },
  });
  return setCookie(response, ACCOUNT_COOKIE);
}

/** `name=value` of a cookie the answer set; throws when it set none. */
function setCookie(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no ${name} cookie set`);
  return cookie;
}

it('delivers an event whose delivery the server was killed in, once it is started again', async () => {
  smtp = await startSmtpServer();
  receiver = await startHoldingReceiver();
  // The receiver is plain http on loopback: the tests' and developers' setting allows it.
  const env = { SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: 'true' };
  const first = await serve(env);

  // A customer with a test key and a test endpoint for status changes.
  const cookie = await signIn(first, smtp, 'crash@hooks.test');
  const key = createApiKey.response.parse(
    (
      await call(first, 'POST', '/api/account/api-keys', {
        status: 201,
        body: { name: 'CRM', mode: 'test' },
        headers: { cookie },
      })
    ).json,
  );
  const endpoint = createWebhookEndpoint.response.parse(
    (
      await call(first, 'POST', '/api/account/webhook-endpoints', {
        status: 201,
        body: { url: receiver.url, events: ['campaign.status_changed'], mode: 'test' },
        headers: { cookie },
      })
    ).json,
  );

  // A test campaign made through /v1 that staff move into production: one campaign.status_changed event.
  const bearer = { authorization: `Bearer ${key.key}` };
  const templates = v1ListTemplates.response.parse(
    (await call(first, 'GET', '/v1/templates?limit=1', { headers: bearer })).json,
  );
  const campaign = v1CreateCampaign.response.parse(
    (
      await call(first, 'POST', '/v1/campaigns', {
        status: 201,
        headers: bearer,
        body: {
          name: 'Crash test',
          message: 'Thanks, {{first_name}}!',
          style: 'elegant',
          template_id: templates.data[0]!.id,
          delivery_date: v1DeliveryDate(),
        },
      })
    ).json,
  );
  const admin = signInContract.response.parse(
    (
      await call(first, 'POST', '/api/admin/login', {
        body: { username: 'admin', password: 'test-admin-password' },
      })
    ).json,
  );
  await call(first, 'PATCH', `/api/admin/campaigns/${campaign.id}`, {
    body: { status: 'processing' },
    headers: { authorization: `Bearer ${admin.token}` },
  });

  // The dispatcher (every 5 s) sends it; the receiver holds the request open and the server dies waiting.
  const [held] = await receiver.arrived(1);
  expect(await first.stop('SIGKILL')).toBeNull();

  // Started again on the same folder: the delivery job the dead process held is retried at once.
  const second = await serve(env);
  const [, redelivered] = await receiver.arrived(2);
  const event = verifyLikeTheReadme(endpoint.secret, redelivered!.body, redelivered!.headers);
  expect(event).toMatchObject({
    id: held!.headers['webhook-id'],
    type: 'campaign.status_changed',
    livemode: false,
    data: { object: { id: campaign.id, status: 'processing' }, previous_attributes: { status: 'draft' } },
  });
  expect(redelivered!.body).toBe(held!.body);
  // Signed anew when sent again: a later timestamp (the restart alone takes seconds).
  expect(Number(redelivered!.headers['webhook-timestamp'])).toBeGreaterThan(
    Number(held!.headers['webhook-timestamp']),
  );

  // The log shows the delivery that succeeded (the killed attempt recorded nothing); it is recorded just
  // after the receiver's answer, so ask until it is there.
  const logOf = async () =>
    listWebhookDeliveries.response.parse(
      (
        await call(second, 'GET', `/api/account/webhook-endpoints/${endpoint.id}/deliveries`, {
          headers: { cookie },
        })
      ).json,
    ).deliveries;
  await expect
    .poll(logOf)
    .toEqual([expect.objectContaining({ eventId: event.id, outcome: 'succeeded', responseStatus: 200 })]);
});
