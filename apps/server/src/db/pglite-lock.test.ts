/** One process per PGlite directory: a second opener is refused with a clear message, a dead owner's lock is taken over. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDirectory } from './pglite-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'hillnest-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dir = path.join(root, 'db1');
    const release = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(
      `The embedded database in ${dir} is in use: this process already has it open. Only one instance may use a PGlite data directory`,
    );
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDirectory(dir)();
  });

  it('refuses when another live process holds it', () => {
    const dir = path.join(root, 'db2');
    // The parent of this test runner is alive for as long as the test runs.
    writeFileSync(`${dir}.lock`, `${process.ppid}@${os.hostname()}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(`process ${process.ppid} holds it (if no server is running there, delete ${dir}.lock)`);
  });

  it('takes over the lock of a process that died (killed, crashed)', () => {
    const dir = path.join(root, 'db3');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dir}.lock`, `${gone}@${os.hostname()}\n`);
    const release = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow('this process already has it open');
    release();
  });

  it('refuses a lock held from another host (a shared disk): that host may still be running', () => {
    const dir = path.join(root, 'db4');
    writeFileSync(`${dir}.lock`, `4242@another-host\n`);
    expect(() => lockDataDirectory(dir)).toThrow(`process 4242 on host another-host holds it (if that host is gone, delete ${dir}.lock)`);
  });
});
