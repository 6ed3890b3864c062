import closeWithGrace from 'close-with-grace';
import { buildWebIfNeeded } from './build-web';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createServer } from './server';

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  if (!dev && process.argv.includes('--build-if-needed'))
    await buildWebIfNeeded(config.webDistDir, (line) => console.log(line));

  const { app, mail } = await createServer(config, { web: dev ? 'dev' : 'built' });

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
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Quillpost failed to start:', err);
  }
  process.exit(1);
});
