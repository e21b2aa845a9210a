/** Entry point: configuration, database and migrations, the administrator, demo data, then the server. */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, startupWarnings } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createStorage } from './lib/storage';
import { ensureAdministrator } from './modules/auth/service';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const storage = createStorage(config);
  const app = await buildApp({ config, db: database.db, storage });
  for (const warning of startupWarnings(config)) app.log.warn(warning);

  if (await ensureAdministrator(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) {
    // Printed once, at the first start. A password chosen through ADMIN_PASSWORD is never echoed.
    const password = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : config.ADMIN_PASSWORD;
    console.log(`\nCreated the administrator account: ${config.ADMIN_EMAIL} / ${password}\n`);
  }
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(database.db, storage, config);
    if (seeded) app.log.info('Seeded demo data');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
