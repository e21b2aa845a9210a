import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
// (each test file in its own throw-away database).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
    projects: [
      { extends: true as const, test: { name: 'server:pglite', include: ['src/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(onPostgres
        ? [{ extends: true as const, test: { name: 'server:postgres', include: ['src/**/*.test.ts'], env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
