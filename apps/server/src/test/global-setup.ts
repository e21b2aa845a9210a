/**
 * Starting PGlite from scratch runs initdb (seconds). Once per run, build a migrated database and dump
 * it; every test file then starts its own in-memory copy from that template in about a second.
 * The dump is cached in the temp directory, keyed by the migrations it contains.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `hillnest-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dumpDataDir!();
    await database.close();
    const temp = `${file}.${process.pid}`;
    writeFileSync(temp, dump);
    renameSync(temp, file);
  }
  project.provide('pgliteTemplate', file);
}
