import { describe, expect, it } from 'vitest';
import { isKnownPath } from './entry-server';

describe('isKnownPath', () => {
  it('knows the app’s pages from its route table, in any letter case, and not addresses no page has', async () => {
    const pages = [
      '/',
      '/search',
      '/SEARCH/',
      '/detail/3f1c9a52-0000-4000-8000-000000000001',
      '/hotel/abc/booking',
      '/blogs',
      '/blogs/3f1c9a52-0000-4000-8000-000000000002',
      '/admin',
      '/admin/bookings/7',
      '/my-bookings',
      '/manage-booking/tok',
      '/booking-confirmed/tok',
      '/edit-hotel/1',
      '/property-calendars/1',
      '/sign-in',
      '/faq',
    ];
    const unknown = [
      '/detail/',
      '/detail/a/b',
      '/hotel/abc',
      '/blogs/3f1c9a52-0000-4000-8000-000000000002/more',
      // An id that cannot name a property or a post is no page (a 404 for crawlers).
      '/detail/not-an-id',
      '/blogs/42',
      '/admin/bookings',
      '/nothing-here',
      '/detailx/1',
      '/%E2%9C%93',
      '/search%',
    ];
    const known = async (paths: string[]) => (await Promise.all(paths.map(isKnownPath))).map((found, index) => found && paths[index]);
    expect(await known(pages)).toEqual(pages);
    expect((await known(unknown)).filter(Boolean)).toEqual([]);
  });
});
