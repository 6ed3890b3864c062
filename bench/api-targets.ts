/**
 * The two servers `api.bench.ts` loads, in one process of their own (the load generator runs in another):
 * the real app as `npm start` builds it (API only: `web: 'none'`; every hook, plugin and the info-level
 * request log that production has), on PGlite in a temporary DATA_DIR seeded by the server's own seed; and a
 * bare Fastify serving, for each measured route, the very bytes, status and headers the app answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../src/server/config';
import { createServer } from '../src/server/server';
import { API_ROUTES, requestHeaders, type TargetsReady } from './api-routes';

/** The answer's own description of its bytes; the bare route sends these and nothing else. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-api-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-password',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const { app } = await createServer(config, { web: 'none' });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
const answers: TargetsReady['answers'] = [];
for (const route of API_ROUTES) {
  const res = await app.inject({
    method: route.method,
    url: route.path,
    headers: requestHeaders(route),
    ...(route.body ? { payload: route.body } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${route.name} answered ${res.statusCode}: ${res.body}`);
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) =>
      res.headers[name] === undefined ? [] : [[name, String(res.headers[name])]],
    ),
  );
  const bytes = res.rawPayload;
  bare.route({
    method: route.method,
    url: route.path,
    handler: (_request, reply) => reply.code(res.statusCode).headers(headers).send(bytes),
  });
  answers.push({
    name: route.name,
    status: res.statusCode,
    bytes: bytes.length,
    encoding: headers['content-encoding'] ?? 'identity',
  });
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const ready: TargetsReady = { app: appUrl, bare: bareUrl, answers };
process.send?.(ready);
// The load generator asks for this process's CPU time around each run: CPU per request is a figure that
// other work on the machine disturbs far less than requests per second.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});

process.once('SIGTERM', async () => {
  await bare.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
