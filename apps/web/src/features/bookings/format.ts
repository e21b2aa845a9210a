/** Wording shared by the booking page and the booking lists. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function guestsText({ adultCount, childCount, infantCount = 0 }: { adultCount: number; childCount: number; infantCount?: number }): string {
  const parts = [plural(adultCount, 'adult', 'adults')];
  if (childCount > 0) parts.push(plural(childCount, 'child', 'children'));
  if (infantCount > 0) parts.push(plural(infantCount, 'infant', 'infants'));
  return parts.join(', ');
}
