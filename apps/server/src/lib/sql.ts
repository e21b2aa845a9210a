/** Small SQL helpers shared by modules. */

/**
 * A LIKE pattern that matches `text` anywhere, as plain text: %, _ and the escape character \ in the
 * user's text are escaped, so nothing the user types acts as a wildcard (and nothing is ever a regex).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
