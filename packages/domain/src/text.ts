/**
 * How every text and number field reads what a person (or a hostile client) sent. Shared by all
 * schemas, so the rules hold on every route and in every form at once.
 */

/**
 * Blanks and invisible format characters (zero-width space and joiners, word joiner, byte-order mark,
 * soft hyphen, Mongolian vowel separator): pasted by accident, they must not make a blank field count
 * as filled in.
 */
function isBlankOrInvisible(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200d) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x2060 ||
    code === 0x3000 ||
    code === 0xfeff ||
    code === 0xad ||
    code === 0x180e
  );
}

/** Trims blanks and invisible characters from both ends (a scan, not a regex: linear on any input). */
export function trimText(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isBlankOrInvisible(value.charCodeAt(start))) start += 1;
  while (end > start && isBlankOrInvisible(value.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Digits with an optional leading minus, and nothing else: not '1e3', ' 12 ', '0x10', '1.0' or ''. */
const WHOLE_NUMBER_TEXT = /^-?\d{1,15}$/;

/** A whole number from a number or from text of digits (form fields and query strings are text); null otherwise. */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value)) return Number(value);
  return null;
}
