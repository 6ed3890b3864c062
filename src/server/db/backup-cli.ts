import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupPglite, restorePglite } from './backup';

const [command, fileArg] = process.argv.slice(2);

async function run() {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore/psql.',
    );
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = fileArg ?? path.join('backups', `quillpost-${stamp}.tar.gz`);
    await backupPglite(config.dataDir, file);
    console.log(`Backup written to ${path.resolve(file)}`);
  } else if (command === 'restore' && fileArg) {
    const aside = await restorePglite(config.dataDir, fileArg);
    console.log(`Restored ${path.resolve(fileArg)} into ${config.dataDir}.`);
    if (aside) console.log(`The previous database was kept at ${aside}; delete it once you are satisfied.`);
  } else {
    throw new ConfigError('Usage: npm run backup [FILE]  |  npm run restore FILE');
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
