import { describe, expect, it } from 'vitest';
import { isKnownPath, matchesPage, matchesQuickly } from './entry-server';

describe('isKnownPath', () => {
  // Every page of the app with sample parameters, letter-case and trailing-slash variants, and addresses no page has.
  const paths = [
    '/',
    '/search',
    '/SEARCH/',
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
    '/admin/bookings',
    '/my-bookings',
    '/manage-booking/tok',
    '/booking-confirmed/tok',
    '/edit-hotel/1',
    '/property-calendars/1',
    '/sign-in',
    '/faq',
    '/nothing-here',
    '/detailx/1',
    '/%E2%9C%93',
    '/search%',
  ];

  it('answers as React Router’s own matching does, without ranking the route tree on every call', () => {
    expect(matchesQuickly).toBe(true);
    for (const path of paths) {
      let decoded: string | undefined;
      try {
        decoded = decodeURI(path);
      } catch {
        decoded = undefined;
      }
      expect(isKnownPath(path), path).toBe(decoded === undefined ? false : matchesPage(decoded));
    }
    expect(paths.filter(isKnownPath)).toEqual([
      '/',
      '/search',
      '/SEARCH/',
      '/detail/3f1c9a52-0000-4000-8000-000000000001',
      '/hotel/abc/booking',
      '/blogs',
      '/blogs/42',
      '/admin',
      '/admin/bookings/7',
      '/my-bookings',
      '/manage-booking/tok',
      '/booking-confirmed/tok',
      '/edit-hotel/1',
      '/property-calendars/1',
      '/sign-in',
      '/faq',
    ]);
  });
});
