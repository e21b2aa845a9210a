import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
// (each test file in its own throw-away database). The system tests (src/test/system) start the real
// server as child processes and choose their databases themselves, so they run once, in their own project.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SYSTEM = 'src/test/system/**/*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
    projects: [
      {
        extends: true as const,
        test: { name: 'server:pglite', include: ['src/**/*.test.ts'], exclude: [SYSTEM], env: { TEST_DB: 'pglite' } },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'server:postgres', include: ['src/**/*.test.ts'], exclude: [SYSTEM], env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
      { extends: true as const, test: { name: 'server:system', include: [SYSTEM], testTimeout: 240_000 } },
    ],
  },
});
