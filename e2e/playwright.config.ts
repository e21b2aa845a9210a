import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * Browser tests against the real, built server (API + built web app on one port) with a fresh
 * database. Build first: `npm run build -w apps/web && npm run build -w apps/server`.
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH); Playwright never downloads browsers.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The suite's own SMTP server (mail-sink.mjs): the site sends every e-mail there, tests read them. */
const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 1000);

// The config is evaluated by the runner and again by each worker: only the runner creates the
// data directory (workers inherit it through the environment), and removes it at exit, after
// the server has been stopped.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hillnest-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA) {
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  }
}

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous: the suite shares two cores with the server under test; no test asserts timing.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/mail-sink.mjs',
      cwd: repoRoot,
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_PORT: String(mailPort), MAIL_DIR: path.join(process.env.E2E_DATA_DIR as string, 'mail') },
    },
    {
      command: 'node apps/server/dist/index.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR as string,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // Every test signs in, starts payments and sends listing requests from 127.0.0.1 (often with the
        // same e-mail): the per-address and per-client limits would stop the suite.
        AUTH_RATE_LIMIT_PER_IP: '100000',
        PAYMENT_RATE_LIMIT_PER_IP: '100000',
        MAX_HOLDS_PER_CLIENT: '100000',
        MAX_HELD_NIGHTS_PER_PROPERTY: '100000',
        LISTING_REQUESTS_PER_HOUR: '100000',
        // The channel sync test serves other platforms' calendars from 127.0.0.1 (every other private address stays refused).
        ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
        // Same defaults as the server; tests read them from support.ts.
        ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@hillnest.example',
        ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin12345',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        // Settings → Payments' "Check connection" asks the stand-in settings-payments-email.spec.ts starts.
        RAZORPAY_API_URL: `http://127.0.0.1:${port + 2000}`,
        // stay.spec.ts moves the services' clock past a stay by writing here (tests/clock.ts).
        TEST_CLOCK_FILE: path.join(process.env.E2E_DATA_DIR as string, 'clock'),
      },
    },
  ],
});
