import { describe, expect, it } from 'vitest';
import { changeDifference } from './change';
import { STANDARD_REFUND_TERMS } from './refund';

// Standard terms: in full 30 days or more before check-in (less the 3% gateway charge), half from 7 days, then nothing.
const policy = (cancelledOn: string) => ({ bookedOn: '2026-01-01', cancelledOn, checkIn: '2026-09-30', terms: STANDARD_REFUND_TERMS });

describe('changeDifference: the price differences of a change', () => {
  it('a stay that grows owes the difference, and nothing comes back', () => {
    expect(changeDifference({ totalPaise: 12_000_00, paidPaise: 9_000_00, refund: policy('2026-08-01') })).toEqual({
      differencePaise: 3_000_00,
      toPayPaise: 3_000_00,
      toReturnPaise: 0,
      keptPaise: 0,
      chargedPaise: 12_000_00,
    });
  });

  it('a move at the same price owes and returns nothing', () => {
    expect(changeDifference({ totalPaise: 9_000_00, paidPaise: 9_000_00, refund: 'full' })).toEqual({
      differencePaise: 0,
      toPayPaise: 0,
      toReturnPaise: 0,
      keptPaise: 0,
      chargedPaise: 9_000_00,
    });
  });

  it('a stay that shrinks gives the difference back in full when the owner chooses', () => {
    expect(changeDifference({ totalPaise: 6_000_00, paidPaise: 9_000_00, refund: 'full' })).toMatchObject({
      toReturnPaise: 3_000_00,
      keptPaise: 0,
    });
  });

  it('under the terms, as if that much were cancelled now: full less the charge, half, then nothing', () => {
    const shrink = (on: string) => changeDifference({ totalPaise: 6_000_00, paidPaise: 9_000_00, refund: policy(on) });
    expect(shrink('2026-08-31')).toMatchObject({
      differencePaise: -3_000_00,
      toReturnPaise: 2_910_00,
      keptPaise: 90_00,
      chargedPaise: 6_090_00,
    }); // 30 days
    expect(shrink('2026-09-01')).toMatchObject({ toReturnPaise: 1_455_00, keptPaise: 1_545_00 }); // 29 days: half, less 3%
    expect(shrink('2026-09-24')).toMatchObject({ toReturnPaise: 0, keptPaise: 3_000_00 }); // 6 days
  });

  it('a coupon booking under terms that keep coupons gets nothing back; the owner may still return it in full', () => {
    const promotional = { ...policy('2026-08-01'), promotional: true };
    expect(changeDifference({ totalPaise: 6_000_00, paidPaise: 9_000_00, refund: promotional }).toReturnPaise).toBe(0);
    expect(changeDifference({ totalPaise: 6_000_00, paidPaise: 9_000_00, refund: 'full' }).toReturnPaise).toBe(3_000_00);
  });

  it('less than the provider’s minimum (₹1) is neither sent back nor asked for', () => {
    expect(changeDifference({ totalPaise: 8_999_01, paidPaise: 9_000_00, refund: 'full' })).toEqual({
      differencePaise: -99,
      toPayPaise: 0,
      toReturnPaise: 0,
      keptPaise: 99,
      chargedPaise: 9_000_00,
    });
    expect(changeDifference({ totalPaise: 9_000_99, paidPaise: 9_000_00, refund: 'full' })).toMatchObject({
      toPayPaise: 0,
      chargedPaise: 9_000_00,
    });
    expect(changeDifference({ totalPaise: 9_001_00, paidPaise: 9_000_00, refund: 'full' }).toPayPaise).toBe(100);
    expect(changeDifference({ totalPaise: 8_999_00, paidPaise: 9_000_00, refund: 'full' }).toReturnPaise).toBe(100);
  });
});
