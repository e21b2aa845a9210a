import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throw-away PostgreSQL database next to `baseUrl` (named after `label`), dropped by `drop`. */
export async function createScratchDatabase(baseUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hn_${label}_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
