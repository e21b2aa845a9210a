import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server of a spec's own, for a spec that changes what the suite's shared server must keep (its first
 * setup, the site's mode): the built server on the suite's port plus `offset`, on a data folder of its
 * own that stop() removes. start() resolves once /api/health answers.
 */
export function ownServer(name: string, offset: number) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const site = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  return {
    port,
    site,
    async start(owner: { email: string; password: string }, env: Record<string, string>) {
      dataDir = mkdtempSync(path.join(tmpdir(), `hillnest-e2e-${name}-`));
      server = spawn(process.execPath, ['apps/server/dist/index.js'], {
        cwd: repoRoot,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: owner.email,
          ADMIN_PASSWORD: owner.password,
          AUTH_RATE_LIMIT_PER_IP: '100000',
          ...env,
        },
      });
      for (const started = Date.now(); Date.now() - started < 170_000;) {
        const up = await fetch(`${site}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`the ${name} test's server did not start on ${site}`);
    },
    async stop() {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
