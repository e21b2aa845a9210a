import { describe, expect, it } from 'vitest';
import { quoteStay, type CouponTerms } from './pricing';
import type { PricedProperty } from './rates';
import {
  amountInWords,
  documentNumber,
  financialYearOf,
  financialYearRange,
  isFinancialYear,
  gstinCheckCharacter,
  gstinProblem,
  gstOfStay,
  splitInProportion,
  type StayGst,
} from './tax';
import { creditNoteContent, creditNoteLimitOf, invoiceContent, reducesTax, type BookingTax } from './tax-documents';
import { ADDED, INCLUDED, randomCoupon, randomRates, seeded, TODAY } from './test-support';

const property = (pricePerNight: number, extra: Partial<PricedProperty> = {}): PricedProperty => ({ pricePerNight, rates: null, ...extra });
const ONE_ADULT = { adultCount: 1, childCount: 0 };

/** One adult's night of 1–2 July 2026 at this price (the fields say otherwise: more nights, GST, a coupon). */
const oneAdult = (price: number, fields: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
  quoteStay({ ...property(price), checkIn: '2026-07-01', checkOut: '2026-07-02', guests: ONE_ADULT, today: TODAY, ...fields });

function rates(gst: StayGst | null) {
  return gst?.lines.map((line) => [line.ratePercent, line.nights]);
}

describe('the GST slab, night by night', () => {
  it('is 5 % at exactly ₹7,500 a night and 18 % at ₹7,500.01', () => {
    expect(gstOfStay([7_500_00], ADDED).lines).toEqual([
      { ratePercent: 5, nights: 1, taxablePaise: 7_500_00, centralPaise: 187_50, statePaise: 187_50 },
    ]);
    expect(gstOfStay([7_500_01], ADDED).lines).toEqual([
      { ratePercent: 18, nights: 1, taxablePaise: 7_500_01, centralPaise: 675_00, statePaise: 675_00 },
    ]);
  });

  it('prices a whole stay: ₹7,500 a night is 5 %, ₹7,501 is 18 %, and GST is added to the total', () => {
    const at = (price: number) => oneAdult(price, { checkOut: '2026-07-03', gst: ADDED });
    expect(at(7_500)).toMatchObject({ stayPaise: 15_000_00, totalPaise: 15_750_00 });
    expect(rates(at(7_500).gst)).toEqual([[5, 2]]);
    expect(rates(at(7_501).gst)).toEqual([[18, 2]]);
    expect(at(7_501).totalPaise).toBe(15_002_00 + 2 * 1_350_18);
  });

  it('splits a stay that crosses the slab on its weekend nights', () => {
    // 2026-07-03 is a Friday: Friday and Saturday at the weekend price.
    const quote = quoteStay({
      ...property(7_000, {
        rates: { weekendPricePerNight: 8_000, minNights: 1, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0, seasons: [] },
      }),
      checkIn: '2026-07-02',
      checkOut: '2026-07-06',
      guests: ONE_ADULT,
      today: TODAY,
      gst: ADDED,
    });
    expect(rates(quote.gst)).toEqual([
      [5, 2],
      [18, 2],
    ]);
    expect(quote.gst!.lines.map((line) => line.taxablePaise)).toEqual([14_000_00, 16_000_00]);
  });

  it('takes a coupon off before deciding: 10 % off ₹8,000 brings the night to ₹7,200, at 5 %', () => {
    const coupon: CouponTerms = { couponType: 'Percentage', amount: 10, minNights: 0, expiryDate: null };
    const quote = oneAdult(8_000, { coupon: { code: 'TEN', terms: coupon }, gst: ADDED });
    expect(quote.gst!.lines).toEqual([{ ratePercent: 5, nights: 1, taxablePaise: 7_200_00, centralPaise: 180_00, statePaise: 180_00 }]);
    expect(quote.totalPaise).toBe(7_560_00);
  });

  it('finds the GST inside prices that include it, and charges the price', () => {
    const quote = oneAdult(7_875, { gst: INCLUDED });
    expect(quote.totalPaise).toBe(7_875_00);
    expect(quote.gst!.lines).toEqual([{ ratePercent: 5, nights: 1, taxablePaise: 7_500_00, centralPaise: 187_50, statePaise: 187_50 }]);
    const above = oneAdult(7_876, { gst: INCLUDED });
    expect(rates(above.gst)).toEqual([[18, 1]]);
  });

  it('charges no GST without terms (an owner not registered), as before', () => {
    const quote = oneAdult(9_000);
    expect(quote).toMatchObject({ gst: null, stayPaise: 9_000_00, totalPaise: 9_000_00 });
  });

  it('adds up over 3,000 random stays, rates, parties, coupons and both settings: lines to the total, halves equal', () => {
    const int = seeded(35);
    for (let i = 0; i < 3_000; i++) {
      const terms = int(0, 1) ? ADDED : INCLUDED;
      const coupon = randomCoupon(int);
      const nights = int(1, 30);
      const quote = quoteStay({
        ...property(int(500, 20_000), {
          rates: randomRates(int),
          ...(int(0, 1)
            ? {
                priceModel: 'perProperty' as const,
                includedGuests: int(1, 4),
                extraAdultPrice: int(0, 2_000),
                extraChildPrice: int(0, 1_000),
              }
            : {}),
        }),
        checkIn: '2026-07-01',
        checkOut: `2026-07-${String(1 + nights).padStart(2, '0')}`.replace(/-07-(3[2-9])$/, (_, d) => `-08-0${Number(d) - 31}`),
        guests: { adultCount: int(1, 6), childCount: int(0, 3) },
        coupon: coupon && { code: 'C', terms: coupon },
        today: TODAY,
        gst: terms,
      });
      const gst = quote.gst!;
      const lineSum = gst.lines.reduce((sum, line) => sum + line.taxablePaise + line.centralPaise + line.statePaise, 0);
      expect(lineSum).toBe(quote.totalPaise);
      expect(gst.taxablePaise + gst.taxPaise).toBe(quote.totalPaise);
      expect(quote.totalPaise).toBe(terms.pricesIncludeGst ? quote.stayPaise : quote.stayPaise + gst.taxPaise);
      for (const line of gst.lines) expect(line.centralPaise).toBe(line.statePaise);
      expect(gst.lines.reduce((sum, line) => sum + line.nights, 0)).toBe(quote.nights);
    }
  });
});

describe('splitInProportion', () => {
  it('shares an amount to the paisa, adding up exactly', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(splitInProportion(1_000, [0, 0])).toEqual([0, 1_000]);
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN with the right check character, and says what is wrong with others', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV', 'gstin')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', 'gstin', 'Maharashtra')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW', 'gstin')).toMatch(/^gstin has a wrong check character/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'gstin', 'Karnataka')).toBe('gstin is for Maharashtra (27), not Karnataka');
    expect(gstinProblem('27AAPFU0939', 'gstin')).toMatch(/^gstin must be 15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV', 'gstin')).toMatch(/no state's code/);
  });
});

describe('documents', () => {
  it('numbers by financial year: a new series each 1 April', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(documentNumber('INV', '2026-27', 42)).toBe('INV/26-27/00042');
    expect(documentNumber('INV', '2099-00', 99_999).length).toBeLessThanOrEqual(16);
  });

  it('names a financial year as financialYearOf writes it, from 1 April to the next', () => {
    for (const year of ['2026-27', '2099-00']) expect(isFinancialYear(year)).toBe(true);
    for (const text of ['2026-28', '2026-2027', '26-27', '2026']) expect(isFinancialYear(text)).toBe(false);
    expect(financialYearRange('2026-27')).toEqual(['2026-04-01', '2027-04-01']);
    expect(financialYearOf(financialYearRange('2026-27')[0])).toBe('2026-27');
  });

  it("lets a credit note reduce the tax until 30 November after its invoice's financial year (section 34(2))", () => {
    expect(creditNoteLimitOf('2026-03-31')).toBe('2026-11-30');
    expect(creditNoteLimitOf('2026-04-01')).toBe('2027-11-30');
    const note = (issuedOn: string, invoiceOn: string) => ({
      kind: 'creditNote' as const,
      issuedOn,
      against: { number: 'INV/25-26/00001', issuedOn: invoiceOn },
    });
    expect(reducesTax(note('2026-11-30', '2026-03-31'))).toBe(true);
    expect(reducesTax(note('2026-12-01', '2026-03-31'))).toBe(false);
    expect(reducesTax(note('2026-12-01', '2026-04-01'))).toBe(true);
    expect(reducesTax({ kind: 'invoice', issuedOn: '2030-01-01', against: null })).toBe(true);
  });

  it('writes amounts in words, Indian style', () => {
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(99_999_99)).toBe('Rupees Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only');
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_12_500_00)).toBe('Rupees One Lakh Twelve Thousand Five Hundred Only');
    expect(amountInWords(12_34_56_789_00)).toBe('Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only');
  });

  const TAX: BookingTax = {
    seller: { name: 'Hill Stays LLP', tradeName: 'Hillnest', address: 'MG Road, Bengaluru', gstin: '29AAGCB7383J1Z4', state: 'Karnataka' },
    series: { invoice: 'INV', creditNote: 'CN' },
    gst: gstOfStay([7_000_00, 8_000_00], ADDED),
    business: null,
  };
  const STAY = {
    reference: 'HN-ABCDEF',
    propertyName: 'Pine Lodge',
    checkIn: '2026-07-02',
    checkOut: '2026-07-04',
    nights: 2,
    guestName: 'Meera Iyer',
    guestEmail: 'meera@example.com',
    totalPaise: 7_350_00 + 9_440_00,
  };

  it('makes an invoice of the quote lines, and a credit note that takes back in proportion and adds up', () => {
    const invoice = invoiceContent(TAX, STAY, { number: 'INV/26-27/00001', issuedOn: '2026-07-01' });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      placeOfSupply: 'Karnataka (29)',
      taxablePaise: 15_000_00,
      centralPaise: 895_00,
      totalPaise: 16_790_00,
    });
    const note = creditNoteContent(invoice, 8_395_01, { number: 'CN/26-27/00001', issuedOn: '2026-07-02' });
    expect(note.against).toEqual({ number: 'INV/26-27/00001', issuedOn: '2026-07-01' });
    expect(note.totalPaise).toBe(8_395_01);
    expect(note.taxablePaise + note.centralPaise + note.statePaise).toBe(8_395_01);
    for (const line of note.lines) expect(line.centralPaise).toBe(line.statePaise);
    expect(note.lines.map((line) => line.ratePercent)).toEqual([5, 18]);
  });

  it('makes a receipt without tax lines when no GST was charged', () => {
    const receipt = invoiceContent(
      { ...TAX, gst: null, seller: { ...TAX.seller, gstin: null, state: null } },
      { ...STAY, totalPaise: 15_000_00 },
      { number: 'RCT/26-27/00001', issuedOn: '2026-07-01' },
    );
    expect(receipt).toMatchObject({ kind: 'receipt', placeOfSupply: null, centralPaise: 0, statePaise: 0, totalPaise: 15_000_00 });
  });
});
