/**
 * `npm run bench -- api`: each public read against a bare Fastify route sending the same bytes (same status,
 * content type and encoding) in the same run. autocannon, 50 connections, on real sockets on 127.0.0.1;
 * rounds alternate app and bare (and which goes first) so background load falls on both alike.
 * Target: app requests/s ≥ 0.8 × bare on every route. Also printed: the server's CPU time per request, which
 * other work on the machine disturbs far less than a rate. Servers: bench/api-targets.ts.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { API_ROUTES, type BenchRoute, requestHeaders, type TargetsReady } from './api-routes';
import { type BenchTarget, forkBenchTarget } from './bench-target';
import { verdict } from './timing';

const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 5;
const WARMUP_SECONDS = 1;
const TARGET_RATIO = 0.8;

interface Load {
  requestsPerSecond: number;
  p99: number;
  /** Server CPU time (user + system) per answered request, in microseconds. */
  cpuPerRequest: number;
  non2xx: number;
  errors: number;
}

type Targets = BenchTarget<TargetsReady>;

async function load(targets: Targets, base: string, route: BenchRoute, seconds: number): Promise<Load> {
  const cpuBefore = await targets.cpu();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: base + route.path,
        method: route.method,
        headers: requestHeaders(route),
        ...(route.body ? { body: route.body } : {}),
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, answer) => (err ? reject(err) : resolve(answer)),
    );
  });
  const cpuAfter = await targets.cpu();
  const cpu = cpuAfter.user - cpuBefore.user + (cpuAfter.system - cpuBefore.system);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The raw bytes and headers of one answer (no decompression), to check both sides send the same. */
function fetchRaw(base: string, route: BenchRoute) {
  return new Promise<{ status: number; type: string; encoding: string; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      base + route.path,
      { method: route.method, headers: requestHeaders(route) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(route.body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export async function run(): Promise<void> {
  const targets = await forkBenchTarget<TargetsReady>('api-targets.ts');
  const { ready, stop } = targets;
  try {
    console.log(
      `  ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per side, alternating; the app is src/server/app.ts (API only) on PGlite`,
    );
    for (const route of API_ROUTES) {
      const [app, bare] = await Promise.all([fetchRaw(ready.app, route), fetchRaw(ready.bare, route)]);
      if (!app.body.equals(bare.body) || app.type !== bare.type || app.encoding !== bare.encoding) {
        throw new Error(`${route.name}: the bare route does not send what the app sends`);
      }
      await load(targets, ready.app, route, WARMUP_SECONDS);
      await load(targets, ready.bare, route, WARMUP_SECONDS);
      const sides: Record<'app' | 'bare', Load[]> = { app: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
        for (const side of order) sides[side].push(await load(targets, ready[side], route, SECONDS));
      }
      const of = (side: 'app' | 'bare') => ({
        rps: mean(sides[side].map((l) => l.requestsPerSecond)),
        p99: median(sides[side].map((l) => l.p99)),
        cpu: median(sides[side].map((l) => l.cpuPerRequest)),
      });
      const [a, b] = [of('app'), of('bare')];
      const failed = sides.app.reduce((n, l) => n + l.non2xx + l.errors, 0);
      const ratio = a.rps / b.rps;
      const side = (x: typeof a) =>
        `${x.rps.toFixed(0).padStart(6)} req/s p99 ${String(x.p99).padStart(3)} ms ${x.cpu.toFixed(0).padStart(4)} µs CPU/req`;
      console.log(
        `  ${route.name.padEnd(28)} ${app.body.length} B ${app.encoding.padEnd(8)} app ${side(a)} | bare ${side(b)}${failed ? ` | ${failed} failed` : ''}`,
      );
      verdict(
        `${route.name} ratio`,
        ratio >= TARGET_RATIO && failed === 0,
        `${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}; by server CPU per request ${(b.cpu / a.cpu).toFixed(2)})`,
      );
    }
  } finally {
    await stop();
  }
}
