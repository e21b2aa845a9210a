/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { precompress } from './vite.precompress.ts';

// The API server in development (`npm run dev`): its port is PORT, 3000 by default.
const apiTarget = `http://localhost:${process.env.PORT || 3000}`;

/**
 * The site ships Preact (with its React compatibility layer) in place of react-dom: the code is
 * written against React's API and types, but react-dom alone weighs about 60 KB gzip, more than half
 * of issue 6's 100 KB budget for the first view of `/`; Preact does the same job in about 10 KB.
 * Tests run on the same runtime (see `test` below), so they test what ships.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * React Router reads React 19's `useOptimistic` by name and falls back when it is missing, as it is
 * from preact/compat: the bundler's warning about that one import says nothing we should act on, and
 * printed on every build it would hide a warning that does. Every other log passes through.
 */
const quietKnownLogs: NonNullable<Rolldown.RolldownOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic') && log.id?.includes('react-router')) return;
  handler(level, log);
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: preactAliases,
    // Under Vitest, prefer packages' ES modules: their CommonJS builds would require() the real React.
    ...(process.env.VITEST ? { conditions: ['module'] } : {}),
  },
  plugins: [
    react(),
    tailwindcss(),
    // The browser's assets only: the server renderer's bundle is read from disk, never sent.
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  server: {
    // In development the API runs as its own process; same-origin paths keep cookies simple.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  // The server renderer (`vite build --ssr src/app/entry-server.tsx`, see its header) carries its
  // libraries inside, so the aliases above apply to them too. dist/.server is never served (dotfiles).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/.server', emptyOutDir: true, target: 'node20', copyPublicDir: false, rolldownOptions: { onLog: quietKnownLogs } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // Read by the server to preload a page's own chunks with its HTML (apps/server/src/modules/pages/manifest.ts).
        manifest: true,
        rolldownOptions: {
          // Small chunks that several pages share are copied into each page's chunk instead of being
          // fetched on their own: the first view of / went from 26 files to 9. Over a phone's
          // connection each file costs a round trip, and those round trips held back the first paint.
          preserveEntrySignatures: false,
          onLog: quietKnownLogs,
          output: {
            codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6000 } },
          },
        },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Every dependency goes through Vite, so the aliases above reach the libraries too; react-paginate
    // ships CommonJS only, so it is pre-bundled (which applies the aliases to its require('react')).
    server: { deps: { inline: true } },
    deps: { optimizer: { client: { enabled: true, include: ['react-paginate'] }, ssr: { enabled: true, include: ['react-paginate'] } } },
    // Whole-app tests type into forms and load lazy pages; on a busy shared machine that can take
    // longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
}));
