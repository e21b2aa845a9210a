import { describe, expect, it } from 'vitest';
import { refundBreakdown, refundLines, refundPaise, refundPercent } from './refund';

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
      paidPaise: 1_000_000,
      percent: 50,
      rule: 'half',
      daysBeforeCheckIn: 10,
      grossPaise: 500_000,
      chargePaise: 15_000,
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
