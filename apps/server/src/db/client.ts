/**
 * One Drizzle database over either embedded PGlite (default, persisted under DATA_DIR/db) or a
 * PostgreSQL server (DATABASE_URL, node-postgres pool). The rest of the code sees only `Database`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../config';
import { lockDataDirectory } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once on one PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies from (tests). */
  dumpDataDir?(): Promise<Buffer>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server. */
  databaseUrl?: string;
  /** Directory for the embedded database; omitted means in memory (tests). */
  pgliteDir?: string;
  /** Start an in-memory PGlite from this dump (see dumpDataDir) instead of an empty database. */
  pgliteTemplate?: Buffer;
  poolSize?: number;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
/** Any fixed number: instances starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 72_411_903;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // DATE columns stay 'YYYY-MM-DD' strings: never turned into a timezone-shifted Date.
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  // No JIT: the search's stay pricing (a subquery per night of each property with rates) is costed
  // far above jit_above_cost, and compiling it took 1-3 s where running it takes tens of milliseconds.
  // The site's queries are short; none gains from compiling.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: '-c jit=off' });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined, template: Buffer | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDataDirectory(dir) : () => undefined;
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir ?? 'memory://', {
      extensions: { btree_gist, pg_trgm },
      ...(template ? { loadDataDir: new Blob([new Uint8Array(template)]) } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await client.close();
      unlock();
    },
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
}
