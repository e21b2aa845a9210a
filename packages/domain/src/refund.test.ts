import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  checkInTimeOf,
  refundBreakdown,
  refundLines,
  refundPaise,
  refundPercent,
  refundTermsOf,
  refundTimeline,
  refundTimelineLines,
  STANDARD_REFUND_TERMS,
  type CancellationPolicy,
  type RefundTerms,
} from './refund';

const checkIn = '2026-09-30';

describe('refundPercent (docs/product/rules.md refund policy)', () => {
  it('refunds in full when cancelled 30 or more days before check-in', () => {
    expect(refundPercent({ bookedOn: '2026-01-01', cancelledOn: '2026-08-31', checkIn })).toBe(100); // 30 days
    expect(refundPercent({ bookedOn: '2026-01-01', cancelledOn: '2026-09-01', checkIn })).toBe(50); // 29 days
  });

  it('booked fewer than 30 days ahead: in full when cancelled at least 15 days before', () => {
    const bookedOn = '2026-09-05'; // 25 days before
    expect(refundPercent({ bookedOn, cancelledOn: '2026-09-15', checkIn })).toBe(100); // 15 days
    expect(refundPercent({ bookedOn, cancelledOn: '2026-09-16', checkIn })).toBe(50); // 14 days
  });

  it('booked 30 or more days ahead: 15 days before is only half', () => {
    expect(refundPercent({ bookedOn: '2026-08-01', cancelledOn: '2026-09-15', checkIn })).toBe(50);
  });

  it('refunds half up to 7 days before and nothing inside 7 days', () => {
    const bookedOn = '2026-08-01';
    expect(refundPercent({ bookedOn, cancelledOn: '2026-09-23', checkIn })).toBe(50); // 7 days
    expect(refundPercent({ bookedOn, cancelledOn: '2026-09-24', checkIn })).toBe(0); // 6 days
    expect(refundPercent({ bookedOn, cancelledOn: checkIn, checkIn })).toBe(0);
    expect(refundPercent({ bookedOn, cancelledOn: '2026-10-02', checkIn })).toBe(0); // after arrival
  });

  it('counts days across a year end and a leap day', () => {
    // 2027-12-31 → 2028-02-29 is 60 days; 2028-01-31 → 2028-02-29 is 29 days
    expect(refundPercent({ bookedOn: '2027-12-01', cancelledOn: '2027-12-31', checkIn: '2028-02-29' })).toBe(100);
    expect(refundPercent({ bookedOn: '2027-12-01', cancelledOn: '2028-01-31', checkIn: '2028-02-29' })).toBe(50);
  });

  it('never refunds offer and promotion payments', () => {
    expect(refundPercent({ bookedOn: '2026-01-01', cancelledOn: '2026-02-01', checkIn, promotional: true })).toBe(0);
  });
});

describe('refundPaise', () => {
  it('refunds the share of what was paid, in paise', () => {
    expect(refundPaise({ bookedOn: '2026-01-01', cancelledOn: '2026-02-01', checkIn, paidPaise: 1_234_550 })).toBe(1_234_550);
    expect(refundPaise({ bookedOn: '2026-08-01', cancelledOn: '2026-09-20', checkIn, paidPaise: 1_234_551 })).toBe(617_276);
  });

  it('keeps the 3% charge on card and gateway refunds', () => {
    expect(refundPaise({ bookedOn: '2026-01-01', cancelledOn: '2026-02-01', checkIn, paidPaise: 1_000_000, viaGateway: true })).toBe(
      970_000,
    );
    expect(refundPaise({ bookedOn: '2026-08-01', cancelledOn: '2026-09-20', checkIn, paidPaise: 1_000_000, viaGateway: true })).toBe(
      485_000,
    );
  });

  it('is zero inside 7 days', () => {
    expect(refundPaise({ bookedOn: '2026-08-01', cancelledOn: '2026-09-29', checkIn, paidPaise: 500_000, viaGateway: true })).toBe(0);
  });
});

describe('refundBreakdown', () => {
  it('says which rule applied, what the gateway keeps and what comes back', () => {
    expect(refundBreakdown({ bookedOn: '2026-08-01', cancelledOn: '2026-09-20', checkIn, paidPaise: 1_000_000 })).toEqual({
      policy: 'standard',
      paidPaise: 1_000_000,
      keptPaise: 0,
      percent: 50,
      rule: 'half',
      until: '2026-09-24T00:00',
      daysBeforeCheckIn: 10,
      grossPaise: 500_000,
      chargePaise: 15_000,
      gatewayChargePercent: 3,
      refundPaise: 485_000,
    });
    expect(refundBreakdown({ bookedOn: '2026-09-05', cancelledOn: '2026-09-15', checkIn, paidPaise: 100_000 }).rule).toBe(
      'lateBookingFull',
    );
    expect(refundBreakdown({ bookedOn: '2026-01-01', cancelledOn: '2026-08-31', checkIn, paidPaise: 100_000 }).rule).toBe('fullNotice');
    expect(
      refundBreakdown({ bookedOn: '2026-01-01', cancelledOn: '2026-08-31', checkIn, paidPaise: 100_000, promotional: true }),
    ).toMatchObject({
      rule: 'coupon',
      refundPaise: 0,
    });
  });

  it('explains itself line by line', () => {
    const breakdown = refundBreakdown({ bookedOn: '2026-08-01', cancelledOn: '2026-09-20', checkIn, paidPaise: 1_000_000 });
    expect(refundLines(breakdown)).toEqual([
      'Cancelled 10 days before check-in (7 days or more): 50% refund.',
      'Paid: ₹10,000',
      '50% of the amount paid: ₹5,000',
      'Card and gateway charge (3%): −₹150',
    ]);
    expect(refundLines(refundBreakdown({ bookedOn: '2026-08-01', cancelledOn: checkIn, checkIn, paidPaise: 1_000_000 }))).toEqual([
      'Cancelled on the day of check-in (fewer than 7): no refund.',
      'Paid: ₹10,000',
    ]);
  });
});

const refundRuleTextOf = (breakdown: Parameters<typeof refundLines>[0]) => refundLines(breakdown)[0];

/** The last day a step whose deadline is midnight still covers. */
const refundDeadlineDay = (until: string) => addDays(until.slice(0, 10), -1);

const termsFor = (policy: CancellationPolicy, changes: Partial<RefundTerms> = {}): RefundTerms => ({
  ...STANDARD_REFUND_TERMS,
  policy,
  ...changes,
});

/** The percent refunded when cancelling at `at` (the property's 'YYYY-MM-DDTHH:MM'), check-in 10 Dec 2026 at 14:00. */
const percentAt = (terms: RefundTerms, at: string, promotional = false) => {
  const [cancelledOn, cancelledTime] = at.split('T') as [string, string];
  return refundPercent({ bookedOn: '2026-10-01', cancelledOn, cancelledTime, checkIn: '2026-12-10', terms, promotional });
};

describe('named cancellation policies (docs/product/cancellations.md)', () => {
  it('Flexible: full refund until 24 hours before the check-in time, nothing after', () => {
    const flexible = termsFor('flexible');
    expect(percentAt(flexible, '2026-11-01T09:00')).toBe(100);
    expect(percentAt(flexible, '2026-12-09T13:59')).toBe(100);
    expect(percentAt(flexible, '2026-12-09T14:00')).toBe(0);
    expect(percentAt(flexible, '2026-12-10T09:00')).toBe(0);
  });

  it('Flexible counts from the check-in time in the settings', () => {
    const late = termsFor('flexible', { checkInTime: checkInTimeOf('4:30 PM - 10PM') });
    expect(percentAt(late, '2026-12-09T16:29')).toBe(100);
    expect(percentAt(late, '2026-12-09T16:30')).toBe(0);
  });

  it('Moderate: full refund until 5 days before check-in, 50% until check-in, nothing after', () => {
    const moderate = termsFor('moderate');
    expect(percentAt(moderate, '2026-12-05T13:59')).toBe(100);
    expect(percentAt(moderate, '2026-12-05T14:00')).toBe(50);
    expect(percentAt(moderate, '2026-12-10T13:59')).toBe(50);
    expect(percentAt(moderate, '2026-12-10T14:00')).toBe(0);
  });

  it('Non-refundable gives nothing back at any time', () => {
    expect(percentAt(termsFor('nonRefundable'), '2026-10-01T10:00')).toBe(0);
  });

  it('Standard counts whole days: the last qualifying day counts to its end', () => {
    const standard = termsFor('standard');
    expect(percentAt(standard, '2026-11-10T23:59')).toBe(100); // 30 days before
    expect(percentAt(standard, '2026-11-11T00:00')).toBe(50);
    expect(percentAt(standard, '2026-12-03T23:59')).toBe(50); // 7 days before
    expect(percentAt(standard, '2026-12-04T00:00')).toBe(0);
  });

  it('coupon bookings are non-refundable only while the owner says so', () => {
    expect(percentAt(termsFor('flexible'), '2026-11-01T09:00', true)).toBe(0);
    expect(percentAt(termsFor('flexible', { couponNonRefundable: false }), '2026-11-01T09:00', true)).toBe(100);
  });

  it('keeps the gateway charge only when the terms say so, and never calls that a full refund', () => {
    const input = {
      bookedOn: '2026-10-01',
      cancelledOn: '2026-11-01',
      cancelledTime: '09:00',
      checkIn: '2026-12-10',
      paidPaise: 3_150_000,
    };
    const kept = refundBreakdown({ ...input, terms: termsFor('flexible') });
    expect(kept).toMatchObject({ percent: 100, chargePaise: 94_500, refundPaise: 3_055_500, rule: 'full' });
    expect(refundRuleTextOf(kept)).toBe('Cancelled by 2:00 PM on Wed, 9 Dec 2026: full refund less the card and gateway charge.');
    const waived = refundBreakdown({ ...input, terms: termsFor('flexible', { gatewayChargePercent: 0 }) });
    expect(waived).toMatchObject({ percent: 100, chargePaise: 0, refundPaise: 3_150_000 });
    expect(refundRuleTextOf(waived)).toBe('Cancelled by 2:00 PM on Wed, 9 Dec 2026: full refund.');
  });

  it('takes the terms from the owner settings', () => {
    expect(refundTermsOf('moderate', { keepGatewayCharge: false, couponsNonRefundable: false, checkInHours: '2PM-10PM' })).toEqual({
      policy: 'moderate',
      gatewayChargePercent: 0,
      couponNonRefundable: false,
      checkInTime: '14:00',
    });
    expect(checkInTimeOf('12 noon')).toBe('12:00');
    expect(checkInTimeOf('anytime')).toBe('14:00');
  });
});

describe('refundTimeline', () => {
  const stay = { bookedOn: '2026-10-01', checkIn: '2026-12-10', promotional: false, paidPaise: 3_150_000 };

  it('says each step with its amount, and the cancellation at each step refunds exactly that', () => {
    const timeline = refundTimeline(STANDARD_REFUND_TERMS, stay, '2026-10-01T10:00');
    expect(refundTimelineLines(timeline)).toEqual([
      'Full refund less ₹945 card and gateway charge until Tue, 10 Nov 2026',
      '50% refund (₹15,277.50 back) until Thu, 3 Dec 2026',
      'No refund after that.',
    ]);
    for (const step of timeline.steps) {
      expect(
        refundBreakdown({ ...stay, cancelledOn: refundDeadlineDay(step.until), cancelledTime: '23:59', terms: STANDARD_REFUND_TERMS })
          .refundPaise,
      ).toBe(step.refundPaise);
    }
  });

  it('leaves out the steps already over', () => {
    expect(refundTimeline(STANDARD_REFUND_TERMS, stay, '2026-11-20T10:00').steps.map((step) => step.percent)).toEqual([50]);
  });

  it('says why a stay is non-refundable', () => {
    expect(refundTimelineLines(refundTimeline(STANDARD_REFUND_TERMS, { ...stay, promotional: true }, '2026-10-01T10:00'))).toEqual([
      'Bookings made with a coupon or offer are non-refundable.',
    ]);
    expect(refundTimeline(termsFor('nonRefundable'), stay, '2026-10-01T10:00')).toMatchObject({ nonRefundable: 'policy', steps: [] });
  });
});
