import { plural } from '@hillnest/domain';
/** "1 Guest", "3 Guests", "0 Guests": singular only for a total of one (docs/product/search.md). Infants are not counted. */
export function guestLabel(adultCount: number, childCount: number): string {
  return plural(adultCount + childCount, 'Guest');
}
