/** Field rules the content schemas share (coupons, blogs, destinations, slides, links, listing requests). */
import { z } from '../zod';
import { isIsoDate } from '../dates';
import { parseWholeNumber, trimText } from '../text';
import { isHttpUrl } from '../urls';

/** A trimmed, non-empty text of at most `max` characters; `message` when it is missing or blank. */
export function requiredText(message: string, max: number, tooLong = `Must be at most ${max} characters`) {
  return z.string({ error: message }).overwrite(trimText).min(1, message).max(max, tooLong);
}

export const HTTP_URL_MESSAGE = 'Please enter a full link starting with http:// or https://';

/** An optional outside link: blank or absent becomes null; anything else must be an http(s) URL. */
export const optionalHttpUrl = z.preprocess(
  blankToNull,
  z
    .string({ error: HTTP_URL_MESSAGE })
    .nullable()
    .refine((value) => value === null || (value.length <= 500 && isHttpUrl(value)), HTTP_URL_MESSAGE),
);

/** Optional free text: blank or absent becomes null. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess(blankToNull, z.string({ error: tooLong }).max(max, tooLong).nullable());
}

/** Trims texts; a blank text, null or a missing field is null. Other values pass on to be refused. */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? trimText(value) || null : value;
}

/**
 * A whole number, typed as a number or as text (form fields are text); `message` for anything else,
 * and for a blank or missing field unless `range.blankMessage` says otherwise. `range` adds bounds
 * (same message unless given).
 */
export function wholeNumberField(
  message: string,
  range: { min?: number; max?: number; rangeMessage?: string; blankMessage?: string } = {},
) {
  const blank = range.blankMessage ?? message;
  let number = z.number({ error: (issue) => (issue.input === undefined ? blank : message) });
  if (range.min !== undefined) number = number.min(range.min, range.rangeMessage ?? message);
  if (range.max !== undefined) number = number.max(range.max, range.rangeMessage ?? message);
  return z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : (parseWholeNumber(value) ?? Number.NaN),
    number,
  );
}

/** A calendar date written YYYY-MM-DD; `message` when it is missing. */
export function isoDateField(message: string) {
  return z.string({ error: message }).overwrite(trimText).min(1, message).refine(isIsoDate, 'Please enter a valid date (YYYY-MM-DD)');
}

export { parseWholeNumber };

/** A whole number in a query string: digits only ('1e3', ' 12 ' and '0x10' are refused). */
export const queryNumber = (message: string) =>
  z.preprocess((value) => parseWholeNumber(value) ?? Number.NaN, z.number({ error: message }));

const pageNumber = () =>
  queryNumber('page must be a whole number').pipe(z.number().min(1, 'page must be at least 1').max(100_000, 'page must be at most 100000'));

/** A list's `?page=`: from 1, the first page when absent. */
export const queryPage = () => pageNumber().default(1);

/** `?page=` of a list that answers a plain array when asked for no page (see PLAIN_LIST_MAX). */
export const optionalQueryPage = () => pageNumber().optional();

/**
 * An in-app route path: starts with a single '/', stays on this site once resolved, and carries no
 * blanks or backslashes (browsers read '\' as '/', so '/\evil.example' would leave the site).
 */
export function isAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\s\\]/.test(value) || value.length > 300) return false;
  try {
    const base = 'http://app.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
