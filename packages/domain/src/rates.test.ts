import { describe, expect, it } from 'vitest';
import { quoteStay, type CouponTerms } from './pricing';
import {
  describeNights,
  isWeekendNight,
  lengthOfStayDiscount,
  lowestNightPrice,
  minimumStay,
  minimumStayDays,
  minimumStayFits,
  minimumStayNote,
  minimumStayProblem,
  NO_RATES,
  nightlyPrices,
  weekdayOf,
  type Rates,
} from './rates';
import { ratesSchema } from './rates-schemas';
import { firstIssueWithPath } from './errors';
import { addDays, bookingWindowEnd } from './dates';

// 2026-07-06 is a Monday; 2026-12-18 a Friday.
const RATES: Rates = {
  weekendPricePerNight: 1500,
  minNights: 2,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
  seasons: [{ name: 'Christmas', firstNight: '2026-12-20', lastNight: '2026-12-31', pricePerNight: 4000, minNights: 3 }],
};
const PROPERTY = { pricePerNight: 1000, rates: RATES };
const ADULT = { adultCount: 1, childCount: 0 };
const TODAY = '2026-06-01';

const quote = (checkIn: string, nights: number, extra: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
  quoteStay({ ...PROPERTY, checkIn, checkOut: addDays(checkIn, nights), guests: ADULT, today: TODAY, ...extra });

const percent = (amount: number): CouponTerms => ({ couponType: 'Percentage', amount, minNights: 0, expiryDate: null });
const moneyOff = (amount: number): CouponTerms => ({ couponType: 'Direct Money Off', amount, minNights: 0, expiryDate: null });

describe('night prices', () => {
  it('takes the weekend price on Friday and Saturday nights only', () => {
    expect(['2026-07-09', '2026-07-10', '2026-07-11', '2026-07-12'].map(isWeekendNight)).toEqual([false, true, true, false]);
    expect(nightlyPrices(PROPERTY, '2026-07-09', '2026-07-13').map((n) => n.pricePerNight)).toEqual([1000, 1500, 1500, 1000]);
  });

  it('knows the day of the week of any date, before 1970 too', () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2101, 0, 1); ms += 86_400_000 * 3) {
      const date = new Date(ms).toISOString().slice(0, 10);
      if (weekdayOf(date) !== new Date(ms).getUTCDay()) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it('changes price at a season boundary, night by night', () => {
    // Fri 18, Sat 19 Dec: weekend; Sun 20, Mon 21: Christmas.
    const stay = quote('2026-12-18', 4);
    expect(stay.nightly.map((n) => [n.night, n.kind, n.pricePerNight])).toEqual([
      ['2026-12-18', 'weekend', 1500],
      ['2026-12-19', 'weekend', 1500],
      ['2026-12-20', 'season', 4000],
      ['2026-12-21', 'season', 4000],
    ]);
    expect(stay.basePaise).toBe(1_100_000);
    // Both ends of a season are its nights.
    expect(quote('2026-12-31', 2).nightly.map((n) => n.pricePerNight)).toEqual([4000, 1500]); // 1 Jan 2027 is a Friday
  });

  it("charges a season's price on its weekend nights", () => {
    expect(quote('2026-12-25', 2).nightly.map((n) => [n.kind, n.pricePerNight])).toEqual([
      ['season', 4000],
      ['season', 4000],
    ]);
  });

  it('charges children half of each night', () => {
    // Sat 1,500 + Sun 1,000 = 2,500 a guest: 2 adults 5,000 + 1 child 1,250; infants free.
    const stay = quote('2026-07-11', 2, { guests: { adultCount: 2, childCount: 1 } });
    expect(stay.totalPaise).toBe(625_000);
  });

  it('prices a property without rates exactly as the base price rule (docs/product/rules.md)', () => {
    const stay = quoteStay({
      pricePerNight: 2500,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      guests: { adultCount: 2, childCount: 1 },
      today: TODAY,
    });
    expect(stay.totalPaise).toBe(1_875_000);
    expect(stay.discount).toBeNull();
    expect(
      quoteStay({ pricePerNight: 2500, rates: NO_RATES, checkIn: '2026-07-10', checkOut: '2026-07-13', guests: ADULT, today: TODAY })
        .totalPaise,
    ).toBe(750_000);
  });
});

describe('length-of-stay discounts', () => {
  it('6 nights: none; 7 nights: the weekly one', () => {
    // Mon–Sat: 4 × 1,000 + 2 × 1,500
    expect(quote('2026-07-06', 6)).toMatchObject({ basePaise: 700_000, discount: null, totalPaise: 700_000 });
    expect(quote('2026-07-06', 7)).toMatchObject({
      basePaise: 800_000,
      discount: { kind: 'weekly', percent: 10, paise: 80_000 },
      totalPaise: 720_000,
    });
  });

  it('27 nights: the weekly one; 28 nights: the monthly one instead', () => {
    expect(quote('2026-07-06', 27)).toMatchObject({
      basePaise: 3_100_000,
      discount: { kind: 'weekly', percent: 10 },
      totalPaise: 2_790_000,
    });
    expect(quote('2026-07-06', 28)).toMatchObject({
      basePaise: 3_200_000,
      discount: { kind: 'monthly', percent: 25 },
      totalPaise: 2_400_000,
    });
  });

  it('a monthly discount of 0 leaves long stays the weekly one', () => {
    expect(lengthOfStayDiscount({ ...RATES, monthlyDiscountPercent: 0 }, 30)).toEqual({ kind: 'weekly', percent: 10 });
    expect(lengthOfStayDiscount({ ...RATES, weeklyDiscountPercent: 0 }, 7)).toBeNull();
    expect(lengthOfStayDiscount(null, 30)).toBeNull();
  });

  it('applies the coupon after the discount', () => {
    const week = quote('2026-07-06', 7, { coupon: { code: 'TEN', terms: percent(10) } });
    expect(week.totalPaise).toBe(648_000); // 8,000 − 10% = 7,200, − 10% = 6,480
    const off = quote('2026-07-06', 7, { coupon: { code: 'OFF', terms: moneyOff(500) } });
    expect(off.totalPaise).toBe(670_000);
    expect(off.discount?.paise).toBe(80_000);
  });

  it('rounds once, at the end', () => {
    // 7 nights × ₹101 for 1 adult and 1 child = ₹1,060.50; × 0.85 × 0.85 = ₹766.21125 → ₹766.21
    // (rounding after the discount first would give ₹766.22).
    const rates = { ...NO_RATES, weeklyDiscountPercent: 15 };
    const stay = quoteStay({
      pricePerNight: 101,
      rates,
      checkIn: '2026-07-06',
      checkOut: '2026-07-13',
      guests: { adultCount: 1, childCount: 1 },
      coupon: { code: 'X', terms: percent(15) },
      today: TODAY,
    });
    expect(stay.totalPaise).toBe(76_621);
  });

  it('never takes a total below ₹1', () => {
    const stay = quoteStay({
      pricePerNight: 1,
      rates: { ...NO_RATES, weeklyDiscountPercent: 70 },
      checkIn: '2026-07-06',
      checkOut: '2026-07-13',
      guests: ADULT,
      coupon: { code: 'ALL', terms: moneyOff(500) },
      today: TODAY,
    });
    expect(stay.totalPaise).toBe(100);
    expect(
      quoteStay({
        pricePerNight: 1,
        rates: { ...NO_RATES, weeklyDiscountPercent: 70 },
        checkIn: '2026-07-06',
        checkOut: '2026-07-13',
        guests: ADULT,
        today: TODAY,
      }).totalPaise,
    ).toBe(210);
  });
});

describe('minimum stay', () => {
  it("is the check-in night's season's, else the property's", () => {
    expect(minimumStay(RATES, '2026-12-20')).toBe(3);
    expect(minimumStay(RATES, '2026-12-19')).toBe(2);
    // A season without its own minimum takes the property's.
    expect(minimumStay({ ...RATES, seasons: [{ ...RATES.seasons[0]!, minNights: null }] }, '2026-12-20')).toBe(2);
  });

  it('is 1 without rates', () => {
    expect(minimumStay(null, '2026-12-20')).toBe(1);
    expect(minimumStay(NO_RATES, '2026-12-20')).toBe(1);
    expect(minimumStayProblem(NO_RATES, '2026-12-20', '2026-12-21')).toBeNull();
  });

  it('says how long a stay must be, from which day', () => {
    expect(minimumStayProblem(RATES, '2026-12-20', '2026-12-22')).toBe('This stay needs at least 3 nights from 20 Dec');
    expect(minimumStayProblem(RATES, '2026-12-20', '2026-12-23')).toBeNull();
    // Arriving the night before the season: the property's minimum, even though the stay runs into it.
    expect(minimumStayProblem(RATES, '2026-12-19', '2026-12-21')).toBeNull();
    expect(minimumStayProblem(RATES, '2026-09-01', '2026-09-02')).toBe('This stay needs at least 2 nights from 1 Sept');
  });

  it('greys out arrival days whose minimum stay cannot fit', () => {
    const taken = new Set(['2026-12-22']);
    const free = (night: string) => !taken.has(night);
    expect(minimumStayFits(RATES, '2026-12-20', free)).toBe(false); // 20, 21, 22: the 22nd is taken
    expect(minimumStayFits(RATES, '2026-12-23', free)).toBe(true);
    expect(minimumStayFits(RATES, '2026-12-21', (n) => n !== '2026-12-24')).toBe(true); // 21, 22, 23 are free
    expect(minimumStayFits(RATES, '2026-07-06', free, '2026-07-07')).toBe(false); // 2 nights past the last check-out
    expect(minimumStayFits(RATES, '2026-12-20', () => true, undefined, 2)).toBe(false); // longer than the longest stay
    expect(minimumStayFits(null, '2026-07-06', free, '2026-07-07')).toBe(true);
  });

  it('gives a stay calendar the arrival and departure days to grey out', () => {
    const days = minimumStayDays(RATES, ['2026-12-22'], TODAY);
    expect(days.isArrivalDisabled!('2026-12-20')).toBe(true);
    expect(days.isArrivalDisabled!('2026-12-23')).toBe(false);
    expect(days.isArrivalDisabled!('2026-12-21')).toBe(true); // its 3 nights include the 22nd
    expect(days.isDepartureDisabled!('2026-12-23', '2026-12-25')).toBe(true);
    expect(days.isDepartureDisabled!('2026-12-23', '2026-12-26')).toBe(false);
    // The last days of the booking window cannot start a 2-night stay.
    const end = bookingWindowEnd(TODAY);
    expect(days.isArrivalDisabled!(addDays(end, -1))).toBe(true);
    expect(days.isArrivalDisabled!(addDays(end, -2))).toBe(false);
    expect(minimumStayDays(NO_RATES, ['2026-12-22'], TODAY)).toEqual({});
  });

  it('says why a day cannot be a check-in, and words a search result listed for its minimum', () => {
    const days = minimumStayDays(RATES, [], TODAY);
    expect(days.arrivalHint!('2026-12-20')).toBe('Minimum 3 nights from here');
    expect(days.arrivalHint!('2026-09-01')).toBe('Minimum 2 nights from here');
    expect(minimumStayNote(3, '2026-12-20')).toBe('Minimum 3 nights from 20 Dec');
  });
});

describe('lowest price and breakdown', () => {
  it('is the lowest night price over the next 90 nights', () => {
    const cheapSeason: Rates = {
      ...RATES,
      seasons: [{ name: 'Monsoon', firstNight: '2026-08-01', lastNight: '2026-08-31', pricePerNight: 700, minNights: null }],
    };
    // 1 August is the 62nd night from 1 June; 90 nights end on 29 August.
    expect(lowestNightPrice({ pricePerNight: 1000, rates: cheapSeason }, '2026-06-01')).toBe(700);
    expect(lowestNightPrice({ pricePerNight: 1000, rates: cheapSeason }, '2026-05-03')).toBe(1000); // its 90th night is 31 July
    expect(lowestNightPrice({ pricePerNight: 1000, rates: cheapSeason }, '2026-05-04')).toBe(700);
    expect(lowestNightPrice({ pricePerNight: 1200 }, '2026-06-01')).toBe(1200);
  });

  it('groups the nights: base, weekend, season', () => {
    expect(describeNights(quote('2026-07-06', 7).nightly)).toBe('5 nights × ₹1,000, 2 weekend nights × ₹1,500');
    expect(describeNights(quote('2026-12-18', 4).nightly)).toBe('2 weekend nights × ₹1,500, 2 nights of Christmas × ₹4,000');
    expect(describeNights(quote('2026-07-06', 1).nightly)).toBe('1 night × ₹1,000');
  });
});

describe('ratesSchema', () => {
  const valid = {
    weekendPricePerNight: null,
    minNights: 1,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    seasons: [
      { name: 'New Year', firstNight: '2027-01-01', lastNight: '2027-01-03', pricePerNight: 5000, minNights: null },
      { name: 'Christmas', firstNight: '2026-12-20', lastNight: '2026-12-31', pricePerNight: 4000, minNights: 3 },
    ],
  };
  const problem = (value: unknown) => {
    const result = ratesSchema.safeParse(value);
    return result.success ? null : firstIssueWithPath(result.error);
  };

  it('accepts seasons that touch and keeps them in calendar order', () => {
    const parsed = ratesSchema.parse(valid);
    expect(parsed.seasons.map((s) => s.name)).toEqual(['Christmas', 'New Year']);
    // Numbers typed into a form arrive as text; an empty weekend price is none.
    expect(
      ratesSchema.parse({ ...valid, weekendPricePerNight: '', minNights: '2', weeklyDiscountPercent: '5', seasons: [] }),
    ).toMatchObject({
      weekendPricePerNight: null,
      minNights: 2,
      weeklyDiscountPercent: 5,
    });
  });

  it('names the seasons that overlap', () => {
    const clash = {
      ...valid,
      seasons: [
        ...valid.seasons,
        { name: 'Diwali', firstNight: '2026-12-31', lastNight: '2027-01-01', pricePerNight: 3000, minNights: null },
      ],
    };
    expect(problem(clash)).toBe("seasons.2.firstNight: Seasons 'Christmas' and 'Diwali' overlap on 31 Dec 2026");
  });

  it('refuses prices below ₹1, fractions, discounts over 70 and a last night before the first', () => {
    expect(problem({ ...valid, weekendPricePerNight: 0 })).toBe('weekendPricePerNight: Price per night must be at least 1');
    expect(problem({ ...valid, weekendPricePerNight: 10.5 })).toBe('weekendPricePerNight: Please enter a whole number');
    expect(problem({ ...valid, monthlyDiscountPercent: 71 })).toBe('monthlyDiscountPercent: Discount must be between 0 and 70%');
    expect(problem({ ...valid, weeklyDiscountPercent: -1 })).toBe('weeklyDiscountPercent: Discount must be between 0 and 70%');
    expect(problem({ ...valid, minNights: 0 })).toBe('minNights: Minimum stay must be between 1 and 365 nights');
    expect(problem({ ...valid, seasons: [{ ...valid.seasons[0], lastNight: '2026-12-31' }] })).toBe(
      'seasons.0.lastNight: The last night cannot be before the first night',
    );
    expect(problem({ ...valid, seasons: [{ ...valid.seasons[0], firstNight: '2027-02-30' }] })).toBe(
      'seasons.0.firstNight: Enter a date as YYYY-MM-DD',
    );
    expect(problem({ ...valid, seasons: [{ ...valid.seasons[0], pricePerNight: 0 }] })).toBe(
      'seasons.0.pricePerNight: Price per night must be at least 1',
    );
    expect(problem({ ...valid, seasons: [{ ...valid.seasons[0], name: '  ' }] })).toBe('seasons.0.name: This field is required');
  });
});
