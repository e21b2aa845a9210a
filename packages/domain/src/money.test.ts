import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, indianDigits, paiseToRupees, rupeesToPaise } from './money';

describe('formatRupees (Indian digit grouping)', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12345, '₹12,345'],
    [123456, '₹1,23,456'],
    [1234567, '₹12,34,567'],
    [12345678, '₹1,23,45,678'],
    [100000000, '₹10,00,00,000'],
  ])('%d → %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('shows paise only when there are any, always as two digits', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(1234.05)).toBe('₹1,234.05');
    expect(formatRupees(21000)).toBe('₹21,000');
  });

  it('writes a negative amount with its sign first', () => {
    expect(formatRupees(-1500)).toBe('-₹1,500');
  });

  it('formats paise amounts exactly', () => {
    expect(formatPaise(2_100_050)).toBe('₹21,000.50');
    expect(paiseToRupees(rupeesToPaise(19.99))).toBe(19.99);
  });
});

describe('indianDigits', () => {
  it('groups a whole number as en-IN does, for the messages that name a limit', () => {
    for (const value of [0, 999, 1000, 100_000, 1_000_000, 123_456_789]) expect(indianDigits(value)).toBe(value.toLocaleString('en-IN'));
  });
});
