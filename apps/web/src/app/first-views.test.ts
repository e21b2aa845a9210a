/// <reference types="node" />
/**
 * The first views the routes declare (each feature's routes.tsx), as the server reads them through
 * entry-server's firstViewOf: the reads each page asks for, and that the server can honour every one
 * of them (a public GET of the API contract that accepts that exact query), or the page would be
 * rendered without its data and nothing else would notice.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API, paramsToObject, type RouteContract } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstViewOfHandle } from '../lib/firstViewRoutes';
import { firstViewOf, isKnownPath } from './entry-server';
import { routes } from './router';

const HOTEL = '5b0e7c52-2f7a-4d0e-9d55-0a8f3c1e2b47';
const FRAME = ['/api/config', '/api/destinations'];

/** Addresses to try for each route path that declares a first view (a new declaration needs its own). */
const SAMPLES: Record<string, string[]> = {
  '': ['/', '/?r=1'],
  search: ['/search', '/search?destination=Shimla&checkIn=2026-12-01&checkOut=2026-12-03&adultCount=2&stars=4&page=2', '/search?stars=9'],
  'detail/:hotelId': [`/detail/${HOTEL}`],
  blogs: ['/blogs', '/blogs?page=3', '/blogs?page=zero'],
  'blogs/:id': [`/blogs/${HOTEL}`],
  'destinations/:slug': ['/destinations/shimla', '/destinations/hill%20stations'],
  'terms-and-contions': ['/terms-and-contions'],
  'privacy-policy': ['/privacy-policy'],
  'guest-policy': ['/guest-policy'],
  'refund-policy': ['/refund-policy'],
  careers: ['/careers'],
  faq: ['/faq'],
};

/** Every route that declares a first view, by its path ('' for the index route). */
function declaringRoutes(list: RouteObject[] = routes): RouteObject[] {
  return list.flatMap((route) => [...(firstViewOfHandle(route.handle)?.module ? [route] : []), ...declaringRoutes(route.children ?? [])]);
}

/** The contract entry the server would answer a GET of `read` with (literal paths before parameters). */
function entryOf(read: string): { entry: RouteContract; params: Record<string, string> } | undefined {
  const { pathname } = new URL(read, 'http://x.invalid');
  const candidates = Object.values(API as Record<string, RouteContract>)
    .filter((entry) => entry.method === 'GET')
    .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));
  for (const entry of candidates) {
    const names: string[] = [];
    const pattern = new RegExp(`^${entry.path.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
    const match = pattern.exec(pathname);
    if (match) return { entry, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

/** Why the server would not answer `read` with data for an anonymous visitor, or undefined when it would. */
function unhonoured(read: string): string | undefined {
  const found = entryOf(read);
  if (!found) return 'no GET route of the API contract';
  const { entry, params } = found;
  if (entry.access !== 'public') return `${entry.key} is not public`;
  if (!entry.response) return `${entry.key} answers no JSON`;
  if (entry.params && !entry.params.safeParse(params).success) return `${entry.key} refuses its parameters`;
  const query = paramsToObject(new URL(read, 'http://x.invalid').searchParams);
  if (entry.query ? !entry.query.safeParse(query).success : Object.keys(query).length > 0) return `${entry.key} refuses the query`;
  return undefined;
}

describe('first views declared by the routes', () => {
  it('has sample addresses for every page that declares one, and names modules that exist', () => {
    const declaring = declaringRoutes();
    expect(declaring.map((route) => route.path ?? '').sort()).toEqual(Object.keys(SAMPLES).sort());
    const webRoot = path.resolve(__dirname, '../..');
    for (const route of declaring) {
      const module = firstViewOfHandle(route.handle)!.module!;
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });

  it('only declares reads the server answers to a visitor: public GETs of the contract that accept the query', async () => {
    for (const address of Object.values(SAMPLES).flat()) {
      const url = new URL(address, 'http://x.invalid');
      const view = await firstViewOf(url.pathname, url.search);
      expect(view, address).toBeDefined();
      for (const read of view!.reads) expect(unhonoured(read), `${address} reads ${read}`).toBeUndefined();
    }
  });

  it('spells each page’s address as its route does: a sample is its own address, another spelling names it', async () => {
    for (const address of Object.values(SAMPLES).flat()) {
      const { pathname, search } = new URL(address, 'http://x.invalid');
      expect((await firstViewOf(pathname, search))!.path, address).toBe(pathname);
    }
    expect((await firstViewOf('/Search/', '?destination=Shimla'))!.path).toBe('/search');
    expect((await firstViewOf('/BLOGS//', ''))!.path).toBe('/blogs');
    // The property's id is kept as given: only the route's own words are respelled.
    expect((await firstViewOf(`/Detail/${HOTEL}/`, ''))!.path).toBe(`/detail/${HOTEL}`);
    expect((await firstViewOf('/', ''))!.path).toBe('/');
  });

  it('would catch a read the server does not honour', () => {
    expect(unhonoured('/api/my-hotels?page=1')).toBe('GET /api/my-hotels is not public');
    expect(unhonoured('/api/blogs?page=0')).toBe('GET /api/blogs refuses the query');
    expect(unhonoured('/api/hotel-list')).toBe('no GET route of the API contract');
    expect(unhonoured('/api/config?fresh=1')).toBe('GET /api/config refuses the query');
  });

  it('answers the home page’s reads, the frame’s first, with the first slide as its lead image', async () => {
    const view = (await firstViewOf('/', ''))!;
    expect(view.reads).toEqual([...FRAME, '/api/hotels', '/api/carousel', '/api/coupons', '/api/rating', '/api/blogs?page=1&limit=4']);
    expect(view.params).toEqual([]);
    expect(view.modules).toEqual(['src/features/home/HomePage.tsx']);
    expect(view.leadImage?.read).toBe('/api/carousel');
    expect(view.leadImage?.pick([{ imageUrl: '/uploads/carousel/a.webp' }])).toBe('/uploads/carousel/a.webp');
  });

  it('reads a search in the canonical form the page asks for, and nothing for a search the page refuses', async () => {
    const view = (await firstViewOf('/search', '?sortOption=starRating&destination=%20shimla%20&page=1'))!;
    expect(view.reads).toEqual([...FRAME, '/api/hotels/search?destination=shimla&sortOption=starRating']);
    expect(view.params).toContain('destination');
    expect(view.params).not.toContain('r');
    expect(view.leadImage?.pick({ data: [{ imageUrls: ['/uploads/hotels/a.webp'] }] })).toBe('/uploads/hotels/a.webp');
    expect((await firstViewOf('/search', '?stars=9'))!.reads).toEqual(FRAME);
  });

  it('reads the blog page asked for, the first for a page that is none', async () => {
    expect((await firstViewOf('/blogs', '?page=2'))!.reads).toContain('/api/blogs?page=2&limit=9');
    expect((await firstViewOf('/blogs', '?page=zero'))!.reads).toContain('/api/blogs?page=1&limit=9');
  });

  it('leaves to the browser an address that names nothing, and pages that declare no first view', async () => {
    expect((await firstViewOf(`/detail/${HOTEL}`, ''))!.reads).toEqual([...FRAME, `/api/hotels/${HOTEL}`, `/api/hotels/${HOTEL}/reviews`]);
    // A shared link's stay is part of the rendered page (kept per stay).
    expect((await firstViewOf(`/detail/${HOTEL}`, '?checkIn=2026-03-13'))!.params).toEqual(
      expect.arrayContaining(['checkIn', 'checkOut', 'adults', 'children']),
    );
    for (const address of ['/detail/not-an-id', '/blogs/not-an-id', '/my-bookings', '/nowhere']) {
      expect(await firstViewOf(address, ''), address).toBeUndefined();
    }
  });

  it('names what a property or blog page shows, so an unknown one answers 404, and an id that is no id is no page', async () => {
    expect((await firstViewOf(`/detail/${HOTEL}`, ''))!.subject).toBe(`/api/hotels/${HOTEL}`);
    expect((await firstViewOf(`/blogs/${HOTEL}`, ''))!.subject).toBe(`/api/blogs/${HOTEL}`);
    for (const address of ['/detail/not-an-id', '/blogs/not-an-id', '/nowhere']) expect(await isKnownPath(address), address).toBe(false);
    for (const address of [`/detail/${HOTEL}`, '/my-bookings', '/sign-in', '/blogs'])
      expect(await isKnownPath(address), address).toBe(true);
  });
});
