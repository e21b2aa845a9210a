import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Public URL prefix under which the app serves local uploads. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
      return LOCAL_UPLOADS_PREFIX + key;
    },
    async deleteByUrl(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      if (!SAFE_KEY.test(key) || key.includes('..')) return;
      await rm(path.join(root, key), { force: true });
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch {
        return null;
      }
    },
  };
}
