/**
 * Entry point: configuration, database and migrations, the go-live checks (SITE_MODE=live), the
 * administrator, demo data, then the server.
 */
import path from 'node:path';
import { buildApp } from './app';
import { goLiveProblems, goLiveRefusal, loadConfig, startupNotices, startupWarnings, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createStorage } from './lib/storage';
import { fileClock } from './lib/test-clock';
import { administratorProblems, ensureAdministrator, registeredAdminEmailMessage } from './modules/auth/service';
import { todayIn } from '@hillnest/domain';
import { siteSettings } from './modules/settings/service';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  if (config.SITE_MODE === 'live') {
    // Every problem at once, before anything is created: the owner fixes them in one go.
    const problems = [...goLiveProblems(config), ...(await administratorProblems(database, config.ADMIN_EMAIL, config.ADMIN_PASSWORD))];
    if (problems.length > 0) {
      await database.close();
      throw new Error(goLiveRefusal(problems));
    }
  }
  const storage = createStorage(config);
  // Only the browser suite sets it (a live site refuses to start with it, above).
  const clock = config.TEST_CLOCK_FILE ? fileClock(config.TEST_CLOCK_FILE) : undefined;
  const app = await buildApp({ config, db: database.db, storage, now: clock?.now });
  if (clock) app.addHook('onClose', async () => clock.stop());
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  for (const notice of startupNotices(config)) app.log.warn(notice);

  const admin = await ensureAdministrator(database, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin.kind === 'registered') app.log.error(registeredAdminEmailMessage(config.ADMIN_EMAIL));
  if (admin.kind === 'created' && admin.generatedPassword) printGeneratedPassword(config, admin.generatedPassword);
  else if (admin.kind === 'created')
    app.log.info({ email: config.ADMIN_EMAIL }, 'created the administrator account with the ADMIN_PASSWORD set');
  // The stored mode (Settings → Go live) is read now that the migrations ran: a live site, or one whose
  // owner removed the demo, never gets the demo catalogue, even into an empty catalogue.
  const { launch, business } = (await siteSettings(app.deps)).values;
  if (config.SEED_DEMO && launch.mode !== 'live' && !launch.demoRemoved) {
    const seeded = await seedDemoData(database.db, storage, todayIn(business.timeZone, app.deps.now()));
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

/**
 * A generated administrator password is shown once, at the first start, on the terminal (stderr, as
 * plain text apart from the JSON log lines on stdout, which may be collected and kept).
 */
function printGeneratedPassword(config: AppConfig, password: string): void {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  process.stderr.write(
    [
      '',
      `Created the administrator account. Sign in at http://${host}:${config.PORT}/sign-in with`,
      `  e-mail:   ${config.ADMIN_EMAIL}`,
      `  password: ${password}`,
      'This password is shown only this once: note it, then change it in the admin area (Admin → Change Password).',
      'To choose it yourself instead, set ADMIN_PASSWORD before the first start.',
      '',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
