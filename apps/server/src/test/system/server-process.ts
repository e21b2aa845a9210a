/**
 * The real server as a child process, for the system tests (crash, scale-out): the entry point run
 * from source with tsx, so the test always exercises the current code without a build. Everything
 * here is test tooling; nothing in the app depends on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../../config';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** What it printed on stdout (the JSON log) and on stderr, apart. */
  stdout(): string;
  stderr(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown path. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Settings every instance of one test shares: as in production, they must be the same everywhere. */
export function sharedSecrets(): Record<string, string> {
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    RAZORPAY_KEY_SECRET: randomBytes(24).toString('hex'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
}

function spawnServer(env: Record<string, string>, port: number) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'index.ts')], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      WEB_DIST: path.join(env.DATA_DIR ?? '/nonexistent', 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the server until it exits on its own (a start it refuses): its exit code and what it printed. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnServer(env, await freePort());
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(env, port);
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    child,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A JSON call against a running server; never throws on HTTP status, only when the connection fails. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape each call answers
): Promise<{ status: number; json: any; headers: Headers }> {
  const response = await fetch(baseUrl + url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/** Signs in through the API and returns the session cookie as a Cookie header value. */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await call(baseUrl, 'POST', '/api/auth/login', { email, password });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('auth_token='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.json)}`);
  return cookie.split(';')[0]!;
}
