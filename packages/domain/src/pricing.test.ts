import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { applyCoupon, basePricePaise, couponProblemMessage, isCouponExpired, quoteStay, stayPricePaise, type CouponTerms } from './pricing';
import { nightPriceLabel } from './night-price';
import type { Rates } from './rates';
import { seeded, TODAY } from './test-support';

const percent = (amount: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  couponType: 'Percentage',
  amount,
  minNights: 0,
  expiryDate: null,
  ...extra,
});
const moneyOff = (rupees: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  couponType: 'Direct Money Off',
  amount: rupees,
  minNights: 0,
  expiryDate: null,
  ...extra,
});

describe('basePricePaise (docs/product/rules.md)', () => {
  it('charges every adult the nightly price and every child half of it', () => {
    // ₹2,500 × 3 nights × 2 adults + ₹2,500 × 3 × 1 child × 0.5 = ₹15,000 + ₹3,750
    expect(basePricePaise(2500, 3, { adultCount: 2, childCount: 1 })).toBe(1_875_000);
  });

  it('keeps half-rupee amounts exact in paise', () => {
    // ₹999 × 1 night × 1 child × 0.5 = ₹499.50
    expect(basePricePaise(999, 1, { adultCount: 0, childCount: 1 })).toBe(49_950);
    expect(basePricePaise(999, 1, { adultCount: 1, childCount: 1 })).toBe(149_850);
  });

  it('is zero for zero nights', () => {
    expect(basePricePaise(4000, 0, { adultCount: 2, childCount: 2 })).toBe(0);
  });

  it('stays an exact integer at the largest stay the site allows', () => {
    const paise = basePricePaise(99_999, 366, { adultCount: 20, childCount: 20 });
    expect(paise).toBe(99_999 * 366 * 3000);
    expect(Number.isSafeInteger(paise)).toBe(true);
  });
});

describe('quoteStay nights', () => {
  const quote = (checkIn: string, checkOut: string) =>
    quoteStay({ pricePerNight: 1000, checkIn, checkOut, guests: { adultCount: 1, childCount: 0 }, today: '2024-01-01' });

  it.each([
    ['over a month end', '2026-01-31', '2026-02-01', 1],
    ['over a 30-day month end', '2026-04-29', '2026-05-02', 3],
    ['over a year end', '2026-12-30', '2027-01-02', 3],
    ['over a leap day', '2028-02-28', '2028-03-01', 2],
    ['from a leap day', '2028-02-29', '2028-03-01', 1],
    ['over February of a common year', '2027-02-28', '2027-03-01', 1],
    ['over a whole leap year', '2028-01-01', '2029-01-01', 366],
  ])('counts nights %s', (_label, checkIn, checkOut, nights) => {
    const result = quote(checkIn, checkOut);
    expect(result.nights).toBe(nights);
    expect(result.totalPaise).toBe(nights * 100_000);
  });

  it('gives zero nights, and a zero total, when check-out is not after check-in', () => {
    expect(quote('2026-05-10', '2026-05-10')).toMatchObject({ nights: 0, totalPaise: 0 });
    expect(quote('2026-05-10', '2026-05-08')).toMatchObject({ nights: 0, totalPaise: 0 });
  });
});

describe('applyCoupon', () => {
  it('takes a percentage off, rounding once to the nearest paisa', () => {
    expect(applyCoupon(1_000_000, percent(10), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 900_000 });
    // 15% off ₹1.50 = 127.5 paise → 128 (halves round up, the same in the browser and on the server)
    expect(applyCoupon(150, percent(15), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 128 });
    // 33% off ₹1,234.50 = 82,711.5 paise → 82,712
    expect(applyCoupon(123_450, percent(33), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 82_712 });
  });

  it('takes a money-off amount in rupees', () => {
    expect(applyCoupon(600_000, moneyOff(500), 2, TODAY)).toEqual({ status: 'valid', discountedPaise: 550_000 });
  });

  it('never goes below ₹1: percentage 100', () => {
    expect(applyCoupon(750_000, percent(100), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 100 });
  });

  it('never goes below ₹1: money off larger than the total', () => {
    expect(applyCoupon(40_000, moneyOff(500), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 100 });
    expect(applyCoupon(50_000, moneyOff(500), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 100 });
    expect(applyCoupon(50_100, moneyOff(500), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 100 });
    expect(applyCoupon(50_150, moneyOff(500), 1, TODAY)).toEqual({ status: 'valid', discountedPaise: 150 });
  });

  it('never raises a total: zero stays zero', () => {
    expect(applyCoupon(0, moneyOff(500), 0, TODAY)).toEqual({ status: 'valid', discountedPaise: 0 });
    expect(applyCoupon(0, percent(100), 0, TODAY)).toEqual({ status: 'valid', discountedPaise: 0 });
  });

  it('applies at exactly minNights and refuses one night fewer', () => {
    expect(applyCoupon(1_400_000, percent(20, { minNights: 7 }), 7, TODAY)).toEqual({
      status: 'valid',
      discountedPaise: 1_120_000,
    });
    expect(applyCoupon(1_200_000, percent(20, { minNights: 7 }), 6, TODAY)).toEqual({ status: 'tooShort', minNights: 7 });
  });

  it('is usable through its expiry date and expired from the next day', () => {
    expect(applyCoupon(100_000, percent(10, { expiryDate: '2026-06-15' }), 1, TODAY).status).toBe('valid');
    expect(applyCoupon(100_000, percent(10, { expiryDate: '2026-06-14' }), 1, TODAY)).toEqual({ status: 'expired' });
    expect(isCouponExpired({ expiryDate: '2026-12-31' }, '2027-01-01')).toBe(true);
    expect(isCouponExpired({ expiryDate: '2028-02-29' }, '2028-02-29')).toBe(false);
    expect(isCouponExpired({ expiryDate: null }, '2099-01-01')).toBe(false);
  });

  it('reports expiry before the minimum stay', () => {
    expect(applyCoupon(100_000, percent(10, { expiryDate: '2026-01-01', minNights: 5 }), 1, TODAY)).toEqual({
      status: 'expired',
    });
  });
});

describe('quoteStay with a coupon', () => {
  const stay = {
    pricePerNight: 3000,
    checkIn: '2026-07-01',
    checkOut: '2026-07-03',
    guests: { adultCount: 2, childCount: 1 },
    today: TODAY,
  };
  const base = 3000 * 2 * 250; // ₹15,000

  it('no code or a blank code: no coupon, the base price', () => {
    expect(quoteStay(stay)).toMatchObject({ nights: 2, basePaise: base, discount: null, totalPaise: base, coupon: null });
    expect(quoteStay({ ...stay, coupon: { code: '  ', terms: null } }).coupon).toBeNull();
  });

  it('a valid coupon lowers the total', () => {
    const result = quoteStay({ ...stay, coupon: { code: 'hills500', terms: moneyOff(500, { minNights: 2 }) } });
    expect(result).toMatchObject({
      nights: 2,
      basePaise: base,
      totalPaise: base - 50_000,
      coupon: { status: 'valid', discountedPaise: base - 50_000 },
    });
  });

  it.each([
    ['unknown', null, { status: 'notFound' }],
    ['expired', percent(10, { expiryDate: '2026-06-14' }), { status: 'expired' }],
    ['too short', percent(20, { minNights: 7 }), { status: 'tooShort', minNights: 7 }],
  ] as const)('an %s coupon returns the total to the original', (_label, terms, check) => {
    const result = quoteStay({ ...stay, coupon: { code: 'CODE', terms } });
    expect(result.totalPaise).toBe(base);
    expect(result.coupon).toEqual(check);
  });
});

describe('couponProblemMessage', () => {
  it('words each problem as docs/product/rules.md does', () => {
    expect(couponProblemMessage({ status: 'expired' })).toBe('Coupon Expired!!');
    expect(couponProblemMessage({ status: 'tooShort', minNights: 3 })).toBe('You have to stay for atleast 3 nights to apply this coupon');
    expect(couponProblemMessage({ status: 'notFound' })).toBe('Invalid coupon code');
    expect(couponProblemMessage({ status: 'valid', discountedPaise: 100 })).toBeNull();
  });
});

describe('the per-property price model', () => {
  const cabin = { pricePerNight: 5200, priceModel: 'perProperty', includedGuests: 4, extraAdultPrice: 800, extraChildPrice: 500 } as const;
  const quote = (adultCount: number, childCount: number, extra: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
    quoteStay({ ...cabin, checkIn: '2026-06-15', checkOut: '2026-06-18', guests: { adultCount, childCount }, today: TODAY, ...extra });

  it('charges the night price alone for up to the included guests, whoever they are', () => {
    for (const [adults, children] of [
      [1, 0],
      [2, 2],
      [4, 0],
      [1, 3],
    ] as const) {
      expect(quote(adults, children)).toMatchObject({ basePaise: 3 * 520_000, totalPaise: 3 * 520_000, extraGuests: null });
    }
  });

  it('charges each adult beyond the included guests the extra adult fee per night', () => {
    // 3 nights × (₹5,200 + 2 × ₹800)
    expect(quote(6, 0)).toMatchObject({
      totalPaise: 3 * (520_000 + 2 * 80_000),
      extraGuests: { adultCount: 2, childCount: 0, paise: 480_000 },
    });
  });

  it('gives the included places to adults first, so children beyond them pay the child fee', () => {
    // 3 adults and 2 children, 4 included: 1 child is extra.
    expect(quote(3, 2)).toMatchObject({
      totalPaise: 3 * (520_000 + 50_000),
      extraGuests: { adultCount: 0, childCount: 1, paise: 150_000 },
    });
    // 5 adults and 2 children: 1 adult and both children are extra.
    expect(quote(5, 2).totalPaise).toBe(3 * (520_000 + 80_000 + 2 * 50_000));
  });

  it('takes nothing for infants (the booking form carries them; the price does not count them)', () => {
    const withInfants = { adultCount: 4, childCount: 0, infantCount: 3 };
    expect(quote(4, 0, { guests: withInfants })).toMatchObject({ totalPaise: 3 * 520_000, extraGuests: null });
  });

  it('lets rates vary the night price while the extra fees stay the same, then takes the length-of-stay discount off the whole', () => {
    const rates: Rates = { weekendPricePerNight: 7000, minNights: 1, weeklyDiscountPercent: 10, monthlyDiscountPercent: 0, seasons: [] };
    // 2026-06-15 is a Monday: 7 nights, Friday and Saturday at ₹7,000; 1 extra adult every night.
    const week = quote(5, 0, { rates, checkOut: '2026-06-22' });
    const base = (5 * 5200 + 2 * 7000 + 7 * 800) * 100;
    expect(week.basePaise).toBe(base);
    expect(week.totalPaise).toBe(base * 0.9);
  });

  it('leaves a per-person property priced exactly as before (the rule of docs/product/rules.md)', () => {
    const perPerson = quoteStay({
      pricePerNight: 2600,
      priceModel: 'perPerson',
      checkIn: '2026-06-15',
      checkOut: '2026-06-18',
      guests: { adultCount: 2, childCount: 1 },
      today: TODAY,
    });
    expect(perPerson.totalPaise).toBe(basePricePaise(2600, 3, { adultCount: 2, childCount: 1 }));
    expect(perPerson.extraGuests).toBeNull();
  });

  it('labels the night price by the model', () => {
    expect(nightPriceLabel({ priceModel: 'perPerson' }, 2600)).toBe('₹2,600 per adult per night');
    expect(nightPriceLabel({ priceModel: 'perProperty', includedGuests: 4 }, 5200)).toBe('₹5,200 per night for up to 4 guests');
    expect(nightPriceLabel({ priceModel: 'perProperty', includedGuests: 1 }, 900)).toBe('₹900 per night for up to 1 guest');
  });
});

describe('stayPricePaise, the price search shows and sorts every candidate by', () => {
  it('is what quoteStay charges the party, over 5,000 random properties, rates, parties and stays', () => {
    const int = seeded(31);
    const start = '2026-12-01';
    for (let i = 0; i < 5_000; i++) {
      const pricePerNight = int(1, 50_000);
      let next = int(-10, 30);
      const seasons = Array.from({ length: int(0, 3) }, (_, k) => {
        const firstNight = addDays(start, next);
        const lastNight = addDays(firstNight, int(0, 20));
        next += int(1, 21) + 20;
        return { name: `Season ${k}`, firstNight, lastNight, pricePerNight: int(1, 90_000), minNights: int(0, 1) ? null : int(1, 5) };
      });
      const rates: Rates | null = int(0, 4)
        ? {
            weekendPricePerNight: int(0, 1) ? int(1, 60_000) : null,
            minNights: int(1, 4),
            weeklyDiscountPercent: int(0, 1) ? int(0, 70) : 0,
            monthlyDiscountPercent: int(0, 1) ? int(0, 70) : 0,
            seasons,
          }
        : null;
      const property = int(0, 1)
        ? { pricePerNight, rates, priceModel: 'perPerson' as const, includedGuests: null, extraAdultPrice: 0, extraChildPrice: 0 }
        : {
            pricePerNight,
            rates,
            priceModel: 'perProperty' as const,
            includedGuests: int(1, 40),
            extraAdultPrice: int(0, 20_000),
            extraChildPrice: int(0, 20_000),
          };
      const guests = { adultCount: int(1, 20), childCount: int(0, 20) };
      const checkIn = addDays(start, int(-5, 90));
      const nights = int(1, 40);
      const quote = quoteStay({ ...property, checkIn, checkOut: addDays(checkIn, nights), guests, today: checkIn });
      expect(stayPricePaise(property, checkIn, nights, guests), JSON.stringify({ property, guests, checkIn, nights })).toBe(
        quote.totalPaise,
      );
    }
  });
});
