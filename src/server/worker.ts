import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { openPostgres } from './db/client';
import { registerJobHandlers } from './job-handlers';
import { createFileStorage } from './lib/file-storage';
import { PgBossJobQueue } from './lib/jobs/pg-boss-queue';
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
  const storage = createFileStorage(config);
  const jobs = new PgBossJobQueue(database, log);
  try {
    await jobs.start();
    await registerJobHandlers(jobs, { config, database, storage, log });
  } catch (err) {
    await jobs.stop();
    storage.close();
    await database.close();
    throw err;
  }

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker shutting down after an error');
    else log.info(`${signal} received, worker shutting down`);
    await jobs.stop();
    storage.close();
    await database.close();
  });
  log.info('Quillpost worker is running background jobs');
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError ? err.message : `Quillpost worker failed to start: ${String(err)}`,
  );
  process.exit(1);
});
