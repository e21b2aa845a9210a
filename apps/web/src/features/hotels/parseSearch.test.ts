import { parseSearchParams } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { parseSearch } from './parseSearch';

describe('parseSearch', () => {
  it('reads a query string as parseSearchParams does, and gives the same answer again', () => {
    for (const search of ['destination=Shimla&checkIn=2030-01-10&checkOut=2030-01-12&stars=4', 'page=0', '', 'sortOption=nope']) {
      const parsed = parseSearch(search);
      expect(parsed).toEqual(parseSearchParams(new URLSearchParams(search)));
      expect(parseSearch(search)).toBe(parsed);
    }
  });

  it('remembers only the last few query strings', () => {
    const first = parseSearch('destination=First');
    for (let page = 1; page <= 16; page++) parseSearch(`destination=Other&page=${page}`);
    expect(parseSearch('destination=First')).not.toBe(first);
    expect(parseSearch('destination=First')).toEqual(first);
  });
});
