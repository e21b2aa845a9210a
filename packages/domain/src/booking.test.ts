import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  bookingStayProblem,
  paymentIntentSchema,
  simulatedPaymentSchema,
  SIMULATED_TEST_INPUTS,
  stayInputSchema,
} from './booking';
import { firstIssueWithPath } from './errors';

const form = {
  checkIn: '2026-07-01',
  checkOut: '2026-07-03',
  adultCount: 2,
  childCount: 0,
  infantCount: 0,
  couponCode: '',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phoneNumber: '+91 98765 43210',
};

function problem(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueWithPath(result.error as never);
}

describe('bookingFormSchema (docs/product/rules.md booking form)', () => {
  it('accepts a complete form and trims the coupon code', () => {
    const parsed = bookingFormSchema.parse({ ...form, couponCode: '  welcome10 ' });
    expect(parsed.couponCode).toBe('welcome10');
  });

  it.each([
    [{ adultCount: Number.NaN }, 'adultCount: This field is required'],
    [{ adultCount: 0 }, 'adultCount: There must be at least one adult'],
    [{ adultCount: 21 }, 'adultCount: There can be at most 20 adults'],
    [{ adultCount: 1.5 }, 'adultCount: Enter a whole number'],
    [{ childCount: -1 }, 'childCount: Children cannot be fewer than 0'],
    [{ childCount: 21 }, 'childCount: There can be at most 20 children'],
    [{ checkIn: '2026-02-30' }, 'checkIn: Enter a date as YYYY-MM-DD'],
    [{ firstName: ' ' }, 'firstName: This field is required'],
    [{ email: 'asha' }, 'email: Please enter a valid email address'],
    [{ phoneNumber: '' }, 'phoneNumber: This field is required'],
    [{ phoneNumber: '12345' }, 'phoneNumber: Please enter a valid phone number'],
    [{ phoneNumber: 'call me' }, 'phoneNumber: Please enter a valid phone number'],
  ])('refuses %o', (override, message) => {
    expect(problem(bookingFormSchema, { ...form, ...override })).toBe(message);
  });

  it('accepts common ways of writing a phone number', () => {
    for (const phoneNumber of ['9876543210', '+919876543210', '(0135) 263-1234', '098765 43210']) {
      expect(problem(bookingFormSchema, { ...form, phoneNumber })).toBeNull();
    }
  });
});

describe('paymentIntentSchema', () => {
  it('lets a signed-in user leave out name and e-mail, but never the phone number', () => {
    const { firstName: _f, lastName: _l, email: _e, ...userRequest } = form;
    expect(problem(paymentIntentSchema, userRequest)).toBeNull();
    expect(problem(paymentIntentSchema, { ...userRequest, phoneNumber: undefined })).toBe('phoneNumber: This field is required');
  });

  it('takes docs/product/booking-and-payment.md amount and currency, INR only', () => {
    expect(problem(paymentIntentSchema, { ...form, amount: 1_000_000, currency: 'INR' })).toBeNull();
    expect(problem(paymentIntentSchema, { ...form, currency: 'USD' })).toBe('currency: Only INR is accepted');
    expect(problem(paymentIntentSchema, { ...form, amount: -5 })).not.toBeNull();
  });

  it('defaults infants to 0', () => {
    const { infantCount: _i, ...rest } = form;
    expect(paymentIntentSchema.parse(rest).infantCount).toBe(0);
  });
});

describe('bookingStayProblem', () => {
  const today = '2026-06-15';
  const stay = { checkIn: '2026-07-01', checkOut: '2026-07-03', adultCount: 2, childCount: 1 };

  it('accepts a stay within the window and the capacity', () => {
    expect(bookingStayProblem(stay, today, { adultCount: 2, childCount: 1 })).toBeNull();
  });

  it('refuses dates outside the window first', () => {
    expect(bookingStayProblem({ ...stay, checkIn: '2026-06-14' }, today, { adultCount: 1, childCount: 0 })).toBe(
      'Check-in cannot be in the past',
    );
  });

  it("refuses more guests than the property's capacity", () => {
    expect(bookingStayProblem(stay, today, { adultCount: 1, childCount: 2 })).toBe('This property takes at most 1 adult');
    expect(bookingStayProblem(stay, today, { adultCount: 4, childCount: 0 })).toBe('This property does not take children');
    expect(bookingStayProblem({ ...stay, childCount: 3 }, today, { adultCount: 4, childCount: 2 })).toBe(
      'This property takes at most 2 children',
    );
  });
});

describe('bookingStayProblem: longest stay and infants', () => {
  const today = '2026-06-15';
  const capacity = { adultCount: 4, childCount: 2 };
  const guests = { adultCount: 2, childCount: 0 };

  it('refuses a stay longer than the longest stay, telling the guest to contact the owner', () => {
    const thirty = { ...guests, checkIn: '2026-07-01', checkOut: '2026-07-31' };
    expect(bookingStayProblem(thirty, today, capacity, { maxStayNights: 30 })).toBeNull();
    expect(bookingStayProblem({ ...thirty, checkOut: '2026-08-01' }, today, capacity, { maxStayNights: 30 })).toBe(
      'A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.',
    );
    // A year-long hold of the calendar, the squatting of issue 13.
    expect(bookingStayProblem({ ...guests, checkIn: today, checkOut: '2027-06-15' }, today, capacity, { maxStayNights: 30 })).toMatch(
      /at most 30 nights.*contact the owner/,
    );
  });

  it("counts infants toward the property's total places", () => {
    const stay = { ...guests, checkIn: '2026-07-01', checkOut: '2026-07-03' };
    // 4 adult and 2 child places: two adults, a child and three infants fit; a fourth infant does not.
    expect(bookingStayProblem({ ...stay, childCount: 1, infantCount: 3 }, today, capacity)).toBeNull();
    expect(bookingStayProblem({ ...stay, childCount: 1, infantCount: 4 }, today, capacity)).toBe(
      'This property takes at most 6 guests, infants included',
    );
    expect(bookingStayProblem({ ...stay, adultCount: 1, infantCount: 20 }, today, capacity)).toBe(
      'This property takes at most 6 guests, infants included',
    );
  });

  it('bounds infants to 0–20 in the shared stay schema', () => {
    const base = { checkIn: '2026-07-01', checkOut: '2026-07-03', adultCount: 2, childCount: 0 };
    expect(stayInputSchema.safeParse({ ...base, infantCount: 21 }).error?.issues[0]?.message).toBe('There can be at most 20 infants');
    expect(stayInputSchema.safeParse({ ...base, infantCount: -1 }).error?.issues[0]?.message).toBe('Infants cannot be fewer than 0');
    expect(stayInputSchema.parse({ ...base, infantCount: 20 }).infantCount).toBe(20);
  });
});

describe('simulatedPaymentSchema', () => {
  it('accepts the documented test inputs', () => {
    expect(problem(simulatedPaymentSchema, { orderId: 'order_1', method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess })).toBeNull();
    expect(
      problem(simulatedPaymentSchema, {
        orderId: 'order_1',
        method: 'card',
        cardNumber: SIMULATED_TEST_INPUTS.cardSuccess,
        cardExpiry: '12/30',
        cardCvv: '123',
      }),
    ).toBeNull();
    expect(
      problem(simulatedPaymentSchema, {
        orderId: 'order_1',
        method: 'card',
        cardNumber: SIMULATED_TEST_INPUTS.cardFailure,
        cardExpiry: '12/30',
        cardCvv: '123',
      }),
    ).toBeNull();
  });

  it('refuses malformed inputs with a clear message', () => {
    expect(problem(simulatedPaymentSchema, { orderId: 'order_1', method: 'upi', upiId: 'nobody' })).toBe(
      'upiId: Enter a UPI ID such as name@bank',
    );
    const card = { orderId: 'order_1', method: 'card', cardExpiry: '12/30', cardCvv: '123' };
    expect(problem(simulatedPaymentSchema, { ...card, cardNumber: '4111 1111 1111 1112' })).toBe('cardNumber: Enter a valid card number');
    expect(problem(simulatedPaymentSchema, { ...card, cardNumber: '4111111111111111', cardExpiry: '13/30' })).toBe(
      'cardExpiry: Enter the expiry as MM/YY',
    );
    expect(problem(simulatedPaymentSchema, { orderId: 'order_1', method: 'cash' })).not.toBeNull();
  });
});
