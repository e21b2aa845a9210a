import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, carouselSlides, hotels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { PAGE_MODULES } from './first-view';

/** A built web app's index.html, as small as the server needs: it writes the page's first view before </head>. */
const INDEX_HTML = '<!doctype html><html><head><title>Hillnest</title></head><body><div id="root"></div></body></html>';

/** Vite's chunk graph: the home page's module needs one chunk index.html already loads and one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  '_cards-c3.js': { file: 'assets/cards-c3.js', imports: ['_shared-b2.js'] },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-d4.js', imports: ['index.html', '_shared-b2.js', '_cards-c3.js'] },
};

let t: TestApp;
let webDist: string;
let hotelId: string;
let blogId: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'hillnest-pages-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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
  await t.database.db.insert(carouselSlides).values([
    { imageUrl: '/uploads/carousel/first.webp', featuredText: 'Snow in Manali', buttonLink: '/search' },
  ]);
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
  const answers = block ? (JSON.parse(block[1]!) as Record<string, unknown>) : {};
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  return { html, answers, preload };
}

describe('a page’s first view, written into its HTML', () => {
  it('answers the home page’s reads and preloads the first slide’s image', async () => {
    const { answers, preload, html } = await page('/');
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/blogs?page=1&limit=4', '/api/carousel', '/api/config', '/api/coupons', '/api/destinations', '/api/hotels', '/api/rating'].sort(),
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

  it('names page modules that exist in the web app', () => {
    const webRoot = path.resolve(__dirname, '../../../../web');
    for (const module of Object.values(PAGE_MODULES).flat()) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });

  it('never lets stored text close its script element', async () => {
    const { html, answers } = await page('/');
    // The hotel name holds '</script><script>…': inside the block it is written \u003c/script>.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const latest = (answers['/api/hotels'] as { latestHotels: { name: string }[] }).latestHotels;
    expect(latest[0]!.name).toBe('Cedar </script><script>alert(1)</script> Crest');
  });

  it('answers a search in the canonical form the page asks for, with its first result’s image', async () => {
    const { answers, preload } = await page('/search?sortOption=starRating&destination=%20shimla%20&page=1');
    expect(Object.keys(answers)).toContain('/api/hotels/search?destination=shimla&sortOption=starRating');
    expect(preload).toContain('href="/uploads/hotels/cedar.webp"');
  });

  it('sends no search answer for a search the page refuses, and still serves the page', async () => {
    const { answers, preload } = await page('/search?stars=9');
    expect(Object.keys(answers).sort()).toEqual(['/api/config', '/api/destinations']);
    expect(preload).toBeUndefined();
  });

  it('answers a property’s detail and preloads its first image; an unknown property is left to the page', async () => {
    const found = await page(`/detail/${hotelId}`);
    expect(found.answers[`/api/hotels/${hotelId}`]).toMatchObject({ _id: hotelId, pricePerNight: 2500 });
    expect(found.preload).toContain('href="/uploads/hotels/cedar.webp"');
    expect(found.preload).toContain('imagesizes="(min-width: 1152px) 1152px, 100vw"');

    const unknown = await page('/detail/00000000-0000-4000-8000-000000000000');
    expect(Object.keys(unknown.answers).sort()).toEqual(['/api/config', '/api/destinations']);
    expect(unknown.preload).toBeUndefined();
    const malformed = await page('/detail/not-an-id');
    expect(Object.keys(malformed.answers).sort()).toEqual(['/api/config', '/api/destinations']);
  });

  it('answers the blog list page asked for, and a blog', async () => {
    const second = await page('/blogs?page=2');
    expect(Object.keys(second.answers)).toContain('/api/blogs?page=2&limit=9');
    const first = await page('/blogs?page=zero');
    expect(Object.keys(first.answers)).toContain('/api/blogs?page=1&limit=9');
    expect(first.preload).toContain('href="/uploads/blogs/walks.webp"');
    const blog = await page(`/blogs/${blogId}`);
    expect(blog.answers[`/api/blogs/${blogId}`]).toMatchObject({ title: 'Walks around Shimla' });
  });

  it('writes nothing private: a signed-in request gets the same anonymous answers', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@test.example', password: 'admin-secret-1' } });
    const cookie = login.headers['set-cookie'];
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie) } });
    expect(response.body).not.toContain('validate-token');
    expect(response.body).not.toContain('admin@test.example');
  });

  it('answers HEAD with the plain page, and unknown API paths stay a JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found: GET /api/nothing-here' });
  });
});
