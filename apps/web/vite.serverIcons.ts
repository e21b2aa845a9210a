import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** lucide-react's icon modules, which each import '../createLucideIcon.mjs'. */
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * For the server renderer's bundle only: lucide's icons are made by src/lib/serverIcon.ts, which
 * renders each icon's SVG once per set of props and repeats it as text (see that file). The browser's
 * bundle keeps lucide's own.
 */
export function serverIcons(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/serverIcon.ts', import.meta.url));
  let replaced = 0;
  return {
    name: 'hillnest:server-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer || !LUCIDE_ICON_MODULE.test(importer)) return null;
      replaced++;
      return replacement;
    },
    buildEnd() {
      // lucide's files laid out otherwise: its icons still render right, only at their full cost.
      if (replaced === 0) this.warn('no lucide icon module found to give src/lib/serverIcon.ts: check lucide-react’s layout');
    },
  };
}
