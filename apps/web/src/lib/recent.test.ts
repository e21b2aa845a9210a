import { describe, expect, it, vi } from 'vitest';
import { rememberLast, setWithin } from './recent';

describe('setWithin', () => {
  it('lets go of the entry set longest ago once the map holds its limit, not when a key is set again', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setWithin(map, 2, 'b', 3);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    setWithin(map, 2, 'c', 4);
    expect([...map]).toEqual([
      ['b', 3],
      ['c', 4],
    ]);
  });
});

describe('rememberLast', () => {
  it('computes a key once while it is among the last ones given, null answers included', () => {
    const compute = vi.fn((key: string) => (key === 'none' ? null : { key }));
    const remembered = rememberLast(2, compute);
    const first = remembered('a');
    expect(remembered('a')).toBe(first);
    expect(remembered('none')).toBeNull();
    expect(remembered('none')).toBeNull();
    expect(compute.mock.calls.map(([key]) => key)).toEqual(['a', 'none']);
    remembered('b'); // 'a' was given longest ago: let go
    expect(remembered('a')).not.toBe(first);
    expect(remembered('a')).toEqual(first);
    expect(compute.mock.calls.map(([key]) => key)).toEqual(['a', 'none', 'b', 'a']);
  });
});
