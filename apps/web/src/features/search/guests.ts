/** "1 Guest", "3 Guests", "0 Guests": singular only for a total of one (docs/product/search.md). Infants are not counted. */
export function guestLabel(adultCount: number, childCount: number): string {
  const total = adultCount + childCount;
  return `${total} ${total === 1 ? 'Guest' : 'Guests'}`;
}
