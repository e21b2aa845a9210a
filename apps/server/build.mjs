// Bundles the server into dist/index.js. The shared domain package (TypeScript source) is bundled in;
// every other dependency stays an ordinary node_modules import.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hillnest/'));

await build({
  // The feed reader is bundled on its own too: feed threads load it (src/modules/channels/feed-reader.ts).
  entryPoints: { index: 'src/index.ts', 'ical-import': 'src/modules/channels/ical-import.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Render threads run this module as it is (src/modules/pages/web-app.ts starts them from beside the bundle).
copyFileSync('src/modules/pages/render-thread.mjs', 'dist/render-thread.mjs');
// So do feed threads (src/modules/channels/feed-reader.ts).
copyFileSync('src/modules/channels/feed-thread.mjs', 'dist/feed-thread.mjs');
