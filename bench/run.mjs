// `npm run bench`: every benchmark in turn, each printing its figures against the budgets of issue 6.
// Not a test: nothing here fails the build; read the ✔ and ✘ marks.
//   npm run bench            # web budgets (bundle, Lighthouse), then the load benchmark
//   npm run bench -- web     # only one of them: web | load | hostile-feed
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = ['web', 'load', 'hostile-feed'];
const chosen = process.argv.slice(2).filter((name) => all.includes(name));
for (const name of chosen.length ? chosen : all) {
  const result = spawnSync('npx', ['tsx', `bench/${name}.ts`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
