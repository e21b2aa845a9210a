import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebRenderer, type RenderService } from './web-renderer';

/** A server module whose '/slow' page keeps its render thread busy for a while. */
const RENDERER = `export async function render({ url }) {
  if (url === '/slow') { const until = Date.now() + 600; while (Date.now() < until); }
  return { html: '<p>' + url + '</p>', state: {} };
}`;

const PAGE = Buffer.from(`<!doctype html><html><body>${'<p>Cedar Crest, Shimla</p>'.repeat(500)}</body></html>`);

describe('render threads', () => {
  let webDist: string;
  let service: RenderService;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'hillnest-renderer-'));
    mkdirSync(path.join(webDist, '.server'));
    writeFileSync(path.join(webDist, '.server', 'entry-server.js'), RENDERER);
    service = (await loadWebRenderer(webDist, 1))!;
  });

  afterAll(async () => {
    await service.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('compresses a page on an idle render thread', async () => {
    expect(brotliDecompressSync(await service.compress(PAGE, 'br')).equals(PAGE)).toBe(true);
    expect(gunzipSync(await service.compress(PAGE, 'gzip')).equals(PAGE)).toBe(true);
  });

  it('compresses a page at once, not behind the renders, while every render thread is busy', async () => {
    const finished: string[] = [];
    const slow = service.render({ url: '/slow', bodies: {}, signedIn: false }).then((page) => {
      finished.push('render');
      return page;
    });
    // The thread has the slow render: the page is compressed on the event loop meanwhile.
    const compressed = service.compress(PAGE, 'br').then((body) => {
      finished.push('compress');
      return body;
    });
    expect(brotliDecompressSync(await compressed).equals(PAGE)).toBe(true);
    expect(Buffer.from((await slow)!.html).toString()).toBe('<p>/slow</p>');
    expect(finished).toEqual(['compress', 'render']);
  });
});
