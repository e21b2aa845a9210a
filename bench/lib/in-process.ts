/** The real app in this process, over a database seeded by bench/seed.ts (DATABASE_URL): for benchmarks that measure CPU time without HTTP. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { WEB_DIST } from './server';

export async function openInProcessApp() {
  // As `npm start` runs the server: libraries (TanStack Query, in the renderer) skip their development checks.
  process.env.NODE_ENV = 'production';
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a database seeded by bench/seed.ts');
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hillnest-bench-app-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: process.env.WEB_DIST ?? WEB_DIST,
    NODE_ENV: 'production',
    // Render threads as configured (BENCH: RENDER_THREADS=0 puts every render in this thread's profile).
    ...(process.env.RENDER_THREADS ? { RENDER_THREADS: process.env.RENDER_THREADS } : {}),
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Lets the event loop turn, as it does between a server's requests. Without it, a loop of injected
 * requests that need no I/O (cached reads, the in-memory catalogue) never reaches the loop's check
 * phase: every request's finished response waits there (its socket's write callbacks are
 * setImmediate), and the heap grows by ~15 KB a request, with garbage collections to match.
 */
export const nextTurn = (): Promise<void> => setImmediate();
