// `npm test`: every test. Installs and builds what is missing, lints, type-checks every workspace, runs the
// unit and API suites (API on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), then the
// browser tests in Debian's Chromium against the built server.
import { checkNode, ensureBuilt, ensureInstalled, run } from './prepare.mjs';

checkNode();
ensureInstalled();
ensureBuilt();

const step = (title) => console.log(`\n━━ ${title} ━━`);

step('Lint and format');
run('npm', ['run', 'lint']);
run('npm', ['run', 'format:check']);

step('Type-check');
run('npm', ['run', 'typecheck']);

step('Domain unit tests');
run('npm', ['test', '-w', 'packages/domain']);

step(`Server API tests (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`);
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
run('npm', ['test', '-w', 'apps/server']);

step('Web unit tests');
run('npm', ['test', '-w', 'apps/web']);

step('Browser tests');
run('npm', ['test', '-w', 'e2e'], { env: { CI: process.env.CI ?? '1' } });

console.log('\n✔ All tests passed');
