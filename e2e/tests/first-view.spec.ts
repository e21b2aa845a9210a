/**
 * A page's first view is rendered by the server from its first API reads, and comes with the data it
 * was rendered from and a preload of its largest image: the page shows before its code has run, and
 * opening it costs no API round trip. If a page's hooks and the server's list of first reads drift
 * apart, the page asks the API again and these tests say which.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** Opens `path` and returns the API reads the browser made while the page came up. */
async function apiReadsWhileOpening(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  await ready();
  return reads;
}

/** The newest blog, whole. */
async function firstBlog(page: Page): Promise<{ _id: string; title: string; content: string }> {
  const list = await (await page.request.get('/api/blogs?page=1&limit=9')).json();
  return (await page.request.get(`/api/blogs/${list.data[0]._id}`)).json();
}

/** The first words of a blog's body, as a reader sees them. */
const firstWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');

test('the home page shows its sections without asking the API, and preloads the first slide', async ({ page }) => {
  const reads = await apiReadsWhileOpening(page, '/', async () => {
    await expect(page.getByRole('heading', { name: 'Best Rated' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offers For You' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible();
  });
  expect(reads).toEqual([]);
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const slideImage = page.locator('section[aria-roledescription="carousel"] img').first();
  expect(await preload.getAttribute('href')).toBe(await slideImage.getAttribute('src'));
});

test('the home carousel shows its first slide at once and swipes once its code has attached', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  const slide = (n: number) => carousel.locator(`[aria-roledescription="slide"][aria-label^="${n} of"]`);
  await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(slide(2)).toHaveAttribute('aria-hidden', 'true');
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(2)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true');
});

test('a search, a property and the blog list open without asking the API', async ({ page }) => {
  const search = await apiReadsWhileOpening(page, '/search?destination=Shimla&sortOption=pricePerNightAsc', async () => {
    await expect(page.getByRole('heading', { name: /found in Shimla/ })).toBeVisible();
  });
  expect(search).toEqual([]);

  const home = await page.request.get('/api/hotels');
  const hotel = (await home.json()).latestHotels[0] as { _id: string; name: string };
  const detail = await apiReadsWhileOpening(page, `/detail/${hotel._id}`, async () => {
    await expect(page.getByRole('heading', { name: hotel.name, level: 1 })).toBeVisible();
  });
  expect(detail.filter((read) => read === `/api/hotels/${hotel._id}` || read === '/api/config')).toEqual([]);

  const blogs = await apiReadsWhileOpening(page, '/blogs', async () => {
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  expect(blogs).toEqual([]);
  await expect(page).toHaveTitle('Blogs · Hillnest');
});

test('the catalogue pages show their content before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Rated' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers For You' })).toBeVisible();
  const slideImage = page.locator('section[aria-roledescription="carousel"] img').first();
  await expect(slideImage).toBeVisible();
  expect(await slideImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await page.goto('/search?destination=Shimla');
  await expect(page.getByRole('heading', { name: /found in Shimla/ })).toBeVisible();
  // The search bar shows the search the address names.
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Shimla');
  await page.getByRole('article').first().getByRole('link').first().click();
  // Plain links lead to the next server-rendered page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/detail\//);

  // A blog's body comes with its page, for readers and search engines.
  const blog = await firstBlog(page);
  await page.goto(`/blogs/${blog._id}`);
  await expect(page.getByRole('article').getByText(firstWords(blog.content)).first()).toBeVisible();
  await context.close();
});

test('a rendered page fetches its code only once its lead photo has loaded, and then starts', async ({ page }) => {
  const events: string[] = [];
  page.on('requestfinished', (request) => events.push(`loaded ${request.url()}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(`code ${request.url()}`);
  });
  await page.goto('/search?destination=Shimla');
  const lead = page.locator('img[fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  const leadUrl = await lead.evaluate((image: HTMLImageElement) => image.currentSrc);
  const photoLoaded = events.indexOf(`loaded ${leadUrl}`);
  const firstCode = events.findIndex((event) => event.startsWith('code '));
  expect(photoLoaded).toBeGreaterThanOrEqual(0);
  expect(firstCode).toBeGreaterThan(photoLoaded);
  // And the page is the app's: the search form's own controls respond.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a blog opened directly shows its whole body once the app has taken the page over', async ({ page }) => {
  const blog = await firstBlog(page);
  await page.goto(`/blogs/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  await expect(page.getByRole('article').getByText(firstWords(blog.content)).first()).toBeVisible();
});

test('the app takes the server’s page over: its controls work and name the elements they control', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  const menuId = await menuButton.getAttribute('aria-controls');
  expect(menuId).toBeTruthy();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('moving inside the app after the first view asks the API', async ({ page }) => {
  await page.goto('/');
  const bestRated = page.getByRole('region', { name: 'Best Rated' });
  const card = bestRated.getByRole('link').first();
  await expect(card).toBeVisible();
  const detailRead = page.waitForRequest((request) => /\/api\/hotels\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname));
  await card.click();
  await detailRead;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('search engines find a robots.txt that keeps them to the guests’ pages', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /admin');
});
