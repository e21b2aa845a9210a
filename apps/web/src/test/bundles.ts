import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * A module as the browser's bundle has it, and as the server renderer's does (import.meta.env.SSR is
 * true while the second is loaded): the second is a copy of its own (the query makes it another
 * module), sharing everything it imports. `path` is relative to src/test/.
 */
export async function bothBundles<T>(path: string): Promise<[browser: T, server: T]> {
  const browser = (await import(/* @vite-ignore */ path)) as T;
  vi.stubEnv('SSR', true);
  const server = (await import(/* @vite-ignore */ `${path}?server-renderer`)) as T;
  return [browser, server];
}
