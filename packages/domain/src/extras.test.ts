import { describe, expect, it } from 'vitest';
import { chargeLineLabel, chosenExtrasProblem, nonRefundablePaise, type Extra, type ExtraBasis } from './extras';
import { chosenExtrasSchema, cleaningFeeSchema, extraInputSchema } from './extras-schemas';
import { quoteStay, type CouponTerms } from './pricing';
import { refundBreakdown, refundTimeline } from './refund';
import { creditNoteContent, invoiceContent } from './tax-documents';
import { ADDED, INCLUDED, randomCoupon, randomRates, seeded, TODAY } from './test-support';

const TWO_ADULTS_ONE_CHILD = { adultCount: 2, childCount: 1 };

const extra = (fields: Partial<Extra> = {}): Extra => ({
  _id: 'x1',
  name: 'Breakfast',
  description: '',
  pricePaise: 300_00,
  basis: 'perStay',
  taxRatePercent: 5,
  sac: '996331',
  maxQuantity: null,
  refundable: true,
  ...fields,
});

/** Three nights (1–4 July 2026) at ₹4,000 per person, two adults and a child. */
const quote = (fields: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
  quoteStay({
    pricePerNight: 4_000,
    rates: null,
    checkIn: '2026-07-01',
    checkOut: '2026-07-04',
    guests: TWO_ADULTS_ONE_CHILD,
    today: TODAY,
    ...fields,
  });

describe('extras at each basis', () => {
  it.each<[ExtraBasis, number, number]>([
    // ₹300 × 2 ordered
    ['perStay', 2, 2],
    // ₹300 × 2 × 3 nights
    ['perNight', 2, 6],
    // ₹300 × 2 × 3 nights × 3 guests (infants free)
    ['perGuestPerNight', 2, 18],
  ])('%s × %i is charged %i times, without GST for an owner not registered', (basis, quantity, units) => {
    const priced = quote({ extras: [{ extra: extra({ basis, maxQuantity: 5 }), quantity }], guests: { ...TWO_ADULTS_ONE_CHILD } });
    expect(priced.charges).toEqual([
      expect.objectContaining({
        kind: 'extra',
        extraId: 'x1',
        units,
        amountPaise: units * 300_00,
        ratePercent: null,
        totalPaise: units * 300_00,
      }),
    ]);
    expect(priced.totalPaise).toBe(priced.stayPaise + units * 300_00);
    expect(priced.taxes).toBeNull();
  });
});

describe('extras at each rate', () => {
  it.each([0, 5, 18] as const)('%i %% added to ₹333.33: halves equal, rounded to the paisa', (rate) => {
    const priced = quote({ gst: ADDED, extras: [{ extra: extra({ pricePaise: 333_33, taxRatePercent: rate }), quantity: 1 }] });
    const half = Math.floor((333_33 * rate + 100) / 200);
    expect(priced.charges[0]).toMatchObject({
      ratePercent: rate,
      taxablePaise: 333_33,
      centralPaise: half,
      statePaise: half,
      totalPaise: 333_33 + 2 * half,
    });
  });

  it('finds 18 % inside ₹1,180 when prices include GST, and charges ₹1,180', () => {
    const priced = quote({ gst: INCLUDED, extras: [{ extra: extra({ pricePaise: 1_180_00, taxRatePercent: 18 }), quantity: 1 }] });
    expect(priced.charges[0]).toMatchObject({ taxablePaise: 1_000_00, centralPaise: 90_00, statePaise: 90_00, totalPaise: 1_180_00 });
  });

  it('at 0 % charges no tax but lists the line with its code', () => {
    const priced = quote({ gst: ADDED, extras: [{ extra: extra({ taxRatePercent: 0, sac: '9985' }), quantity: 1 }] });
    expect(priced.charges[0]).toMatchObject({ sac: '9985', ratePercent: 0, taxablePaise: 300_00, centralPaise: 0, totalPaise: 300_00 });
  });
});

describe('the cleaning fee', () => {
  it('is one line per stay, at the stay’s rate and SAC, not discounted by a coupon', () => {
    const coupon: CouponTerms = { couponType: 'Percentage', amount: 50, minNights: 0, expiryDate: null };
    const priced = quote({ gst: ADDED, cleaningFeePaise: 1_000_00, coupon: { code: 'HALF', terms: coupon } });
    expect(priced.charges).toEqual([
      expect.objectContaining({
        kind: 'cleaningFee',
        name: 'Cleaning fee',
        sac: '996311',
        ratePercent: 5,
        amountPaise: 1_000_00,
        totalPaise: 1_050_00,
      }),
    ]);
    // 3 nights × ₹4,000 × 2.5 people = ₹30,000, half off = ₹15,000 (₹5,000 a night: 5 %)
    expect(priced.stayPaise).toBe(15_000_00);
    expect(priced.totalPaise).toBe(15_750_00 + 1_050_00);
    expect(priced.taxes).toEqual({ taxablePaise: 16_000_00, centralPaise: 375_00 + 25_00, statePaise: 375_00 + 25_00 });
  });

  it('takes 18 % when a night of the stay is above the slab', () => {
    const priced = quote({ pricePerNight: 8_000, guests: { adultCount: 1, childCount: 0 }, gst: ADDED, cleaningFeePaise: 1_000_00 });
    expect(priced.charges[0]).toMatchObject({ ratePercent: 18, centralPaise: 90_00 });
  });

  it('is not charged for a stay of no nights', () => {
    expect(quote({ checkOut: '2026-07-01', cleaningFeePaise: 1_000_00 }).charges).toEqual([]);
  });
});

describe('refunds and labels', () => {
  it('counts what non-refundable lines cost, GST in it', () => {
    const priced = quote({
      gst: ADDED,
      cleaningFeePaise: 500_00,
      extras: [
        { extra: extra({ _id: 'a', refundable: false, pricePaise: 1_000_00 }), quantity: 1 },
        { extra: extra({ _id: 'b' }), quantity: 1 },
      ],
    });
    expect(nonRefundablePaise(priced.charges)).toBe(1_050_00);
    expect(chargeLineLabel(priced.charges[1]!)).toBe('Breakfast (per stay, non-refundable)');
    expect(chargeLineLabel({ ...priced.charges[2]!, quantity: 2 })).toBe('Breakfast × 2 (per stay)');
  });
});

describe('chosen extras', () => {
  const offered = [
    { _id: 'a', name: 'Breakfast', maxQuantity: 4, deleted: false },
    { _id: 'b', name: 'Pickup', maxQuantity: null, deleted: false },
    { _id: 'c', name: 'Old tour', maxQuantity: null, deleted: true },
  ];
  it('names what cannot be priced: unknown, deleted, over the maximum, chosen twice', () => {
    expect(
      chosenExtrasProblem(
        [
          { extraId: 'a', quantity: 4 },
          { extraId: 'b', quantity: 1 },
        ],
        offered,
      ),
    ).toBeNull();
    expect(chosenExtrasProblem([{ extraId: 'zzz', quantity: 1 }], offered)).toBe('Extra zzz is not offered by this property');
    expect(chosenExtrasProblem([{ extraId: 'c', quantity: 1 }], offered)).toBe('Extra "Old tour" is no longer offered');
    expect(chosenExtrasProblem([{ extraId: 'a', quantity: 5 }], offered)).toBe('Extra "Breakfast" can be ordered at most 4 times');
    expect(chosenExtrasProblem([{ extraId: 'b', quantity: 2 }], offered)).toBe('Extra "Pickup" can be ordered at most 1 times');
    expect(
      chosenExtrasProblem(
        [
          { extraId: 'a', quantity: 1 },
          { extraId: 'a', quantity: 1 },
        ],
        offered,
      ),
    ).toBe('Extra "Breakfast" is chosen twice');
  });

  it('refuses a quantity below 1 in the request', () => {
    expect(chosenExtrasSchema.safeParse([{ extraId: 'a', quantity: 0 }]).error?.issues[0]?.message).toBe(
      'extras: quantity must be at least 1',
    );
    expect(chosenExtrasSchema.parse(undefined)).toBeUndefined();
  });
});

describe('the fee and extra forms', () => {
  it('take rupees with up to two decimals and store paise', () => {
    expect(cleaningFeeSchema.parse({ cleaningFee: '499.5' })).toEqual({ cleaningFee: 499_50 });
    expect(cleaningFeeSchema.safeParse({ cleaningFee: '4.999' }).success).toBe(false);
    expect(
      extraInputSchema.parse({
        name: ' Breakfast ',
        price: 350,
        basis: 'perGuestPerNight',
        taxRatePercent: '18',
        sac: '996331',
        maxQuantity: '',
      }),
    ).toEqual({
      name: 'Breakfast',
      description: '',
      price: 350_00,
      basis: 'perGuestPerNight',
      taxRatePercent: 18,
      sac: '996331',
      maxQuantity: null,
      refundable: true,
    });
  });

  it('name the field that is wrong', () => {
    const issues = extraInputSchema.safeParse({ name: '', price: 0, basis: 'hourly', taxRatePercent: 12, sac: 'x', maxQuantity: 0 }).error!
      .issues;
    expect(issues.map((issue) => issue.path[0])).toEqual(['name', 'price', 'basis', 'taxRatePercent', 'sac', 'maxQuantity']);
  });
});

describe('the lines add up (property-based)', () => {
  it('over 3,000 random stays, rates, coupons, fees and extras: lines to the total, halves equal', () => {
    const int = seeded(90);
    const bases: ExtraBasis[] = ['perStay', 'perNight', 'perGuestPerNight'];
    for (let i = 0; i < 3_000; i++) {
      const gst = [ADDED, INCLUDED, null][int(0, 2)]!;
      const coupon = randomCoupon(int);
      const extras = Array.from({ length: int(0, 4) }, (_, n) => ({
        extra: extra({
          _id: `x${n}`,
          pricePaise: int(1, 500_000),
          basis: bases[int(0, 2)]!,
          taxRatePercent: ([0, 5, 18] as const)[int(0, 2)]!,
          refundable: int(0, 1) === 1,
        }),
        quantity: int(1, 5),
      }));
      const priced = quote({
        pricePerNight: int(500, 20_000),
        rates: randomRates(int),
        checkOut: ['2026-07-02', '2026-07-05', '2026-07-09', '2026-08-03'][int(0, 3)]!,
        guests: { adultCount: int(1, 6), childCount: int(0, 4) },
        coupon: coupon && { code: 'C', terms: coupon },
        gst,
        cleaningFeePaise: int(0, 1) ? int(1, 300_000) : 0,
        extras,
      });
      const charged = priced.charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
      for (const charge of priced.charges) {
        expect(charge.centralPaise).toBe(charge.statePaise);
        expect(charge.taxablePaise + charge.centralPaise + charge.statePaise).toBe(charge.totalPaise);
        expect(charge.amountPaise).toBe(charge.units * charge.unitPaise);
        expect(Number.isInteger(charge.totalPaise)).toBe(true);
      }
      expect(priced.charges.length).toBe((priced.charges[0]?.kind === 'cleaningFee' ? 1 : 0) + extras.length);
      if (!priced.taxes) {
        expect(priced.totalPaise).toBe(priced.stayPaise + charged);
        continue;
      }
      // The page's lines: taxable value + CGST + SGST is the total, to the paisa.
      expect(priced.taxes.centralPaise).toBe(priced.taxes.statePaise);
      expect(priced.taxes.taxablePaise + priced.taxes.centralPaise + priced.taxes.statePaise).toBe(priced.totalPaise);
      const stayWithTax = priced.gst!.pricesIncludeGst ? priced.stayPaise : priced.stayPaise + priced.gst!.taxPaise;
      expect(priced.totalPaise).toBe(stayWithTax + charged);
    }
  });
});

describe('documents and refunds with fees and extras', () => {
  const priced = quote({
    gst: ADDED,
    cleaningFeePaise: 500_00,
    extras: [
      {
        extra: extra({ _id: 'pickup', name: 'Airport pickup', refundable: false, pricePaise: 1_000_00, taxRatePercent: 18, sac: '996412' }),
        quantity: 1,
      },
      { extra: extra({ basis: 'perNight' }), quantity: 1 },
    ],
  });
  const stay = {
    reference: 'HN-ABCDEF',
    propertyName: 'Pine Lodge',
    checkIn: '2026-07-01',
    checkOut: '2026-07-04',
    nights: 3,
    guestName: 'Meera Iyer',
    guestEmail: 'meera@example.com',
    totalPaise: priced.totalPaise,
    charges: priced.charges,
  };
  const seller = { name: 'Hill Stays LLP', tradeName: 'Hillnest', address: 'MG Road', gstin: '29AAGCB7383J1Z4', state: 'Karnataka' };

  it('the invoice lists the nights, then one line per fee and extra, adding up to what was paid', () => {
    const invoice = invoiceContent({ seller, series: { invoice: 'INV', creditNote: 'CN' }, gst: priced.gst, business: null }, stay, {
      number: 'INV/26-27/00001',
      issuedOn: '2026-07-01',
    });
    expect(invoice.lines.map((line) => [line.description.split(',')[0], line.sac, line.quantity, line.ratePercent])).toEqual([
      // ₹10,000 a night for the party: 18 %, and the cleaning fee with it
      ['Stay at Pine Lodge', '996311', 3, 18],
      ['Cleaning fee', '996311', 1, 18],
      ['Airport pickup (per stay', '996412', 1, 18],
      ['Breakfast (per night)', '996331', 3, 5],
    ]);
    expect(invoice.totalPaise).toBe(priced.totalPaise);
    expect(invoice.taxablePaise).toBe(priced.taxes!.taxablePaise);
    expect(invoice.centralPaise).toBe(priced.taxes!.centralPaise);
    // A policy refund of everything refundable leaves the pickup out of the credit note.
    const refundable = priced.totalPaise - 1_180_00;
    const note = creditNoteContent(invoice, refundable, { number: 'CN/26-27/00001', issuedOn: '2026-07-02' });
    expect(note.lines.map((line) => line.description.split(',')[0])).toEqual([
      'Refund: Stay at Pine Lodge',
      'Refund: Cleaning fee',
      'Refund: Breakfast (per night)',
    ]);
    expect(note.totalPaise).toBe(refundable);
    expect(note.lines.map((line) => line.totalPaise)).toEqual([
      invoice.lines[0]!.totalPaise,
      invoice.lines[1]!.totalPaise,
      invoice.lines[3]!.totalPaise,
    ]);
    // The owner's full refund takes back every line.
    expect(creditNoteContent(invoice, priced.totalPaise, { number: 'CN/26-27/00002', issuedOn: '2026-07-02' }).lines).toHaveLength(4);
  });

  it('the receipt of an owner not registered lists the stay less its extras, then the extras', () => {
    const plain = quote({ cleaningFeePaise: 500_00 });
    const receipt = invoiceContent(
      { seller: { ...seller, gstin: null, state: null }, series: { invoice: 'INV', creditNote: 'CN' }, gst: null, business: null },
      { ...stay, totalPaise: plain.totalPaise, charges: plain.charges },
      { number: 'RCT/26-27/00001', issuedOn: '2026-07-01' },
    );
    expect(receipt.lines.map((line) => [line.totalPaise, line.ratePercent])).toEqual([
      [plain.stayPaise, null],
      [500_00, null],
    ]);
  });

  it('the policy refunds the rest as it refunds the stay; non-refundable extras are kept', () => {
    const terms = { policy: 'flexible' as const, gatewayChargePercent: 0, couponNonRefundable: false, checkInTime: '14:00' };
    const breakdown = refundBreakdown({
      bookedOn: '2026-06-01',
      cancelledOn: '2026-06-10',
      checkIn: '2026-07-01',
      paidPaise: 10_000_00,
      keptPaise: 1_180_00,
      terms,
    });
    expect(breakdown).toMatchObject({ percent: 100, keptPaise: 1_180_00, refundPaise: 8_820_00 });
    const timeline = refundTimeline(
      terms,
      { bookedOn: '2026-06-01', checkIn: '2026-07-01', promotional: false, paidPaise: 10_000_00, keptPaise: 1_180_00 },
      '2026-06-10T10:00',
    );
    expect(timeline.steps[0]!.refundPaise).toBe(8_820_00);
  });
});
