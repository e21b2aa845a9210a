import { describe, expect, it } from 'vitest';
import { quoteStay } from './pricing';
import { quoteLinesOf, quoteSchema, whatsAppShareUrl } from './quotes';
import { NO_RATES } from './rates';

const sum = (lines: { paise: number }[]) => lines.reduce((total, line) => total + line.paise, 0);

describe('the lines of a quote', () => {
  it('are the nights, the length-of-stay discount, the cleaning fee and the GST added, adding up to the total', () => {
    const quote = quoteStay({
      pricePerNight: 4_000,
      rates: { ...NO_RATES, weeklyDiscountPercent: 10 },
      checkIn: '2026-07-01',
      checkOut: '2026-07-08',
      guests: { adultCount: 2, childCount: 0 },
      today: '2026-06-15',
      gst: { pricesIncludeGst: false, stateTax: 'SGST' },
      cleaningFeePaise: 150_000,
    });
    const lines = quoteLinesOf(quote);
    expect(lines.map((line) => line.label)).toEqual(['7 nights', 'Weekly discount (10%)', 'Cleaning fee', 'GST']);
    expect(lines[1]!.paise).toBeLessThan(0);
    expect(sum(lines)).toBe(quote.totalPaise);
  });

  it('are one line when the owner charges their own price', () => {
    const quote = quoteStay({
      pricePerNight: 2_000,
      rates: null,
      checkIn: '2026-07-01',
      checkOut: '2026-07-02',
      guests: { adultCount: 1, childCount: 0 },
      today: '2026-06-15',
    });
    expect(quoteLinesOf(quote, 150_000)).toEqual([{ label: 'Price for 1 night', paise: 150_000 }]);
  });
});

describe('the quote form', () => {
  const valid = {
    hotelId: '4f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    checkIn: '2026-07-01',
    checkOut: '2026-07-03',
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    phoneNumber: '+91 98100 00001',
  };
  it('holds the nights 24 hours unless told, from 1 hour to 7 days', () => {
    expect(quoteSchema.parse(valid).holdHours).toBe(24);
    expect(quoteSchema.safeParse({ ...valid, holdHours: 168 }).success).toBe(true);
    for (const holdHours of [0, 169, 1.5]) {
      expect(quoteSchema.safeParse({ ...valid, holdHours }).error?.issues[0]?.message).toBe('Hold the nights for 1 hour to 7 days');
    }
  });
  it('asks why when the owner charges another price', () => {
    expect(quoteSchema.safeParse({ ...valid, overridePrice: 5000 }).error?.issues[0]?.path).toEqual(['overrideReason']);
  });
});

describe('the WhatsApp link', () => {
  it('opens a chat with the guest’s number, a ten-digit number being Indian', () => {
    expect(whatsAppShareUrl('+91 98100 00001', 'Your quote: https://x/quotes/a b')).toBe(
      'https://wa.me/919810000001?text=Your%20quote%3A%20https%3A%2F%2Fx%2Fquotes%2Fa%20b',
    );
    expect(whatsAppShareUrl('98100 00001', 'Hi')).toBe('https://wa.me/919810000001?text=Hi');
  });
});
