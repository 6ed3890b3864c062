import closeWithGrace from 'close-with-grace';
import { buildWebIfNeeded } from './build-web';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { restrictDataDir, SharedDataDirError } from './lib/private-files';
import { createServer } from './server';

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  // Before anything is written there: folders and files made public by an older version become private.
  const stillShared = restrictDataDir(config.dataDir);
  if (!dev && process.argv.includes('--build-if-needed'))
    await buildWebIfNeeded(config.webDistDir, (line) => console.log(line));

  const { app, mail } = await createServer(config, { web: dev ? 'dev' : 'built' });
  if (stillShared.length > 0)
    app.log.warn(
      { paths: stillShared.slice(0, 20) },
      `${stillShared.length} paths in DATA_DIR could not be made private`,
    );

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    // Stops accepting, lets requests in flight finish, then closes the mail queue and the database.
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  mail.start();
  app.log.info(`Quillpost is ready on ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof SharedDataDirError) {
    console.error(err.message);
  } else {
    console.error('Quillpost failed to start:', err);
  }
  process.exit(1);
});
