import { describe, expect, it } from 'vitest';
import { balanceGraceEndsOn, balanceLinkSendOn, FULL_PAYMENT, paymentSchedule, type DepositTerms } from './deposits';

const checkIn = '2026-12-20';
const thirtyPercent: DepositTerms = { kind: 'percent', percent: 30, balanceDueDays: 14 };

describe('paymentSchedule (deposits and balances)', () => {
  it('charges the whole total at booking when the owner asks for no deposit', () => {
    expect(paymentSchedule(1_000_000, FULL_PAYMENT, { bookedOn: '2026-11-01', checkIn })).toEqual({
      depositPaise: 1_000_000,
      balancePaise: 0,
      balanceDueOn: null,
    });
  });

  it('splits a percentage deposit, rounded to whole rupees, and the balance due N days before check-in', () => {
    expect(paymentSchedule(1_234_567, thirtyPercent, { bookedOn: '2026-11-01', checkIn })).toEqual({
      depositPaise: 370_400,
      balancePaise: 864_167,
      balanceDueOn: '2026-12-06',
    });
  });

  it('at the window’s edges: the day before the due date takes a deposit, the due date itself and later pay in full', () => {
    expect(paymentSchedule(1_000_000, thirtyPercent, { bookedOn: '2026-12-05', checkIn }).balancePaise).toBe(700_000);
    expect(paymentSchedule(1_000_000, thirtyPercent, { bookedOn: '2026-12-06', checkIn })).toEqual({
      depositPaise: 1_000_000,
      balancePaise: 0,
      balanceDueOn: null,
    });
    expect(paymentSchedule(1_000_000, thirtyPercent, { bookedOn: '2026-12-19', checkIn }).balancePaise).toBe(0);
  });

  it('a fixed deposit is that amount; one as large as the total, or leaving less than ₹1, is full payment', () => {
    const fixed = (amountPaise: number): DepositTerms => ({ kind: 'fixed', amountPaise, balanceDueDays: 7 });
    expect(paymentSchedule(1_000_000, fixed(250_000), { bookedOn: '2026-11-01', checkIn })).toEqual({
      depositPaise: 250_000,
      balancePaise: 750_000,
      balanceDueOn: '2026-12-13',
    });
    expect(paymentSchedule(1_000_000, fixed(1_000_000), { bookedOn: '2026-11-01', checkIn }).balancePaise).toBe(0);
    expect(paymentSchedule(1_000_000, fixed(2_000_000), { bookedOn: '2026-11-01', checkIn }).depositPaise).toBe(1_000_000);
    expect(paymentSchedule(1_000_000, fixed(999_950), { bookedOn: '2026-11-01', checkIn }).balancePaise).toBe(0);
  });

  it('a deposit under ₹1 is full payment; deposit and balance always add up to the total', () => {
    expect(
      paymentSchedule(20_000, { kind: 'percent', percent: 0.2, balanceDueDays: 7 }, { bookedOn: '2026-11-01', checkIn }).balancePaise,
    ).toBe(0);
    for (const total of [100, 101, 9_999, 123_457, 5_000_000]) {
      for (const percent of [1, 10, 33, 50, 99, 100]) {
        const split = paymentSchedule(total, { kind: 'percent', percent, balanceDueDays: 10 }, { bookedOn: '2026-11-01', checkIn });
        expect(split.depositPaise + split.balancePaise).toBe(total);
        expect(split.depositPaise).toBeGreaterThanOrEqual(100);
      }
    }
  });
});

describe('balanceLinkSendOn', () => {
  it('e-mails the link 3 days before the balance is due, or on the booking day when that is later', () => {
    const schedule = paymentSchedule(1_000_000, thirtyPercent, { bookedOn: '2026-11-01', checkIn });
    expect(balanceLinkSendOn(schedule, '2026-11-01')).toBe('2026-12-03');
    const late = paymentSchedule(1_000_000, thirtyPercent, { bookedOn: '2026-12-05', checkIn });
    expect(balanceLinkSendOn(late, '2026-12-05')).toBe('2026-12-05');
    expect(balanceLinkSendOn(paymentSchedule(1_000_000, FULL_PAYMENT, { bookedOn: '2026-11-01', checkIn }), '2026-11-01')).toBeNull();
  });
});

describe('balanceGraceEndsOn', () => {
  it('is the day after the grace: the link’s last payable day is the due date plus the grace days', () => {
    expect(balanceGraceEndsOn('2026-12-06', 2)).toBe('2026-12-09');
    // No grace: payable on the due date only, over the next day.
    expect(balanceGraceEndsOn('2026-12-31', 0)).toBe('2027-01-01');
  });
});
