import { describe, expect, it } from 'vitest';
import { returnToPath, returnToState } from './returnTo';

describe('returnTo', () => {
  it('remembers path, query and hash', () => {
    expect(returnToState({ pathname: '/my-bookings', search: '?page=2', hash: '#x' })).toEqual({
      from: '/my-bookings?page=2#x',
    });
    expect(returnToState({ pathname: '/sign-in' })).toBeUndefined();
  });

  it('returns to safe in-app paths only', () => {
    expect(returnToPath({ from: '/my-bookings' })).toBe('/my-bookings');
    expect(returnToPath(undefined)).toBe('/');
    expect(returnToPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnToPath({ from: '//evil.example' })).toBe('/');
    expect(returnToPath({ from: '/sign-in' })).toBe('/');
    expect(returnToPath({ from: 42 })).toBe('/');
  });
});
