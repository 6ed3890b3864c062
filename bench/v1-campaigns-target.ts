/**
 * The server `v1-campaigns.bench.ts` loads, in a process of its own (the load generator runs in another): the
 * real app as `npm start` builds it (API only: `web: 'none'`; every hook and the info-level request log
 * production has), on PGlite in a temporary DATA_DIR seeded by the server's own seed. A customer signs in by
 * a sign-in link and makes `KEYS` test keys on the account page's route; the parent is sent what it needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createSignInLink } from '../src/server/features/accounts/sign-in-link-store';
import { newSessionToken } from '../src/server/lib/secret-tokens';
import { createServer } from '../src/server/server';
import { ACCOUNT_COOKIE, SIGN_IN_NONCE_COOKIE } from '../src/shared/account';
import { createApiKey } from '../src/shared/contracts/account-api-keys/create-api-key';
import { v1ListTemplates } from '../src/shared/contracts/v1/list-templates';

/** 16 keys allow 480 calls/s between them, several times what the server sustains here: no 429. */
const KEYS = 16;
const EMAIL = 'crm-sync@bench.test';

export interface V1TargetReady {
  url: string;
  cookie: string;
  keys: string[];
  templateId: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-v1-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-password',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // One address makes thousands of campaigns here: the site's caps on new campaigns and changes would bench
  // themselves (as tests/support/test-app.ts lifts them).
  GUEST_CAMPAIGNS_PER_HOUR: '1000000',
  GUEST_CAMPAIGNS_PER_HOUR_ALL: '1000000',
  GUEST_CHANGES_PER_HOUR: '1000000',
  GUEST_CHANGES_PER_HOUR_ALL: '1000000',
});
const { app, database } = await createServer(config, { web: 'none' });
const url = await app.listen({ port: 0, host: '127.0.0.1' });

// The link the sign-in e-mail would carry, followed as the customer's browser does.
const nonce = newSessionToken();
const token = await createSignInLink(database.db, { email: EMAIL, ip: '127.0.0.1', nonce }, new Date());
const verified = await app.inject({
  method: 'POST',
  url: '/api/account/verify',
  payload: { token },
  cookies: { [SIGN_IN_NONCE_COOKIE]: nonce },
});
const session = verified.cookies.find((c) => c.name === ACCOUNT_COOKIE);
if (!session) throw new Error(`sign-in failed: ${verified.statusCode} ${verified.body}`);
const cookie = `${ACCOUNT_COOKIE}=${session.value}`;

const keys: string[] = [];
for (let i = 0; i < KEYS; i++) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: { cookie },
    payload: { name: `CRM sync ${i + 1}`, mode: 'test' },
  });
  if (made.statusCode !== 201) throw new Error(`api key: ${made.statusCode} ${made.body}`);
  keys.push(createApiKey.response.parse(made.json()).key);
}
const templates = await app.inject({
  method: 'GET',
  url: '/v1/templates?limit=1',
  headers: { authorization: `Bearer ${keys[0]}` },
});
const templateId = v1ListTemplates.response.parse(templates.json()).data[0]!.id;

const ready: V1TargetReady = { url, cookie, keys, templateId };
process.send?.(ready);
// The parent asks for this process's CPU time around each run (less disturbed by other load than a rate).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});

process.once('SIGTERM', async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
