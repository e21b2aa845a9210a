// `npm start`: install and build what is missing, then serve the site (API + web app) on PORT (3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureBuilt, ensureInstalled, loadDotEnv, root } from './prepare.mjs';

checkNode();
loadDotEnv();
ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
