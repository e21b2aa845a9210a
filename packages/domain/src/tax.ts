/**
 * GST on stays (docs/product/tax.md): the rate slab night by night, the CGST and SGST (or UTGST)
 * halves, GSTIN checks, financial years, document numbers and amounts in words. Pure functions, no
 * zod: the pages import them with the price rule.
 */
import type { IsoDate } from './dates';
import { formatPaise, type Paise } from './money';

/** Accommodation services (Scheme of classification of services, heading 9963). */
export const ACCOMMODATION_SAC = '996311';

/** A night whose value after discounts is at most ₹7,500 is taxed at 5 %, above it at 18 % (from 22 September 2025). */
export const GST_SLAB_PAISE = 7_500_00;
export const GST_RATES = [5, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

export interface GstState {
  code: string;
  name: string;
  /** A union territory without a legislature: its half is UTGST instead of SGST. */
  utgst: boolean;
}

/** Every state and union territory with its GST state code (the first two characters of a GSTIN). */
export const GST_STATES: readonly GstState[] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh', true],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', true],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep', true],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands', true],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh', true],
].map(([code, name, utgst]) => ({ code: code as string, name: name as string, utgst: utgst === true }));

export const GST_STATE_NAMES: readonly string[] = GST_STATES.map((state) => state.name);

export function gstStateNamed(name: string): GstState | undefined {
  return GST_STATES.find((state) => state.name === name);
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, a 14th character (Z by default), check character. */
const GSTIN_FORM = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;

/** The GSTIN's check character: the mod-36 Luhn scheme over its first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (form, state code, check character), named after `field`; null when it is right. */
export function gstinProblem(gstin: string, field: string, stateName?: string): string | null {
  if (!GSTIN_FORM.test(gstin)) return `${field} must be 15 characters such as 29ABCDE1234F1Z5`;
  const state = GST_STATES.find((candidate) => candidate.code === gstin.slice(0, 2));
  if (!state) return `${field} starts with ${gstin.slice(0, 2)}, which is no state's code`;
  if (stateName && state.name !== stateName) return `${field} is for ${state.name} (${state.code}), not ${stateName}`;
  if (gstinCheckCharacter(gstin) !== gstin[14])
    return `${field} has a wrong check character: please copy it again from the GST certificate`;
  return null;
}

/** How a registered owner charges GST, recorded on each booking when it is held. */
export interface GstTerms {
  /** The owner's prices include GST (the guest pays the price); else GST is added to it. */
  pricesIncludeGst: boolean;
  /** The property's state's half: SGST, or UTGST in a union territory without a legislature. */
  stateTax: 'SGST' | 'UTGST';
}

/** The stay's nights taxed at one rate: their value after discounts and each half of the tax. */
export interface GstLine {
  ratePercent: GstRate;
  nights: number;
  taxablePaise: Paise;
  /** CGST, half the rate. */
  centralPaise: Paise;
  /** SGST or UTGST, the other half: always equal to CGST. */
  statePaise: Paise;
}

export interface StayGst extends GstTerms {
  lines: GstLine[];
  taxablePaise: Paise;
  taxPaise: Paise;
}

/** a / b rounded to the nearest whole number, halves up (a, b ≥ 0). */
function roundDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * Splits `total` over parts in proportion to `weights`, each to the paisa, adding up to `total`
 * exactly (cumulative rounding: each part is the rounded running total less the one before).
 */
export function splitInProportion(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  let running = 0n;
  let before = 0n;
  return weights.map((weight) => {
    running += BigInt(weight);
    const upTo = roundDiv(BigInt(total) * running, BigInt(sum));
    const part = Number(upTo - before);
    before = upTo;
    return part;
  });
}

/** An amount's taxable value and equal CGST and SGST halves at a rate. */
export interface AmountGst {
  taxablePaise: Paise;
  centralPaise: Paise;
  statePaise: Paise;
}

/**
 * The GST of one amount at a rate: added to it (each half rate / 2 of the amount, to the paisa, halves
 * up), or found inside a price that includes it (half = amount × rate / (2 × (100 + rate)), the
 * taxable value the rest), so taxable + halves is exactly what the guest pays for it.
 */
export function gstOfAmount(amount: Paise, ratePercent: number, pricesIncludeGst: boolean): AmountGst {
  const paise = BigInt(amount);
  const r = BigInt(ratePercent);
  if (!pricesIncludeGst) {
    const half = Number(roundDiv(paise * r, 200n));
    return { taxablePaise: amount, centralPaise: half, statePaise: half };
  }
  const half = Number(roundDiv(paise * r, 2n * (100n + r)));
  return { taxablePaise: amount - 2 * half, centralPaise: half, statePaise: half };
}

/**
 * The GST of a stay from each night's value after discounts (`nights`, paise, adding up to what the
 * price rule makes of the stay). Each night's rate is decided by its own value: with prices that
 * include GST, by the value without the 5 % in it. The nights of one rate make one line; each half is
 * rate / 2 of the line's taxable value, rounded to the paisa (halves up), so CGST = SGST and
 * taxable + CGST + SGST is exactly the line's amount.
 */
export function gstOfStay(nights: readonly Paise[], terms: GstTerms): StayGst {
  const byRate = new Map<GstRate, { nights: number; paise: number }>();
  for (const night of nights) {
    const rate: GstRate = (terms.pricesIncludeGst ? night * 100 <= GST_SLAB_PAISE * 105 : night <= GST_SLAB_PAISE) ? 5 : 18;
    const group = byRate.get(rate) ?? { nights: 0, paise: 0 };
    group.nights += 1;
    group.paise += night;
    byRate.set(rate, group);
  }
  const lines: GstLine[] = GST_RATES.filter((rate) => byRate.has(rate)).map((rate) => {
    const group = byRate.get(rate)!;
    return { ratePercent: rate, nights: group.nights, ...gstOfAmount(group.paise, rate, terms.pricesIncludeGst) };
  });
  const taxablePaise = lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const taxPaise = lines.reduce((sum, line) => sum + line.centralPaise + line.statePaise, 0);
  return { ...terms, lines, taxablePaise, taxPaise };
}

/** The financial year (1 April to 31 March) of a date: '2026-27'. */
export function financialYearOf(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** Whether a text names a financial year as financialYearOf writes it ('2026-27'). */
export function isFinancialYear(text: string): boolean {
  const match = FINANCIAL_YEAR.exec(text);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** A financial year's first day and the next one's: '2026-27' → ['2026-04-01', '2027-04-01']. */
export function financialYearRange(financialYear: string): [IsoDate, IsoDate] {
  const start = Number(financialYear.slice(0, 4));
  return [`${start}-04-01`, `${start + 1}-04-01`];
}

/**
 * A document's number: series prefix, financial year, serial ('INV/26-27/00042'); letters, digits,
 * '/' and '-', at most 16 characters (Rule 46(b)) with a prefix of at most 4.
 */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(5, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred ('One Lakh Twelve Thousand Five Hundred'). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1_00_00_000);
  const rest = n % 1_00_00_000;
  const parts = [
    crore ? `${numberInWords(crore)} Crore` : '',
    Math.floor(rest / 1_00_000) ? `${belowHundred(Math.floor(rest / 1_00_000))} Lakh` : '',
    Math.floor((rest % 1_00_000) / 1000) ? `${belowHundred(Math.floor((rest % 1_00_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount as an invoice writes it: 'Rupees One Lakh Twelve Thousand Five Hundred Only', 'Rupees One and Fifty Paise Only'. */
export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${numberInWords(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}

/** 'CGST ₹180 + SGST ₹180 on a taxable value of ₹7,200': the GST in an amount paid (the stay's and its fees' and extras'), for the confirmation and its e-mail. */
export function gstSummary(gst: StayGst, charges: readonly AmountGst[] = []): string {
  const parts = [...gst.lines, ...charges];
  const central = parts.reduce((sum, line) => sum + line.centralPaise, 0);
  const state = parts.reduce((sum, line) => sum + line.statePaise, 0);
  const taxable = charges.reduce((sum, charge) => sum + charge.taxablePaise, gst.taxablePaise);
  return `CGST ${formatPaise(central)} + ${gst.stateTax} ${formatPaise(state)} on a taxable value of ${formatPaise(taxable)}`;
}
