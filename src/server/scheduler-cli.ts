import http from 'node:http';
import pino from 'pino';
import { AS_OF_MESSAGE, type TSchedulerCounts, ZSchedulerRunSchema } from '../shared/admin-programs';
import { runScheduler } from '../shared/contracts/admin-programs/run-scheduler';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { readOperationsFile } from './features/admin/auth/operations-token';

const USAGE = 'Usage: npm run scheduler -- --as-of YYYY-MM-DD';

/** `--as-of 2026-12-01` or `--as-of=2026-12-01`. */
function asOfArgument(argv: string[]): string {
  const index = argv.findIndex((a) => a === '--as-of' || a.startsWith('--as-of='));
  const value =
    index < 0 ? undefined : argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  if (value === undefined) throw new ConfigError(USAGE);
  const parsed = ZSchedulerRunSchema.safeParse({ asOf: value });
  if (!parsed.success) throw new ConfigError(`${AS_OF_MESSAGE} ${USAGE}`);
  return parsed.data.asOf;
}

/**
 * `npm run scheduler -- --as-of YYYY-MM-DD`: one scheduler pass as of that day (every program's today), printing
 * `{"created":…,"skipped":…,"held":…}`. Runs the pass itself on PostgreSQL, or on the embedded database when no
 * server holds it; while `npm start` holds it, asks that server (POST /api/admin/scheduler/run) with the local
 * operations token from DATA_DIR. Idempotent: the database's unique keys make a second run create nothing.
 */
async function main() {
  const asOf = asOfArgument(process.argv.slice(2));
  const config = loadConfig();
  // stdout carries the answer only; the log goes to stderr.
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }, pino.destination(2));
  let counts: TSchedulerCounts;
  try {
    const database = await openDatabase(config);
    // Loaded only once the database is this process's: while a server holds it, the CLI only asks that
    // server, and loading the whole job and payment stack would cost seconds for nothing.
    const [{ createBackgroundDeps }, { runSchedulerPass }] = await Promise.all([
      import('./background-deps'),
      import('./features/programs/scheduler-pass'),
    ]);
    const { deps, jobs, mail, close } = createBackgroundDeps(config, database, log, { schedules: false });
    try {
      // Jobs the pass queues run in the server or workers; mail it queues is sent now if it can be.
      await jobs.start();
      counts = await runSchedulerPass(deps, { asOf });
      await mail.kick();
    } finally {
      await close();
    }
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    counts = await askServer(config.dataDir, config.port, asOf);
  }
  console.log(JSON.stringify(counts));
}

/** The server holding the embedded database runs the pass; no time limit, as a long pass is fine. */
function askServer(dataDir: string, port: number, asOf: string): Promise<TSchedulerCounts> {
  const operations = readOperationsFile(dataDir);
  if (!operations) {
    throw new ConfigError(
      `The server holding ${dataDir} has written no operations token; restart it with this version, then run this again.`,
    );
  }
  const url = new URL(runScheduler.path, operations.url ?? `http://127.0.0.1:${port}`);
  const body = JSON.stringify({ asOf });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: runScheduler.method,
        headers: {
          authorization: `Bearer ${operations.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const answer = parseJson(text);
          if (response.statusCode === 200) {
            const counts = runScheduler.response.safeParse(answer);
            if (counts.success) return resolve(counts.data);
          }
          const message =
            typeof answer === 'object' && answer !== null && 'message' in answer ? answer.message : undefined;
          reject(
            new Error(
              `The server answered ${response.statusCode}: ${typeof message === 'string' ? message : text}`,
            ),
          );
        });
      },
    );
    request.on('error', (err) =>
      reject(
        new Error(
          `The data folder is in use, but its server did not answer at ${url.origin}: ${err.message}`,
        ),
      ),
    );
    request.end(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
