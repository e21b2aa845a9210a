import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { bothBundles } from '../test/bundles';
import type * as FooterModule from './Footer';
import type * as LinkModule from './Link';
import type * as PaginationModule from './Pagination';

// The server renderer's links, as its bundle has them (Link.test.tsx: the same markup as React Router's).
vi.mock('./Link', async (importOriginal) => {
  const original = await importOriginal<typeof LinkModule>();
  return { ...original, Link: original.ServerLink };
});

describe('the pieces the server renderer remembers (lib/serverMarkup.ts)', () => {
  it('write what the browser’s first render writes: footer', async () => {
    const [{ Footer: Browser }, { Footer: Server }] = await bothBundles<typeof FooterModule>('../components/Footer.tsx');
    expect(Server.displayName).toBe('ServerMemo(FooterBlocks)');
    const html = renderToString(<Browser />);
    expect(renderToString(<Server />)).toBe(html);
    expect(renderToString(<Server />)).toBe(html);
  });

  it('write what the browser’s first render writes: page buttons', async () => {
    const [{ Pagination: Browser }, { Pagination: Server }] = await bothBundles<typeof PaginationModule>('../components/Pagination.tsx');
    const shown: [page: number, pages: number][] = [
      [1, 1],
      [1, 2],
      [1, 30],
      [7, 30],
      [30, 30],
      [31, 30],
      [2, 3],
      [2, 3],
    ];
    for (const [page, pages] of shown) {
      const props = { page, pages, onPageChange: () => undefined, label: 'Search results pages' };
      expect(renderToString(<Server {...props} />)).toBe(renderToString(<Browser {...props} />));
    }
  });
});
