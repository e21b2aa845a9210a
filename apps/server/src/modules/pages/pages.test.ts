import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { LEAD_IMAGE_SIZES } from '@hillnest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, carouselSlides, hotels } from '../../db/schema';
import { SESSION_HINT_COOKIE } from '../../plugins/auth';
import { createTestApp, wroteBehindTheApp, type TestApp } from '../../test/harness';

/** A built web app's index.html, as small as the server needs: the head, and #root with a placeholder. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Hillnest</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"><div class="frame"><header>Hillnest</header></div></div><noscript>No script</noscript></body></html>';

/**
 * Stands in for the web app's server module (its own tests render the real pages and check the reads its
 * routes declare, apps/web/src/app/entry-server.test.tsx). Its renderer shows what it was given, and
 * sends back as its data the answers it got, so the tests can read them; its pages declare reads the
 * way the web app's do.
 */
const RENDERER = `import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
export async function render({ url, answers, signedIn, origin }) {
  // Counted in a file beside this module: render threads do not share the test's globals.
  appendFileSync(new URL('./renders.txt', import.meta.url), 'r');
  if (url.startsWith('/blogs/')) throw new Error('renderer broke');
  // A render thread that dies in the middle of a render (only a thread: on the event loop it would end the tests).
  if (url.startsWith('/detail/dies') && !isMainThread) process.exit(1);
  const head = '<title>Page ' + url.replaceAll('<', '&lt;') + '</title><link rel="canonical" href="' + origin + url + '">';
  return { html: '<p>Rendered ' + url.replaceAll('<', '&lt;') + (signedIn ? ' for a signed-in visitor' : '') + '</p>', state: { answers }, head };
}
export const fixedPublicPaths = () => ['/', '/search', '/faq'];
export const isKnownPath = async (pathname) => !pathname.startsWith('/nothing-here');
const FRAME = ['/api/config', '/api/destinations'];
export async function firstViewOf(pathname, search) {
  // As the app's routes match: a trailing slash and capitals in the fixed segments are the same page.
  const trimmed = pathname.replace(/[/]+$/, '') || '/';
  const path = trimmed.toLowerCase() === '/search' ? '/search' : trimmed;
  const view = (module, params, reads, leadImage, subject) => ({ path, params, reads: [...FRAME, ...reads], leadImage, subject, modules: [module] });
  if (path === '/') {
    const reads = ['/api/hotels', '/api/carousel', '/api/coupons', '/api/rating', '/api/blogs?page=1&limit=4'];
    return view('src/features/home/HomePage.tsx', [], reads, { read: '/api/carousel', pick: (slides) => slides[0]?.imageUrl, sizes: '100vw' });
  }
  if (path === '/search') {
    const params = ['destination', 'sortOption'];
    const given = new URLSearchParams(search);
    const query = new URLSearchParams(params.filter((name) => given.has(name)).map((name) => [name, given.get(name)]));
    const read = '/api/hotels/search?' + query;
    return view('src/features/search/SearchPage.tsx', params, [read], { read, pick: (page) => page.data[0]?.imageUrls[0], sizes: '50vw' });
  }
  const [, section, id] = path.split('/');
  if (section === 'detail') {
    const read = '/api/hotels/' + id;
    return view('src/features/hotels/DetailPage.tsx', [], [read], { read, pick: (hotel) => hotel.imageUrls[0], sizes: '${LEAD_IMAGE_SIZES.hotelDetail}' });
  }
  if (section === 'blogs' && id) {
    const read = '/api/blogs/' + id;
    return view('src/features/blogs/BlogDetailPage.tsx', [], [read], { read, pick: (blog) => blog.thumbnailImageUrl, sizes: '100vw' });
  }
  if (section === 'destinations') {
    const read = '/api/destination-pages/' + id;
    return view('src/features/destinations/DestinationPage.tsx', [], [read], undefined, read);
  }
  if (section === 'broken') throw new Error('declaration broke');
  return undefined;
}`;

/** Vite's chunk graph: the home page's module needs one chunk index.html already loads and one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  '_cards-c3.js': { file: 'assets/cards-c3.js', imports: ['_shared-b2.js'] },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-d4.js', imports: ['index.html', '_shared-b2.js', '_cards-c3.js'] },
};

/** A built asset with the brotli and gzip copies the build writes next to it (best compression). */
const APP_JS = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Room ${i}`))};`;
const APP_JS_BR = brotliCompressSync(APP_JS, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
const APP_JS_GZ = gzipSync(APP_JS, { level: 9 });

let t: TestApp;
let webDist: string;
const rendersFile = () => path.join(webDist, '.server', 'renders.txt');
let hotelId: string;
let blogId: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'hillnest-pages-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-e5.js'), APP_JS);
  writeFileSync(path.join(webDist, 'assets', 'app-e5.js.br'), APP_JS_BR);
  writeFileSync(path.join(webDist, 'assets', 'app-e5.js.gz'), APP_JS_GZ);
  mkdirSync(path.join(webDist, '.server'));
  writeFileSync(path.join(webDist, '.server', 'entry-server.js'), RENDERER);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  const [hotel] = await t.database.db
    .insert(hotels)
    .values({
      name: 'Cedar </script><script>alert(1)</script> Crest',
      description: 'A quiet flat',
      city: 'Shimla',
      country: 'India',
      type: 'Studio Apartment',
      pricePerNight: 2500,
      adultCount: 2,
      childCount: 1,
      starRating: 4,
      facilities: ['Elevator'],
      amenities: ['Linen'],
      imageUrls: ['/uploads/hotels/cedar.webp', '/uploads/hotels/cedar-2.webp'],
    })
    .returning({ id: hotels.id });
  hotelId = hotel!.id;
  await t.database.db
    .insert(carouselSlides)
    .values([{ imageUrl: '/uploads/carousel/first.webp', featuredText: 'Snow in Manali', buttonLink: '/search' }]);
  const [blog] = await t.database.db
    .insert(blogs)
    .values({
      title: 'Walks around Shimla',
      thumbnailImageUrl: '/uploads/blogs/walks.webp',
      content: 'Ridge, Jakhoo and Annandale.',
      author: 'Asha',
      publishDate: '2026-10-01',
    })
    .returning({ id: blogs.id });
  blogId = blog!.id;
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const html = response.body;
  const block = /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(html);
  const answers = block ? (JSON.parse(block[1]!) as { answers: Record<string, unknown> }).answers : {};
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  return { html, answers, preload, csp: String(response.headers['content-security-policy']) };
}

describe('a page’s first view, written into its HTML', () => {
  it('answers the home page’s reads and preloads the first slide’s image', async () => {
    const { answers, preload, html } = await page('/');
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/api/blogs?page=1&limit=4',
        '/api/carousel',
        '/api/config',
        '/api/coupons',
        '/api/destinations',
        '/api/hotels',
        '/api/rating',
      ].sort(),
    );
    // The same answers the API gives the browser.
    const home = await t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(answers['/api/hotels']).toEqual(home.json());
    expect(preload).toContain('href="/uploads/carousel/first.webp"');
    expect(preload).toContain('imagesrcset="/uploads/carousel/first-480.webp 480w, /uploads/carousel/first.webp 1600w"');
    expect(preload).toContain('imagesizes="100vw"');
    expect(preload).toContain('fetchpriority="high"');
    expect(html.indexOf('first-view-data')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the page’s own chunks, not those index.html already loads', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();
    expect(preloads((await page('/')).html)).toEqual(['/assets/HomePage-d4.js', '/assets/cards-c3.js']);
    expect(preloads((await page('/faq')).html)).toEqual([]);
  });

  it('never lets stored text close its script element', async () => {
    const { html, answers } = await page('/');
    // The hotel name holds '</script><script>…': inside the block it is written \u003c/script>.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
    expect(html).not.toContain('<script>alert(1)');
    const latest = (answers['/api/hotels'] as { latestHotels: { name: string }[] }).latestHotels;
    expect(latest[0]!.name).toBe('Cedar </script><script>alert(1)</script> Crest');
  });

  it('answers a property’s detail and preloads its first image; an unknown property is left to the page', async () => {
    const found = await page(`/detail/${hotelId}`);
    expect(found.answers[`/api/hotels/${hotelId}`]).toMatchObject({ _id: hotelId, pricePerNight: 2500 });
    expect(found.preload).toContain('href="/uploads/hotels/cedar.webp"');
    expect(found.preload).toContain(`imagesizes="${LEAD_IMAGE_SIZES.hotelDetail}"`);

    const unknown = await page('/detail/00000000-0000-4000-8000-000000000000');
    expect(Object.keys(unknown.answers).sort()).toEqual(['/api/config', '/api/destinations']);
    expect(unknown.preload).toBeUndefined();
  });

  it('puts the rendered page in place of #root’s placeholder, and holds its code back behind a script the CSP allows', async () => {
    const { html, csp } = await page('/');
    expect(html).toContain('<div id="root"><p>Rendered /</p></div><noscript>');
    expect(html).not.toContain('class="frame"');
    // The code waits, inert, in a template at the end of the body: nothing fetches it with the page.
    const held = /<template id="app-code">(.*?)<\/template><script>([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(held?.[1]).toBe(
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-d4.js"><link rel="modulepreload" crossorigin href="/assets/cards-c3.js">',
    );
    expect(html.slice(0, html.indexOf('<template'))).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The one inline script runs: its hash is in the page's Content-Security-Policy.
    const hash = createHash('sha256').update(held![2]!).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'[;\\s]`));
  });

  it('leaves other pages, and a page whose rendering or first view fails, to the browser', async () => {
    for (const url of ['/faq', '/my-bookings', `/blogs/${blogId}`, '/broken']) {
      const { html } = await page(url);
      expect(html, url).toContain('<div id="root"><div class="frame"><header>Hillnest</header></div></div>');
      expect(html, url).not.toContain('first-view-data');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    }
    // A failed render still preloads the page's image.
    expect((await page(`/blogs/${blogId}`)).preload).toContain('href="/uploads/blogs/walks.webp"');
  });

  it('sends the build’s own compressed copies of an asset, cached for good', async () => {
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br', 'br', APP_JS_BR],
      ['gzip', 'gzip', APP_JS_GZ],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/assets/app-e5.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(copy)).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-e5.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('sends pages compressed when the browser accepts it', async () => {
    for (const url of ['/', '/search?destination=Compressed']) {
      const plain = await t.app.inject({ method: 'GET', url });
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/search?destination=Compressed' })).body).toContain(
      'Rendered /search?destination=Compressed',
    );
    const refused = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('lets no cache keep a page whose address holds a link secret; other pages are revalidated', async () => {
    for (const url of ['/manage-booking/abc.def', '/booking-confirmed/abc.def', '/reset-password?token=abc', '/verify-email?token=abc'])
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    for (const url of ['/', '/search?destination=Goa'])
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
  });

  it('writes nothing private: a signed-in request gets the same anonymous answers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@test.example', password: 'admin-secret-1' },
    });
    const cookie = login.headers['set-cookie'];
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie) },
    });
    // Rendered as the browser will show it before its own session check: with the signed-in hint.
    expect(response.body).toContain('Rendered / for a signed-in visitor');
    expect(response.body).not.toContain('validate-token');
    expect(response.body).not.toContain('admin@test.example');
  });

  it('renders a page once, and again only when what it shows, its address or the signed-in hint changes', async () => {
    const renders = () => (existsSync(rendersFile()) ? readFileSync(rendersFile(), 'utf8').length : 0);
    const url = '/search?destination=Kufri';
    const before = renders();
    const first = await page(url);
    expect((await page(url)).html).toBe(first.html);
    expect(renders() - before).toBe(1);

    // Views of a page that arrive together share its one render.
    await Promise.all(Array.from({ length: 5 }, () => page('/search?destination=Kufri&sortOption=starRating')));
    const hint = await t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_HINT_COOKIE}=1` } });
    expect(hint.body).toContain('for a signed-in visitor');
    expect(renders() - before).toBe(3);

    // Parameters the page does not read neither render it afresh nor reach its HTML.
    const tracked = await page(`${url}&r=${Math.random()}&utm_source=newsletter`);
    expect(tracked.html).toBe(first.html);
    expect(renders() - before).toBe(3);
    await t.app.inject({ method: 'GET', url: '/?r=0' });
    const homeRendered = renders();
    for (const n of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/?r=${n}` });
    expect(renders()).toBe(homeRendered);

    // A property in Kufri changes the search's answer: the page shows it.
    await t.database.db.insert(hotels).values({
      name: 'Kufri Snow View',
      description: 'Above the ski slopes',
      city: 'Kufri',
      country: 'India',
      type: 'Cottage',
      pricePerNight: 4200,
      adultCount: 4,
      childCount: 2,
      starRating: 3,
      facilities: ['Parking'],
      amenities: ['Heater'],
      imageUrls: ['/uploads/hotels/kufri.webp'],
    });
    wroteBehindTheApp(t.app, 'hotels');
    const changed = await page(url);
    expect(renders() - homeRendered).toBe(1);
    expect(JSON.stringify(changed.answers)).toContain('Kufri Snow View');
  });

  it('renders on worker threads: a thread that dies leaves its page to the browser, and the next page renders', async () => {
    const dies = await t.app.inject({ method: 'GET', url: '/detail/dies' });
    expect(dies.statusCode).toBe(200);
    // The plain app, with what the server knew without rendering (its preload): the browser renders it.
    expect(dies.body).toContain('<div class="frame"><header>Hillnest</header></div>');
    expect(dies.body).not.toContain('Rendered /detail/dies');
    expect((await page(`/detail/${hotelId}?after=death`)).html).toContain(`Rendered /detail/${hotelId}`);
  });

  it('renders the same page on the event loop (RENDER_THREADS=0) as on the render threads', async () => {
    const inLoop = await createTestApp({ env: { WEB_DIST: webDist, RENDER_THREADS: '0' } });
    try {
      // A page whose reads answer the same in both apps (each has its own database).
      const url = '/search?destination=Nowhere%20%3Cscript%3E';
      const onThreads = await t.app.inject({ method: 'GET', url });
      const onLoop = await inLoop.app.inject({ method: 'GET', url });
      expect(onThreads.body).toContain('Rendered /search?destination=Nowhere');
      expect(onLoop.body).toBe(onThreads.body);
      // Compressed on the event loop too.
      const brotli = await inLoop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(onThreads.body);
    } finally {
      await inLoop.close();
    }
  });

  it('answers HEAD with the plain page, an address the app has no page for with 404, and unknown API paths stay a JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found: GET /api/nothing-here' });
  });
});

describe('what crawlers and link previews read of a page', () => {
  it('writes the page’s own head in place of the site’s title and description, with the public address', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/detail/${hotelId}`, headers: { host: 'hillnest.test' } });
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Page /detail/${hotelId}</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://hillnest.test/detail/${hotelId}">`);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('noindex');
  });

  it('keeps the pages the browser renders alone (account, booking, administration) out of search engines', async () => {
    for (const url of ['/my-bookings', '/sign-in', '/admin', '/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers 304 to a browser or crawler whose copy is current, by ETag or by date, and 200 with the page otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();

    const byTag = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);

    const stale = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '"an-older-page"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('Rendered /');
    // Each encoding is its own representation with its own tag.
    const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.etag).not.toBe(etag);
    const brotliAgain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(brotliAgain.statusCode).toBe(304);
  });

  it('answers a changed page in full: its tag follows what it shows', async () => {
    const url = '/search?destination=Narkanda';
    const before = await t.app.inject({ method: 'GET', url });
    await t.database.db.insert(hotels).values({
      name: 'Narkanda Apple Orchard',
      description: 'Among the orchards',
      city: 'Narkanda',
      country: 'India',
      type: 'Studio Apartment',
      pricePerNight: 3100,
      adultCount: 2,
      childCount: 0,
      starRating: 3,
      facilities: ['Elevator'],
      amenities: ['Linen'],
      imageUrls: ['/uploads/hotels/narkanda.webp'],
    });
    wroteBehindTheApp(t.app, 'hotels');
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sends no validators for a page kept by no cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manage-booking/abc?token=secret' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('answers 404 when what the page shows is not there (an unknown destination), with the page kept out of search engines', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/destinations/atlantis' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    // The browser shows its not-found page; nothing of a page that is not there is rendered.
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Rendered');
  });

  it('sends another spelling of a page’s address (a trailing slash, capitals) to the page’s own, with its query', async () => {
    for (const [url, to] of [
      ['/search/?destination=Shimla', '/search?destination=Shimla'],
      ['/SEARCH', '/search'],
      [`/detail/${hotelId}/`, `/detail/${hotelId}`],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(to);
    }
    const own = await t.app.inject({ method: 'GET', url: '/search?destination=Shimla' });
    expect(own.statusCode).toBe(200);
  });
});
