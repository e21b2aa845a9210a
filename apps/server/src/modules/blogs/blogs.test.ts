import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/access';
import { setUpSignedInApp, type TestApp } from '../../test/harness';
import { jpegImage, multipart, PLAIN_SVG, pngImage } from '../../test/multipart';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

interface BlogCard {
  _id: string;
  title: string;
  thumbnailImageUrl: string;
  author: string;
  publishDate: string;
  excerpt: string;
}

const blog = (override: Record<string, string> = {}) => ({
  title: 'Monsoon in Munnar',
  content: '<p>Tea gardens turn a deeper green.</p>',
  author: 'Meera Nair',
  publishDate: '2026-07-01',
  ...override,
});

async function create(fields: Record<string, string>, image: { content: Buffer; filename: string } | null = null, cookie = admin) {
  const thumbnail = image ?? { content: await pngImage(), filename: 'thumb.png' };
  const body = await multipart(fields, [{ name: 'thumbnailImage', ...thumbnail }]);
  return t.app.inject({ method: 'POST', url: '/api/blogs', ...body, headers: { ...body.headers, cookie } });
}
/** Our pages always ask with ?page (without it the answer is a plain array: see test/compat.test.ts). */
const page = async (query = '?page=1') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/blogs${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: BlogCard[]; pagination: { total: number; page: number; pages: number } };
};
const allTitles = async () => {
  const titles: string[] = [];
  for (let p = 1; ; p++) {
    const { data, pagination } = await page(`?page=${p}`);
    titles.push(...data.map((b) => b.title));
    if (p >= pagination.pages) return titles;
  }
};

describe('blogs', () => {
  it('publishes a blog; its detail has the content (as HTML and as plain text), the list card an excerpt', async () => {
    const response = await create(
      blog({
        title: 'Walks around Shimla',
        content: '<h1>Glen</h1><p>Deodar &amp; oak,<br>best at dawn.</p><ul><li>Glen</li><li>Ridge</li></ul>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      title: 'Walks around Shimla',
      thumbnailImageUrl: expect.stringMatching(/^\/uploads\/blogs\/[\w-]+\.webp$/),
      author: 'Meera Nair',
      publishDate: '2026-07-01',
      contentHtml: '<h2>Glen</h2><p>Deodar &amp; oak,<br />best at dawn.</p><ul><li>Glen</li><li>Ridge</li></ul>',
      // What the original site's client prints as text: no markup.
      content: 'Glen\n\nDeodar & oak,\nbest at dawn.\n\nGlen\n\nRidge',
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/blogs/${created._id}` });
    expect(detail.json()).toEqual(created);
    const { data } = await page();
    expect(data.find((b) => b._id === created._id)).toEqual({
      _id: created._id,
      title: 'Walks around Shimla',
      thumbnailImageUrl: created.thumbnailImageUrl,
      author: 'Meera Nair',
      publishDate: '2026-07-01',
      excerpt: 'Glen Deodar & oak, best at dawn. Glen Ridge',
    });
    expect((await t.app.inject({ method: 'GET', url: created.thumbnailImageUrl })).statusCode).toBe(200);
  });

  it('stores a blog with scripts and event handlers inert', async () => {
    const content =
      '<p onclick="alert(1)">Hello <a href="javascript:alert(2)">link</a> <a href="https://example.com/x">safe</a></p>' +
      '<script>alert(3)</script><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg onload="alert(5)"></svg><form action="https://evil.example"><input></form>';
    const response = await create(blog({ title: 'Scripted', content }));
    expect(response.statusCode).toBe(201);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/blogs/${response.json()._id}` })).json().contentHtml as string;
    expect(stored).toBe(
      '<p>Hello <a rel="noopener noreferrer nofollow">link</a> <a href="https://example.com/x" rel="noopener noreferrer nofollow">safe</a></p>' +
        '',
    );
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<style|<form/i);
  });

  it('keeps pictures stored by this site and drops pictures from other hosts', async () => {
    const content = '<p>Map</p><img src="/uploads/blogs/map.webp" alt="Trail map"><img src="https://tracker.example/p.png" alt="t">';
    const response = await create(blog({ title: 'Pictures', content }));
    expect(response.json().contentHtml).toBe('<p>Map</p><img src="/uploads/blogs/map.webp" alt="Trail map" loading="lazy" />');
  });

  it('refuses content with nothing left to show once cleaned', async () => {
    const response = await create(blog({ title: 'Only a script', content: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The content has nothing left to show once scripts and unsupported markup are removed',
      field: 'content',
    });
    expect(await allTitles()).not.toContain('Only a script');
  });

  it('lists 9 a page, newest publish date first', async () => {
    for (let day = 10; day <= 20; day++) await create(blog({ title: `Day ${day}`, publishDate: `2031-01-${day}` }));
    const first = await page();
    expect(first.data).toHaveLength(9);
    expect(first.data.map((b) => b.title)).toEqual(Array.from({ length: 9 }, (_, i) => `Day ${20 - i}`));
    const { total, pages } = first.pagination;
    expect(pages).toBe(Math.ceil(total / 9));
    const second = await page('?page=2');
    expect(second.data.slice(0, 2).map((b) => b.title)).toEqual(['Day 11', 'Day 10']);
    expect(second.pagination.page).toBe(2);
    expect((await page('?page=1&limit=4')).data.map((b) => b.title)).toEqual(['Day 20', 'Day 19', 'Day 18', 'Day 17']);
    expect((await page(`?page=${pages + 1}`)).data).toEqual([]);
  });

  it.each([['?page=0'], ['?page=abc'], ['?limit=10']])('answers the list query %s with 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs${query}` });
    expect(response.statusCode).toBe(400);
  });

  it.each(['title', 'content', 'author', 'publishDate'])('asks to fill in all fields when %s is missing', async (field) => {
    const fields = blog({ title: `Missing ${field}` });
    delete (fields as Record<string, string>)[field];
    const response = await create(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please fill in all fields', field });
  });

  it('needs a PNG or JPEG thumbnail', async () => {
    const noThumb = await multipart(blog({ title: 'No thumb' }));
    const missing = await t.app.inject({ method: 'POST', url: '/api/blogs', ...noThumb, headers: { ...noThumb.headers, cookie: admin } });
    expect(missing.json()).toEqual({ message: 'Please fill in all fields', field: 'thumbnailImage' });
    const svg = await create(blog({ title: 'SVG thumb' }), { content: PLAIN_SVG, filename: 'a.svg' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ message: 'The thumbnail must be an image file (PNG, JPEG)' });
    expect((await create(blog({ title: 'JPEG thumb' }), { content: await jpegImage(), filename: 'a.jpg' })).statusCode).toBe(201);
    expect(await allTitles()).not.toContain('SVG thumb');
  });

  it('refuses a date that does not exist', async () => {
    const response = await create(blog({ publishDate: '2026-02-30' }));
    expect(response.json()).toEqual({ message: 'Please enter a valid date (YYYY-MM-DD)', field: 'publishDate' });
  });

  it('refuses content longer than a form field may carry instead of storing part of it', async () => {
    const response = await create(blog({ title: 'Too long', content: `<p>${'a'.repeat(250_000)}</p>` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The value is too long', field: 'content' });
  });

  it('deletes a blog with its thumbnail; unknown or malformed ids are 404', async () => {
    const created = (await create(blog({ title: 'Delete me' }))).json();
    const url = `/api/blogs/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } })).statusCode).toBe(204);
    expect(await allTitles()).not.toContain('Delete me');
    expect((await t.app.inject({ method: 'GET', url: created.thumbnailImageUrl })).statusCode).toBe(404);
    for (const method of ['GET', 'DELETE'] as const) {
      for (const id of [created._id, 'nope']) {
        const response = await t.app.inject({ method, url: `/api/blogs/${id}`, headers: { cookie: admin } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Blog not found' });
      }
    }
  });

  it('keeps publishing and deleting to the admin', async () => {
    const created = (await create(blog({ title: 'Guarded' }))).json();
    const body = await multipart(blog({ title: 'Sneaky' }), [{ name: 'thumbnailImage', filename: 'a.png', content: await pngImage() }]);
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/blogs', ...body });
    await expectAdminOnly(t.app, user, { method: 'DELETE', url: `/api/blogs/${created._id}` });
    const titles = await allTitles();
    expect(titles).toContain('Guarded');
    expect(titles).not.toContain('Sneaky');
  });
});
