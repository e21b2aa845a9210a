/** "1 night", "2 nights": a count with its noun, singular only for exactly one. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 night", "3 nights": the length of a stay as every page, e-mail and invoice writes it. */
export function formatNights(nights: number): string {
  return plural(nights, 'night');
}
