import closeWithGrace from 'close-with-grace';
import { createBackgroundDeps } from './background-deps';
import { ConfigError, loadConfig } from './config';
import { openPostgres } from './db/client';
import { registerJobHandlers } from './job-handlers';
import { createLogger } from './server';

/**
 * `npm run worker`: a process that only runs background jobs (no HTTP), beside any number of web processes and
 * other workers on one PostgreSQL. pg-boss hands each job to one of them.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: with the embedded database, the server (npm start) runs the jobs itself',
    );
  }
  const log = createLogger(config.logLevel);
  const database = await openPostgres(config.databaseUrl);
  // Mail queued by jobs is sent by the web process's dispatcher, so this one does not sweep.
  const { deps, jobs, close } = createBackgroundDeps(config, database, log);
  try {
    await jobs.start();
    await registerJobHandlers(jobs, { ...deps, log });
  } catch (err) {
    await close();
    throw err;
  }

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker shutting down after an error');
    else log.info(`${signal} received, worker shutting down`);
    await close();
  });
  log.info('Quillpost worker is running background jobs');
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError ? err.message : `Quillpost worker failed to start: ${String(err)}`,
  );
  process.exit(1);
});
