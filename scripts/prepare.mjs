// Shared by `npm start` and `npm test`: install dependencies when missing or out of date, and build
// the web app and the server when their sources changed since the last build. Plain Node only: this
// runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Settings from the root `.env` (see `.env.example`) for `npm start` and `npm run dev`; the environment wins. */
export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is required (this is ${process.version}).`);
    process.exit(1);
  }
}

/** npm ci when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.turbo']);

function hashTree(hash, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) if (!SKIP.has(name)) hashTree(hash, path.join(entry, name));
  } else {
    hash.update(entry);
    hash.update(readFileSync(full));
  }
}

function sourceHash(entries) {
  const hash = createHash('sha256');
  for (const entry of entries) hashTree(hash, entry);
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex');
}

const TARGETS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
    stamp: 'apps/web/dist/.build-stamp',
    build: () => run('npm', ['run', 'build', '-w', 'apps/web']),
  },
  server: {
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/domain/src'],
    stamp: 'apps/server/dist/.build-stamp',
    build: () => run('npm', ['run', 'build', '-w', 'apps/server']),
  },
};

/** Builds each target whose sources changed since its last build. */
export function ensureBuilt() {
  for (const [name, target] of Object.entries(TARGETS)) {
    const stampFile = path.join(root, target.stamp);
    const hash = sourceHash(target.inputs);
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) continue;
    console.log(`› Building ${name}…`);
    target.build();
    writeFileSync(stampFile, hash);
  }
}
