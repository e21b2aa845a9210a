import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTables } from './routeTables';
import { routes } from './router';

/** Every page with sample parameters, letter-case, slash and encoding variants, and addresses no page has. */
const PATHS = [
  '/',
  '',
  '/search',
  '/SEARCH/',
  '/Search//',
  '//search',
  '/%73earch',
  '/detail/3f1c9a52-0000-4000-8000-000000000001',
  '/detail/',
  '/detail/a/b',
  '/hotel/abc/booking',
  '/hotel/abc',
  '/blogs',
  '/blogs/42',
  '/blogs/42/more',
  '/admin',
  '/admin/bookings/7',
  '/my-bookings',
  '/manage-booking/tok',
  '/edit-hotel/1',
  '/sign-in',
  '/faq',
  '/nothing-here',
  '/detailx/1',
  '/%E2%9C%93',
  '/search%',
  '/%',
];

const shape = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    route: [route.path, route.index, route.handle, route.lazy],
    params,
    pathname,
    pathnameBase,
  }));

describe('route tables', () => {
  const tableOf = routeTables(routes);

  it('match every address as React Router does over the whole tree', () => {
    for (const path of PATHS) expect(shape(matchRoutes(tableOf(path), path)), path).toEqual(shape(matchRoutes(routes, path)));
  });

  it('give the matched routes the ids the whole tree gives them', () => {
    const whole = createStaticHandler(routes).dataRoutes;
    const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map(({ route }) => route.id);
    for (const path of PATHS) expect(ids(matchRoutes(tableOf(path), path)), path).toEqual(ids(matchRoutes(whole, path)));
  });

  it('are made once per first segment, and once for every address no route starts with', () => {
    expect(tableOf('/search/')).toBe(tableOf('/SEARCH/'));
    expect(tableOf('/nothing-here')).toBe(tableOf('/other/thing'));
    expect(tableOf('/search')).not.toBe(tableOf('/detail/1'));
    expect(tableOf('/search').length).toBe(1);
  });
});
