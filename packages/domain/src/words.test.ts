import { describe, expect, it } from 'vitest';
import { formatNights, plural } from './words';

describe('plural', () => {
  it('uses the singular for exactly one and the given or regular plural otherwise', () => {
    expect(plural(1, 'child', 'children')).toBe('1 child');
    expect(plural(0, 'child', 'children')).toBe('0 children');
    expect(plural(3, 'photo')).toBe('3 photos');
  });
});

describe('formatNights', () => {
  it('writes the length of a stay', () => {
    expect(formatNights(1)).toBe('1 night');
    expect(formatNights(14)).toBe('14 nights');
  });
});
