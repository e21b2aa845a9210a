/**
 * PGlite is an embedded database: exactly one process may open its directory. A second instance
 * pointed at the same DATA_DIR would corrupt it, so opening takes a lock file holding the owner's
 * pid and host, next to the directory (`db` → `db.lock`: the directory itself belongs to PGlite).
 * A lock left by a process that died (SIGKILL, power loss) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Directories this process holds: its own pid in a lock file is then a live holder, not a stale one. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why the lock in `dir` cannot be taken, or null when it is free or stale. */
function liveHolder(file: string, dir: string): string | null {
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch {
    return null; // removed meanwhile
  }
  const [pidText = '', host = ''] = content.split('@');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (host !== os.hostname()) {
    return `process ${pid} on host ${host} holds it (if that host is gone, delete ${file})`;
  }
  if (pid === process.pid) return heldHere.has(dir) ? `this process already has it open` : null;
  return isAlive(pid) ? `process ${pid} holds it (if no server is running there, delete ${file})` : null;
}

/** Takes the lock on a PGlite directory; the returned function releases it. Throws when it is held. */
export function lockDataDirectory(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}@${os.hostname()}\n`);
      closeSync(fd);
      heldHere.add(resolved);
      return () => {
        heldHere.delete(resolved);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = liveHolder(file, resolved);
      if (holder) {
        throw new Error(
          `The embedded database in ${resolved} is in use: ${holder}. Only one instance may use a PGlite data directory; ` +
            'run several instances on PostgreSQL (DATABASE_URL).',
          { cause: error },
        );
      }
      rmSync(file, { force: true }); // stale: its owner died
    }
  }
  throw new Error(`Could not lock the embedded database in ${resolved}`);
}
