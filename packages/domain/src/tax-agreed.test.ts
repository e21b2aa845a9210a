import { describe, expect, it } from 'vitest';
import { gstInAgreedTotal } from './tax-agreed';

describe('gstInAgreedTotal', () => {
  it('takes the GST out of the total, each night at the rate of its share', () => {
    // ₹21,000 over a ₹6,000 weekday and a ₹14,000 weekend night: shares ₹6,300 (5 %) and ₹14,700 (18 %).
    const gst = gstInAgreedTotal(21_000_00, [6_000, 14_000], { stateTax: 'SGST' });
    expect(gst.lines).toEqual([
      { ratePercent: 5, nights: 1, taxablePaise: 6_000_00, centralPaise: 150_00, statePaise: 150_00 },
      { ratePercent: 18, nights: 1, taxablePaise: 12_457_62, centralPaise: 1_121_19, statePaise: 1_121_19 },
    ]);
    expect(gst.taxablePaise + gst.taxPaise).toBe(21_000_00);
    expect(gst.pricesIncludeGst).toBe(true);
  });

  it('brings a night under the slab when the agreed total is lower, and adds up to any total to the paisa', () => {
    expect(gstInAgreedTotal(15_000_00, [8_000, 8_000], { stateTax: 'UTGST' }).lines).toEqual([
      { ratePercent: 5, nights: 2, taxablePaise: 14_285_72, centralPaise: 357_14, statePaise: 357_14 },
    ]);
    for (let total = 1; total < 5_000_00; total += 997) {
      const gst = gstInAgreedTotal(total, [3, 1, 7], { stateTax: 'SGST' });
      expect(gst.taxablePaise + gst.taxPaise).toBe(total);
    }
  });
});
