// `npm run dev`: the API server restarting on every change (tsx watch, port PORT or 3000) and Vite's dev
// server (http://localhost:5173, hot reload) proxying /api and /uploads to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { checkNode, ensureInstalled, loadDotEnv, root } from './prepare.mjs';

checkNode();
loadDotEnv();
ensureInstalled();

const processes = [
  ['server', ['run', 'dev', '-w', 'apps/server']],
  ['web', ['run', 'dev', '-w', 'apps/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => stopAll(code ?? 1));
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
