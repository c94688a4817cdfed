import { loadConfig } from './config';
import { buildApp } from './app';
import { startDatabase, StartupError } from './db/startup';
import { fileStores } from './platform/file-stores';
import { demoAccountsPresent, seedDemoData } from './seed/demo';
import { codeVault, loadCodesKey } from './modules/codes/code-vault';

/** Opens the database, migrates it, seeds a fresh one with demo data, and serves the panel and the API. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await startDatabase(config, {
    log: (line) => console.error(line),
    // Exit so that a supervisor starts the server again, on a database that can write.
    onFatal: (line) => {
      console.error(line);
      process.exit(1);
    },
  });
  const stores = await fileStores(config);
  const storage = stores.files;
  const app = await buildApp(config, { db: database.db, storage, exportStorage: stores.exports, embedded: database.kind === 'pglite' });
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, storage, { vault: codeVault(loadCodesKey(config)) });
    if (seeded) app.log.info('seeded demo data on a fresh database');
  }
  if (await demoAccountsPresent(database.db)) {
    app.log.warn(
      'DEMO ACCOUNTS EXIST on this database (seller@example.com, buyer@example.com ...) with the password published in the README. ' +
        'Anyone can log in as them: use this database for trying the product only.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      stores.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      files: config.s3 ? `s3://${config.s3.bucket}/${config.s3.prefix}` : 'dataDir',
      startMs: Math.round(performance.now() - started),
    },
    `panel ready on ${config.tls ? 'https' : 'http'}://localhost:${config.port}`,
  );
}

main().catch((error) => {
  // What the operator can mend is one line; anything else keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
