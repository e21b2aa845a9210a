/** Money is kept in paise (integers) and formatted in rupees with Indian digit grouping. */

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

// Made on first use and kept: a formatter is costly to create (the first one loads locale data).
let wholeRupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;

/** '₹1,23,456' or '₹1,234.50' */
export function formatRupees(rupees: number): string {
  const hasFraction = Math.round(rupees * 100) % 100 !== 0;
  const format = hasFraction
    ? (rupeesAndPaise ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
    : (wholeRupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 }));
  return `₹${format.format(rupees)}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
