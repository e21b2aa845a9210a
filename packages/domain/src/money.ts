/** Money is kept in paise (integers) and formatted in rupees with Indian digit grouping. */

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * Indian digit grouping of a whole number (the last three digits, then pairs: 12,34,567), written out
 * rather than through Intl.NumberFormat or toLocaleString('en-IN'): the browser's first 'en-IN'
 * formatter loads locale data, a long task on a phone, for a rule this small.
 */
export function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** '₹1,23,456' or '₹1,234.50' */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return `${sign}₹${indianDigits(whole)}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
