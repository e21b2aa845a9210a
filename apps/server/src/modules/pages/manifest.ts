/**
 * The built web app's chunk graph (Vite's `.vite/manifest.json`): which JavaScript files a page's own
 * module needs beyond those index.html already loads. The server names them in the page's HTML as
 * module preloads, so they download alongside the main bundle instead of after it has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Public URLs of the chunks `module` (a source path such as 'src/features/home/HomePage.tsx') needs. */
export type ModuleChunks = (module: string) => string[];

export function readModuleChunks(webDist: string): ModuleChunks {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  /** The chunk and everything it imports, as manifest keys. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByIndex = new Set(entries.flatMap((key) => [...closure(key)]));

  const cache = new Map<string, string[]>();
  return (module) => {
    let files = cache.get(module);
    if (!files) {
      files = [...closure(module)].filter((key) => !loadedByIndex.has(key)).map((key) => `/${manifest[key]!.file}`);
      cache.set(module, files);
    }
    return files;
  };
}
