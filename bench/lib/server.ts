/** What every benchmark needs: the built site, a free port, and the real server started and stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Plain-Node helpers shared with `npm start` and `npm test`: build only what changed.
import { checkNode, ensureBuilt, ensureInstalled } from '../../scripts/prepare.mjs';
// A free loopback port, found as the system tests find theirs.
import { freePort } from '../../apps/server/src/test/system/server-process';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const SERVER = path.join(ROOT, 'apps/server/dist/index.js');

/** Installs and builds what is missing or stale, exactly as `npm start` would. */
export function prepareSite(): void {
  checkNode();
  ensureInstalled();
  ensureBuilt();
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
}

/** Starts the production server on a free loopback port and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  // BENCH_NODE_ARGS: more flags for the server's Node (e.g. `--trace-gc`), space-separated.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...nodeArgs, SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_NODE_ARGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** ✔ or ✘ next to a figure, so a run shows at a glance which budget it missed. */
export const verdict = (ok: boolean) => (ok ? '✔' : '✘');

/**
 * The CPU time a process has used so far, in milliseconds (user and system, every thread), or undefined
 * where /proc is not there (Linux only). Read before and after a load, it gives the server's CPU per
 * request: steadier than throughput on a shared machine, where the load generator takes cores too.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime), in clock ticks, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;
