import {
  CONFIRMATION_MESSAGES,
  quoteStay,
  refundTimeline,
  STANDARD_REFUND_TERMS,
  type AdminBooking,
  type Booking,
  type BookingConfirmation,
  type BookingQuote,
  type CouponTerms,
} from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, openedDialog, renderApp, signedIn, visitor } from '../../test/render';
import { adminBookingDetail } from '../../test/fixtures';

const TODAY = '2026-07-10';
const HOTEL = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Cedar Crest Residency',
  city: 'Shimla',
  country: 'India',
  type: 'Hill view apartment',
  starRating: 5,
  pricePerNight: 4200,
  adultCount: 4,
  childCount: 2,
  imageUrls: ['/uploads/hotels/cedar.webp'],
};
const COUPONS: Record<string, CouponTerms & { couponCode: string }> = {
  hills500: { couponCode: 'HILLS500', couponType: 'Direct Money Off', amount: 500, minNights: 2, expiryDate: '2026-10-01' },
  gone: { couponCode: 'GONE', couponType: 'Percentage', amount: 50, minNights: 0, expiryDate: '2026-07-09' },
  longstay20: { couponCode: 'LONGSTAY20', couponType: 'Percentage', amount: 20, minNights: 7, expiryDate: null },
};

const config = {
  'GET /api/config': () => ({
    status: 200,
    body: {
      propertyTimezone: 'Asia/Kolkata',
      today: TODAY,
      holdMinutes: 15,
      bookingEngineUrl: null,
      bookingEnginePropertyId: '9166',
      business: { name: 'Hillnest', contactEmail: 'admin@hillnest.example', phone: null, whatsapp: null, address: null },
      paymentProvider: 'simulated',
      razorpayKeyId: 'rzp_test_simulated',
    },
  }),
};

/** The quote endpoint as the server answers it, computed with the same domain function. */
function quoteHandler(init: RequestInit) {
  const input = JSON.parse(String(init.body));
  const terms = COUPONS[String(input.couponCode).toLowerCase()];
  const quote = quoteStay({
    pricePerNight: HOTEL.pricePerNight,
    rates: null,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input,
    coupon: input.couponCode ? { code: input.couponCode, terms: terms ?? null } : null,
    today: TODAY,
  });
  const body: BookingQuote = {
    nights: quote.nights,
    nightly: quote.nightly,
    basePaise: quote.basePaise,
    extraGuests: quote.extraGuests,
    discount: quote.discount,
    stayPaise: quote.stayPaise,
    gst: quote.gst,
    charges: quote.charges,
    taxes: quote.taxes,
    totalPaise: quote.totalPaise,
    currency: 'INR',
    available: true,
    coupon: quote.coupon && {
      couponCode: terms?.couponCode ?? input.couponCode,
      status: quote.coupon.status,
      message: null,
      couponMessage: null,
      terms: terms ?? null,
      paise: quote.coupon.status === 'valid' ? quote.basePaise - (quote.discount?.paise ?? 0) - quote.totalPaise : 0,
    },
    refunds: refundTimeline(
      STANDARD_REFUND_TERMS,
      { bookedOn: TODAY, checkIn: input.checkIn, promotional: quote.coupon?.status === 'valid', paidPaise: quote.totalPaise },
      `${TODAY}T10:00`,
    ),
    holdMinutes: 15,
  };
  return { status: 200, body };
}

const MANAGE_TOKEN = 'a1b2c3.signed';
const TIMELINE_LINES = ['50% refund (₹10,185 back) until Mon, 6 Jul 2026', 'No refund after that.'] as const;
const CONFIRMATION: BookingConfirmation = {
  reference: 'HN-7K3QX2',
  balance: null,
  status: 'confirmed',
  hotel: { _id: HOTEL._id, name: HOTEL.name, city: 'Shimla', country: 'India', imageUrl: null, latitude: 31.1048, longitude: 77.1734 },
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  phoneNumber: '9810000001',
  checkIn: '2026-07-12',
  checkOut: '2026-07-14',
  nights: 2,
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  totalCost: 20_500,
  totalPaise: 2_050_000,
  couponCode: 'HILLS500',
  charges: [],
  checkInHours: '2PM-10PM',
  checkOutBy: '10:30 AM',
  cancellationPolicy: TIMELINE_LINES,
  owner: { name: 'Hillnest', email: 'owner@hillnest.example', phone: '+91 98100 12345' },
  manageToken: MANAGE_TOKEN,
  confirmedAt: '2026-07-10T10:00:00.000Z',
  refund: null,
  gst: null,
  documents: [],
};

/** What the confirmation page must show after payment. */
async function expectConfirmationPage(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe(`/booking-confirmed/${MANAGE_TOKEN}`));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy();
  expect(screen.getByTestId('booking-reference').textContent).toBe('HN-7K3QX2');
  expect(screen.getByText('We sent the details to meera@example.com')).toBeTruthy();
  expect(screen.getByText('₹20,500 (coupon HILLS500)')).toBeTruthy();
  expect(screen.getByText('Sun, 12 Jul 2026, 2PM-10PM')).toBeTruthy();
  expect(screen.getByText('Tue, 14 Jul 2026, by 10:30 AM')).toBeTruthy();
  expect(screen.getByText(TIMELINE_LINES[0])).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Manage booking' }).getAttribute('href')).toBe(`/manage-booking/${MANAGE_TOKEN}`);
  expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
    `/api/bookings/manage/${MANAGE_TOKEN}/calendar.ics`,
  );
  const directions = screen.getByRole('link', { name: 'Get directions' });
  expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=31.1048,77.1734');
  expect(directions.getAttribute('target')).toBe('_blank');
  expect(directions.getAttribute('rel')).toContain('noopener');
  expect(screen.getByText('+91 98100 12345')).toBeTruthy();
}

function bookingServer(extra: Record<string, (init: RequestInit) => { status: number; body?: unknown }> = {}) {
  const calls: Record<string, unknown[]> = {};
  const record = (key: string, handler: (init: RequestInit) => { status: number; body?: unknown }) => (init: RequestInit) => {
    (calls[key] ??= []).push(init.body ? JSON.parse(String(init.body)) : undefined);
    return handler(init);
  };
  const handlers = {
    ...visitor,
    ...config,
    [`GET /api/hotels/${HOTEL._id}`]: () => ({ status: 200, body: HOTEL }),
    [`GET /api/hotels/${HOTEL._id}/availability`]: () => ({ status: 200, body: { takenNights: ['2026-07-20'] } }),
    [`POST /api/hotels/${HOTEL._id}/bookings/quote`]: quoteHandler,
    [`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]: (init: RequestInit) => ({
      status: 201,
      body: {
        orderId: 'order_Test0000000001',
        amount: JSON.parse(String(init.body)).amount,
        currency: 'INR',
        keyId: 'rzp_test_simulated',
        provider: 'simulated',
        holdExpiresAt: '2026-07-10T10:15:00.000Z',
      },
    }),
    'POST /api/payments/simulated/pay': (init: RequestInit) =>
      JSON.parse(String(init.body)).upiId === 'failure@razorpay'
        ? { status: 402, body: { error: { description: 'The UPI payment was declined by the payer.' } } }
        : {
            status: 200,
            body: { razorpay_payment_id: 'pay_Test0000000001', razorpay_order_id: 'order_Test0000000001', razorpay_signature: 'sig' },
          },
    'POST /api/hotels/order/validate': () => ({ status: 200, body: { ...booking(), manageToken: MANAGE_TOKEN } }),
    [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({ status: 200, body: CONFIRMATION }),
    'POST /api/hotels/order/release': () => ({ status: 200, body: { released: true } }),
    ...extra,
  };
  fakeServer(Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [key, record(key, handler)])));
  return calls;
}

const bookingUrl = (query = 'checkIn=2026-07-12&checkOut=2026-07-14&adultCount=2&childCount=1') => `/hotel/${HOTEL._id}/booking?${query}`;
/** The page's code loads lazily: the first render may take a while on a busy machine. */
const pageReady = () => screen.findByRole('heading', { name: HOTEL.name });
const confirmButton = () => screen.getByRole('button', { name: /Confirm Booking|Processing/ });

async function fillGuestContact() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Meera');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Iyer');
  await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
  await userEvent.type(screen.getByLabelText('Phone Number'), '9810000001');
}

// Typing through whole forms takes a few seconds when the machine is busy.
describe('booking page', { timeout: 30_000 }, () => {
  it('reads the stay from the address and prices it: adults in full, children half', async () => {
    bookingServer();
    renderApp(bookingUrl());
    await pageReady();
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('12 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('14 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('2 nights')).toBeTruthy();
    expect(within(summary).getByText('2 adults, 1 child')).toBeTruthy();
    // ₹4,200 × 2 × 2 + ₹2,100 × 2 × 1 = ₹21,000
    expect(within(summary).getByText('₹16,800')).toBeTruthy();
    expect(within(summary).getByText('₹4,200')).toBeTruthy();
    expect(within(summary).getAllByText('₹21,000')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });

  it('defaults to tonight, one night, one adult without a query string', async () => {
    bookingServer();
    renderApp(`/hotel/${HOTEL._id}/booking`);
    await pageReady();
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('10 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('11 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('1 adult')).toBeTruthy();
  });

  it('books as a guest with a coupon through the simulated checkout and shows the confirmation', async () => {
    const calls = bookingServer();
    const { router } = renderApp(bookingUrl());
    await pageReady();
    await fillGuestContact();
    const coupon = screen.getByLabelText('Coupon Code');
    expect(coupon.dataset.state).toBe('neutral');
    await userEvent.type(coupon, 'hills500');
    await waitFor(() => expect(coupon.dataset.state).toBe('valid'));
    expect(screen.getByText('Coupon discount')).toBeTruthy();
    expect(screen.getAllByText('₹20,500').length).toBeGreaterThan(0);

    await userEvent.click(confirmButton());
    const dialog = await openedDialog('Test payment');
    expect(within(dialog).getByText('₹20,500')).toBeTruthy();
    expect(calls[`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]).toEqual([
      expect.objectContaining({
        amount: 2_050_000,
        currency: 'INR',
        couponCode: 'hills500',
        adultCount: 2,
        childCount: 1,
        firstName: 'Meera',
        phoneNumber: '9810000001',
      }),
    ]);
    await userEvent.type(within(dialog).getByLabelText('UPI ID'), 'success@razorpay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(calls['POST /api/hotels/order/validate']).toEqual([
      { razorpay_payment_id: 'pay_Test0000000001', razorpay_order_id: 'order_Test0000000001', razorpay_signature: 'sig' },
    ]);
    await expectConfirmationPage(router);
  });

  it('offers the extras, lists the cleaning fee and each extra chosen, and pays the total with the extras named', async () => {
    const breakfast = {
      _id: 'x-breakfast',
      name: 'Breakfast',
      description: 'Aloo paratha',
      pricePaise: 300_00,
      basis: 'perGuestPerNight',
      taxRatePercent: 5,
      sac: '996331',
      maxQuantity: null,
      refundable: true,
    };
    const pickup = {
      _id: 'x-pickup',
      name: 'Airport pickup',
      description: '',
      pricePaise: 900_00,
      basis: 'perStay',
      taxRatePercent: 18,
      sac: '996412',
      maxQuantity: 2,
      refundable: false,
    };
    const calls = bookingServer({
      [`GET /api/hotels/${HOTEL._id}/extras`]: () => ({ status: 200, body: { cleaningFeePaise: 500_00, extras: [breakfast, pickup] } }),
    });
    renderApp(bookingUrl());
    await pageReady();
    await fillGuestContact();
    const summary = screen.getByRole('complementary');
    expect(await screen.findByText('A cleaning fee of ₹500 is added once per stay.')).toBeTruthy();
    expect(within(summary).getByText('Cleaning fee')).toBeTruthy();
    expect(screen.getByText('Airport pickup')).toBeTruthy();
    expect(screen.getByText('₹900 per stay · Non-refundable')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: /Breakfast/ }));
    const more = screen.getByRole('button', { name: 'More airport pickup' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // ₹300 × 2 nights × 3 guests; ₹900 × 2
    expect(within(summary).getByText('Breakfast (per guest per night)').nextElementSibling?.textContent).toBe('₹1,800');
    expect(within(summary).getByText('Airport pickup × 2 (per stay, non-refundable)').nextElementSibling?.textContent).toBe('₹1,800');
    // ₹21,000 + ₹500 + ₹1,800 + ₹1,800
    expect(within(summary).getByText('₹25,100')).toBeTruthy();

    await userEvent.click(confirmButton());
    await openedDialog('Test payment');
    expect(calls[`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]).toEqual([
      expect.objectContaining({
        amount: 25_100_00,
        extras: [
          { extraId: 'x-breakfast', quantity: 1 },
          { extraId: 'x-pickup', quantity: 2 },
        ],
      }),
    ]);
  });

  it('says the payment was received when the confirmation call gets no answer, and shows the confirmation once the order is settled', async () => {
    let settled = false;
    const calls = bookingServer({
      'POST /api/hotels/order/validate': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/hotels/order/status': () => ({
        status: 200,
        body: settled ? { state: 'confirmed', reference: 'HN-7K3QX2', manageToken: MANAGE_TOKEN } : { state: 'processing' },
      }),
    });
    const { router } = renderApp(bookingUrl());
    await pageReady();
    await fillGuestContact();
    await userEvent.click(confirmButton());
    const dialog = await openedDialog('Test payment');
    await userEvent.type(within(dialog).getByLabelText('UPI ID'), 'success@razorpay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText(CONFIRMATION_MESSAGES.processing)).toBeTruthy();
    expect(screen.queryByText(/Payment Failed/)).toBeNull();
    await waitFor(() => expect(calls['POST /api/hotels/order/status']?.length ?? 0).toBeGreaterThan(0));
    settled = true;
    expect(await screen.findByText('Payment Successful!', {}, { timeout: 10_000 })).toBeTruthy();
    await expectConfirmationPage(router);
  });

  it('a declined payment shows Payment Failed!, makes no booking and lets the guest retry or close', async () => {
    const calls = bookingServer();
    renderApp(bookingUrl());
    await pageReady();
    await fillGuestContact();
    await userEvent.click(confirmButton());
    expect(confirmButton().textContent).toBe('Processing...');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    const dialog = await openedDialog('Test payment');
    await userEvent.type(within(dialog).getByLabelText('UPI ID'), 'failure@razorpay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment Failed! The UPI payment was declined by the payer.')).toBeTruthy();
    expect(calls['POST /api/hotels/order/validate']).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect(calls['POST /api/hotels/order/release']).toEqual([{ orderId: 'order_Test0000000001' }]);
    expect(confirmButton().textContent).toBe('Confirm Booking');
  });

  it.each([
    ['gone', 'Coupon Expired!!'],
    ['longstay20', 'You have to stay for atleast 7 nights to apply this coupon'],
  ])('an invalid coupon (%s) turns red, toasts, keeps the original total and blocks confirming', async (code, message) => {
    bookingServer();
    renderApp(bookingUrl());
    await pageReady();
    const coupon = screen.getByLabelText('Coupon Code');
    await userEvent.type(coupon, code);
    await waitFor(() => expect(coupon.dataset.state).toBe('invalid'));
    // Once in the toast and once under the field.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getAllByText('₹21,000').length).toBeGreaterThan(0);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(coupon);
    await waitFor(() => expect(coupon.dataset.state).toBe('neutral'));
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refund timeline and how long the dates are held before paying", async () => {
    bookingServer();
    renderApp(bookingUrl('checkIn=2026-09-12&checkOut=2026-09-14&adultCount=2&childCount=1'));
    await pageReady();
    const timeline = await screen.findByRole('region', { name: 'If you cancel' });
    expect(within(timeline).getByText('Full refund less ₹630 card and gateway charge until Thu, 13 Aug 2026')).toBeTruthy();
    expect(within(timeline).getByText('50% refund (₹10,185 back) until Sat, 5 Sept 2026')).toBeTruthy();
    expect(within(timeline).getByText('No refund after that.')).toBeTruthy();
    expect(screen.getByTestId('hold-minutes').textContent).toContain('for 15 minutes');
  });

  it('says where a coupon is applied that it makes the stay non-refundable, and removes it on request', async () => {
    bookingServer();
    renderApp(bookingUrl('checkIn=2026-09-12&checkOut=2026-09-14&adultCount=2&childCount=1'));
    await pageReady();
    const coupon = screen.getByLabelText('Coupon Code') as HTMLInputElement;
    await userEvent.type(coupon, 'hills500');
    const warning = await screen.findByTestId('coupon-non-refundable');
    expect(warning.textContent).toContain('With this coupon the stay is non-refundable');
    expect(await screen.findByText('Bookings made with a coupon or offer are non-refundable.')).toBeTruthy();
    await userEvent.click(within(warning).getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(coupon.value).toBe(''));
    expect(await screen.findByText('No refund after that.')).toBeTruthy();
    expect(screen.queryByTestId('coupon-non-refundable')).toBeNull();
  });

  it('an unknown code is red too', async () => {
    bookingServer();
    renderApp(bookingUrl());
    await pageReady();
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'NOPE');
    expect(await screen.findByText('Invalid coupon code')).toBeTruthy();
  });

  it("counts guests with the search bar's counters, within the property, and validates contact", async () => {
    bookingServer();
    renderApp(bookingUrl('checkIn=2026-07-12&checkOut=2026-07-14&adultCount=5&childCount=0'));
    await pageReady();
    const main = within(screen.getByRole('main'));
    // The address asked for more than the property takes: said, and the + is off at its capacity.
    expect(await screen.findByText('This property takes at most 4 adults')).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect((main.getByRole('button', { name: 'More adults' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(main.getByRole('button', { name: 'Fewer adults' }));
    expect(screen.queryByText('This property takes at most 4 adults')).toBeNull();
    expect(main.getByRole('group', { name: 'Adults' }).textContent).toContain('4');
    for (let i = 0; i < 3; i += 1) await userEvent.click(main.getByRole('button', { name: 'Fewer adults' }));
    // Never below one adult.
    expect((main.getByRole('button', { name: 'Fewer adults' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(main.getByRole('button', { name: 'More children' }));
    expect(within(screen.getByRole('complementary')).getByText('1 adult, 1 child')).toBeTruthy();
    await userEvent.click(confirmButton());
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
  });

  it('prefills a signed-in user read-only, and shows them the confirmation after paying', async () => {
    bookingServer({
      ...signedIn(),
      'GET /api/users/me': () => ({ status: 200, body: { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' } }),
      'POST /api/hotels/getUserBookings': () => ({ status: 200, body: { data: [] } }),
    });
    const { router } = renderApp(bookingUrl());
    await pageReady();
    const first = screen.getByLabelText('First Name') as HTMLInputElement;
    expect(first.value).toBe('Asha');
    expect(first.readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).readOnly).toBe(false);
    await userEvent.type(screen.getByLabelText('Phone Number'), '9810000001');
    await userEvent.click(confirmButton());
    const dialog = await openedDialog('Test payment');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4111 1111 1111 1111');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
    await userEvent.type(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    await expectConfirmationPage(router);
  });

  it("says a stay is longer than the site books online before the guest confirms (the server's MAX_STAY_NIGHTS)", async () => {
    const calls = bookingServer({
      'GET /api/config': () => ({
        status: 200,
        body: {
          propertyTimezone: 'Asia/Kolkata',
          today: TODAY,
          holdMinutes: 15,
          maxStayNights: 14,
          bookingEngineUrl: null,
          bookingEnginePropertyId: '9166',
          business: { name: 'Hillnest', contactEmail: 'admin@hillnest.example', phone: null, whatsapp: null, address: null },
          paymentProvider: 'simulated',
          razorpayKeyId: 'rzp_test_simulated',
        },
      }),
    });
    renderApp(bookingUrl('checkIn=2026-07-21&checkOut=2026-08-05&adultCount=2&childCount=0'));
    await pageReady();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A stay booked online can be at most 14 nights. For a longer stay, please contact the owner.',
    );
    await fillGuestContact();
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(calls[`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]).toBeUndefined();
  });

  it("shows the server's message when the dates were just taken", async () => {
    bookingServer({
      [`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]: () => ({
        status: 409,
        body: { message: 'Those dates are no longer available. Please choose other dates.' },
      }),
    });
    renderApp(bookingUrl());
    await pageReady();
    await fillGuestContact();
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Those dates are no longer available. Please choose other dates.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a guest back the hold this browser kept: its nights are free for them, and the new order replaces it', async () => {
    const key = `hold ${HOTEL._id}`;
    const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();
    localStorage.setItem(
      key,
      JSON.stringify({
        hotelId: HOTEL._id,
        orderId: 'order_Kept',
        checkIn: '2026-07-12',
        checkOut: '2026-07-14',
        holdExpiresAt: inTenMinutes,
      }),
    );
    try {
      // Everyone's availability counts the kept hold's nights; the quote frees them only for its order id.
      const calls = bookingServer({
        [`GET /api/hotels/${HOTEL._id}/availability`]: () => ({ status: 200, body: { takenNights: ['2026-07-12', '2026-07-13'] } }),
        [`POST /api/hotels/${HOTEL._id}/bookings/quote`]: (init) => {
          const answer = quoteHandler(init);
          return { ...answer, body: { ...answer.body, available: JSON.parse(String(init.body)).replacesOrderId === 'order_Kept' } };
        },
      });
      renderApp(bookingUrl());
      await pageReady();
      await fillGuestContact();
      await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
      const form = screen.getByRole('form', { name: 'Booking details' });
      expect(within(form).queryByText('Those dates are no longer available. Please choose other dates.')).toBeNull();
      await userEvent.click(confirmButton());
      await openedDialog('Test payment');
      expect(calls[`POST /api/hotels/${HOTEL._id}/bookings/payment-intent`]).toEqual([
        expect.objectContaining({ replacesOrderId: 'order_Kept', checkIn: '2026-07-12', checkOut: '2026-07-14' }),
      ]);
      // The new hold is the one kept now.
      expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ orderId: 'order_Test0000000001', checkIn: '2026-07-12' });
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('greys out taken nights in the stay calendar: no check-in on one, no check-out past one', { timeout: 60_000 }, async () => {
    bookingServer();
    renderApp(bookingUrl());
    await pageReady();
    // The header's compact search form has a dates button too: use the booking form's.
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: /Check-in – Check-out/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Select dates' });
    const day = (label: string) => within(calendar).getByRole('button', { name: new RegExp(`^${label}`) });
    await within(calendar).findByRole('grid', { name: 'Jul 2026' });
    expect(day('20 Jul 2026, taken').getAttribute('aria-disabled')).toBe('true');
    expect(day('9 Jul 2026').getAttribute('aria-disabled')).toBe('true'); // yesterday
    await userEvent.click(day('20 Jul 2026'));
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('12 Jul 2026')).toBeTruthy();
    await userEvent.click(day('15 Jul 2026'));
    expect(within(summary).getByText('15 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('16 Jul 2026')).toBeTruthy();
    // Choosing check-out: the taken night's morning is the last one; later days are greyed out.
    expect(day('20 Jul 2026, taken').getAttribute('aria-disabled')).toBeNull();
    expect(day('21 Jul 2026').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(day('21 Jul 2026'));
    expect(within(summary).getByText('16 Jul 2026')).toBeTruthy();
    await userEvent.click(day('20 Jul 2026'));
    expect(within(summary).getByText('20 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('5 nights')).toBeTruthy();
  });

  it('shows the not-found page for an unknown property', async () => {
    fakeServer({ ...visitor, ...config });
    renderApp(bookingUrl());
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
  });
});

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b1',
    reference: 'HN-7K3QX2',
    hotelId: HOTEL._id,
    hotel: {
      _id: HOTEL._id,
      name: HOTEL.name,
      type: HOTEL.type,
      city: 'Shimla',
      country: 'India',
      starRating: 5,
      imageUrls: HOTEL.imageUrls,
    },
    userId: 'u1',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    phoneNumber: '+91 98100 00001',
    checkIn: '2026-07-10',
    checkOut: '2026-07-13',
    adultCount: 2,
    childCount: 1,
    infantCount: 0,
    couponCode: null,
    charges: [],
    totalCost: 29_400,
    totalPaise: 2_940_000,
    paidPaise: 2_940_000,
    currency: 'INR',
    status: 'confirmed',
    razorpay_order_id: 'order_A',
    razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
    createdAt: '2026-07-01T10:00:00.000Z',
    confirmedAt: '2026-07-01T10:01:00.000Z',
    cancellation: null,
    refund: null,
    balance: null,
    stayStatus: null,
    ...overrides,
  };
}

describe('the confirmation page of a property without coordinates', () => {
  it('offers no directions, only the booking and the calendar', async () => {
    fakeServer({
      ...visitor,
      ...config,
      [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({
        status: 200,
        body: { ...CONFIRMATION, hotel: { ...CONFIRMATION.hotel, latitude: null, longitude: null } },
      }),
    });
    renderApp(`/booking-confirmed/${MANAGE_TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get directions' })).toBeNull();
  });
});

describe('the booking’s tax documents', () => {
  const invoice = { _id: 'd1', kind: 'invoice' as const, number: 'INV/26-27/00007', issuedOn: '2026-07-10', totalPaise: 2_050_000 };
  const note = { _id: 'd2', kind: 'creditNote' as const, number: 'CN/26-27/00002', issuedOn: '2026-07-11', totalPaise: 1_025_000 };

  it('opens each PDF from the confirmation page through the private link', async () => {
    fakeServer({
      ...visitor,
      ...config,
      [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({ status: 200, body: { ...CONFIRMATION, documents: [invoice, note] } }),
    });
    renderApp(`/booking-confirmed/${MANAGE_TOKEN}`);
    const links = within(await screen.findByRole('navigation', { name: 'Invoices' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tax invoice INV/26-27/00007', `/api/bookings/manage/${encodeURIComponent(MANAGE_TOKEN)}/documents/d1`],
      ['Credit note CN/26-27/00002', `/api/bookings/manage/${encodeURIComponent(MANAGE_TOKEN)}/documents/d2`],
    ]);
  });

  it('opens them from My Bookings as the signed-in guest', async () => {
    fakeServer({
      ...signedIn(),
      ...config,
      'POST /api/hotels/getUserBookings': () => ({ status: 200, body: { data: [{ ...booking(), documents: [invoice] }] } }),
    });
    renderApp('/my-bookings');
    const link = within(await screen.findByRole('navigation', { name: 'Invoices' })).getByRole('link', {
      name: 'Tax invoice INV/26-27/00007',
    });
    expect(link.getAttribute('href')).toBe('/api/bookings/b1/documents/d1');
  });
});

describe('an expired manage link', () => {
  it('says so and mails a new link to the booking’s address when the guest asks', async () => {
    const asked: string[] = [];
    fakeServer({
      ...visitor,
      ...config,
      [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({ status: 410, body: { message: CONFIRMATION_MESSAGES.linkExpired } }),
      [`POST /api/bookings/manage/${MANAGE_TOKEN}/renew`]: () => {
        asked.push(MANAGE_TOKEN);
        return { status: 200, body: { message: CONFIRMATION_MESSAGES.linkRenewed } };
      },
    });
    renderApp(`/manage-booking/${MANAGE_TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(CONFIRMATION_MESSAGES.linkExpired);
    await userEvent.click(screen.getByRole('button', { name: CONFIRMATION_MESSAGES.renewLink }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONFIRMATION_MESSAGES.linkRenewed));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: CONFIRMATION_MESSAGES.renewLink })).toBeNull();
  });
});

describe('my bookings', () => {
  it('lists the bookings with picture, dates, nights, guests, total and payment id', async () => {
    fakeServer({
      ...signedIn(),
      ...config,
      'POST /api/hotels/getUserBookings': () => ({ status: 200, body: { data: [{ ...booking(), documents: [] }] } }),
    });
    renderApp('/my-bookings');
    const card = (await screen.findByRole('heading', { name: HOTEL.name })).closest('article')!;
    expect(within(card).getByRole('img', { name: HOTEL.name }).getAttribute('srcset')).toContain('cedar-480.webp 480w');
    expect(within(card).getByText('10 Jul 2026 – 13 Jul 2026')).toBeTruthy();
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByText('2 adults, 1 child')).toBeTruthy();
    expect(within(card).getByText('₹29,400')).toBeTruthy();
    expect(within(card).getByText('pay_AAAAAAAAAAAAAA')).toBeTruthy();
  });

  it('offers a review of an ended stay only, and opens the review page the server names', async () => {
    const asked: string[] = [];
    fakeServer({
      ...signedIn(),
      ...config,
      'POST /api/hotels/getUserBookings': () => ({
        status: 200,
        body: {
          data: [
            { ...booking(), documents: [] },
            { ...booking({ _id: 'b2', reference: 'HN-PAST22', checkIn: '2026-06-01', checkOut: '2026-06-03' }), documents: [] },
          ],
        },
      }),
      'POST /api/bookings/b2/review-link': () => {
        asked.push('b2');
        return { status: 200, body: { path: `/manage-booking/${MANAGE_TOKEN}/review` } };
      },
    });
    const { router } = renderApp('/my-bookings');
    const review = await screen.findByRole('button', { name: 'Review your stay' });
    // Only the stay that ended (3 June) has it; the one under way does not.
    expect(screen.getAllByRole('button', { name: 'Review your stay' })).toHaveLength(1);
    expect(review.closest('article')!.textContent).toContain('1 Jun 2026 – 3 Jun 2026');
    await userEvent.click(review);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage-booking/${MANAGE_TOKEN}/review`));
    expect(asked).toEqual(['b2']);
  });

  it.each([
    ['empty', { status: 200, body: { data: [] } }],
    ['failing', { status: 500, body: { message: 'Internal Server Error' } }],
  ])("says 'No bookings found' when %s", async (_label, answer) => {
    fakeServer({ ...signedIn(), ...config, 'POST /api/hotels/getUserBookings': () => answer });
    renderApp('/my-bookings');
    expect(await screen.findByText('No bookings found', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('administrator: all bookings and Arriving Today', () => {
  it('lists bookings with contact details, a Call link and their status; the filter goes to the server and into the export link', async () => {
    const asAdmin = (b: Booking, adminStatus: AdminBooking['adminStatus']): AdminBooking => ({ ...b, adminStatus, nights: 2 });
    const queries: string[] = [];
    fakeServer({
      ...signedIn(true),
      ...config,
      'GET /api/admin/bookings': (_init, url = new URL('http://localhost')) => {
        queries.push(url.search);
        const all = [
          asAdmin(booking({ _id: 'b2', status: 'refund_required', phoneNumber: null, firstName: 'Ravi' }), 'refund-needed'),
          asAdmin(booking(), 'upcoming'),
        ];
        const data =
          url.searchParams.get('status') === 'refund-needed'
            ? all.slice(0, 1)
            : url.searchParams.get('search') === 'meera'
              ? all.slice(1)
              : all;
        return {
          status: 200,
          body: {
            data,
            pagination: { total: data.length, page: 1, pages: 1 },
            properties: [{ _id: HOTEL._id, name: HOTEL.name }],
            today: TODAY,
          },
        };
      },
    });
    renderApp('/view-all-bookings');
    expect(await screen.findByRole('heading', { name: 'All Bookings' })).toBeTruthy();
    expect(await screen.findByText(/^1 paid booking needs a refund\./)).toBeTruthy();
    const ravi = await screen.findByRole('article', { name: 'Booking of Ravi Iyer' });
    expect(within(ravi).getByText('Refund needed')).toBeTruthy();
    const calls = screen.getAllByRole('link', { name: /^Call/ });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.getAttribute('href')).toBe('tel:+919810000001');
    expect(screen.getAllByRole('link', { name: 'meera@example.com' })[0]!.getAttribute('href')).toBe('mailto:meera@example.com');
    expect(screen.getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe('/admin/bookings/b1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'meera');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Booking of Ravi Iyer' })).toBeNull());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'upcoming');
    await waitFor(() => expect(queries.at(-1)).toBe('?search=meera&status=upcoming'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/bookings/export.csv?search=meera&status=upcoming',
    );
  });

  it("shows today's arrivals on the admin page, or 'No Guests Today'", async () => {
    let arrivals: Booking[] = [booking()];
    const bodies: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...config,
      'POST /api/hotels/getAllBookings': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: arrivals } };
      },
    });
    const first = renderApp('/admin');
    const card = (await screen.findByRole('heading', { name: 'Arriving Today' })).closest('section')!;
    expect(await within(card).findByText('pay_AAAAAAAAAAAAAA')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^Call Meera Iyer/ })
        .getAttribute('href'),
    ).toBe('tel:+919810000001');
    expect(within(card).getByRole('link', { name: 'View All Bookings' }).getAttribute('href')).toBe('/view-all-bookings');
    expect(bodies).toEqual([{ checkIn: TODAY }]);
    first.unmount();

    arrivals = [];
    renderApp('/admin');
    expect(await screen.findByText('No Guests Today')).toBeTruthy();
  });

  it('shows the balance still to collect from an arriving guest who paid a deposit', async () => {
    const balance = { amountPaise: 1_400_000, dueOn: TODAY, payUrl: null, paidAt: null, paidOffline: null };
    const arrivals = [
      booking({ balance: { ...balance, state: 'requested' } }),
      booking({ _id: 'b2', firstName: 'Ravi', balance: { ...balance, state: 'paid', paidAt: '2026-03-01T10:00:00.000Z' } }),
    ];
    fakeServer({ ...signedIn(true), ...config, 'POST /api/hotels/getAllBookings': () => ({ status: 200, body: { data: arrivals } }) });
    renderApp('/admin');
    const card = (await screen.findByRole('heading', { name: 'Arriving Today' })).closest('section')!;
    const [meera, ravi] = await within(card).findAllByRole('listitem');
    expect(within(meera!).getByText('Balance due: ₹14,000')).toBeTruthy();
    expect(within(ravi!).getByText('Balance paid')).toBeTruthy();
    expect(within(ravi!).queryByText(/Balance due/)).toBeNull();
  });
});

describe('Arriving Today at the desk', () => {
  it('marks a guest arrived from the card, then says so', async () => {
    let arrivals: Booking[] = [booking({ checkIn: TODAY, checkOut: '2026-07-12' })];
    const marks: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...config,
      'POST /api/hotels/getAllBookings': () => ({ status: 200, body: { data: arrivals } }),
      'POST /api/admin/bookings/b1/stay': (init) => {
        marks.push(JSON.parse(String(init.body)));
        arrivals = [{ ...arrivals[0]!, stayStatus: 'arrived' }];
        return { status: 200, body: adminBookingDetail({ stayStatus: 'arrived' }) };
      },
    });
    renderApp('/admin');
    const card = within((await screen.findByRole('heading', { name: 'Arriving Today' })).closest('section')!);
    await userEvent.click(await card.findByRole('button', { name: 'Mark arrived' }));
    expect(await screen.findByText('Marked arrived')).toBeTruthy();
    expect(await card.findByText('Arrived')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Mark arrived' })).toBeNull();
    expect(marks).toEqual([{ status: 'arrived' }]);
  });
});

describe('booking page with rates', { timeout: 30_000 }, () => {
  const RATES = {
    weekendPricePerNight: 5000,
    minNights: 1,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 0,
    seasons: [{ name: 'Monsoon', firstNight: '2026-07-15', lastNight: '2026-07-31', pricePerNight: 3000, minNights: 2 }],
  };
  const rated = { ...HOTEL, rates: RATES };
  const ratedServer = () =>
    bookingServer({
      [`GET /api/hotels/${HOTEL._id}`]: () => ({ status: 200, body: rated }),
      [`POST /api/hotels/${HOTEL._id}/bookings/quote`]: (init) => {
        const input = JSON.parse(String(init.body));
        const quote = quoteStay({ ...rated, checkIn: input.checkIn, checkOut: input.checkOut, guests: input, today: TODAY });
        return { status: 200, body: { ...quote, currency: 'INR', available: true, coupon: null } };
      },
    });

  it('groups the nights by price and shows the weekly discount and the total', async () => {
    ratedServer();
    // Friday 10 to Friday 17 July: 2 weekend nights, 3 at the base price, 2 in the season.
    renderApp(bookingUrl('checkIn=2026-07-10&checkOut=2026-07-17&adultCount=1&childCount=0'));
    await pageReady();
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('2 weekend nights × ₹5,000')).toBeTruthy();
    expect(within(summary).getByText('3 nights × ₹4,200')).toBeTruthy();
    expect(within(summary).getByText('2 nights of Monsoon × ₹3,000')).toBeTruthy();
    expect(within(summary).getByText('Weekly discount (10%)')).toBeTruthy();
    expect(within(summary).getByText('−₹2,860')).toBeTruthy();
    expect(within(summary).getByText('₹25,740')).toBeTruthy();
  });

  it("says the season's minimum stay before the guest confirms", async () => {
    ratedServer();
    renderApp(bookingUrl('checkIn=2026-07-15&checkOut=2026-07-16&adultCount=1&childCount=0'));
    await pageReady();
    expect(await screen.findByText('This stay needs at least 2 nights from 15 Jul')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
  });
});

describe('the guest’s own change of dates on the manage page', () => {
  const changeUrl = `GET /api/bookings/manage/${MANAGE_TOKEN}/change`;
  const allowed = { allowed: true, problem: null, totalPaise: null, differencePaise: null, refundPaise: null };

  it('is not offered when the owner does not allow it', async () => {
    fakeServer({
      ...visitor,
      ...config,
      [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({ status: 200, body: CONFIRMATION }),
      [changeUrl]: () => ({
        status: 200,
        body: { ...allowed, allowed: false, problem: 'Changes of dates are made by the owner: please contact them.' },
      }),
    });
    renderApp(`/manage-booking/${MANAGE_TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
  });

  it('shows the refund of a shorter stay, refuses too many guests, and saves a longer one with its payment link', async () => {
    const saved: unknown[] = [];
    let shown: BookingConfirmation = CONFIRMATION;
    fakeServer({
      ...visitor,
      ...config,
      [`GET /api/bookings/manage/${MANAGE_TOKEN}`]: () => ({ status: 200, body: shown }),
      [changeUrl]: (_init, url) => {
        const query = url!.searchParams;
        if (!query.get('checkOut')) return { status: 200, body: allowed };
        if (query.get('adultCount') === '9') return { status: 200, body: { ...allowed, problem: 'This property sleeps at most 4 adults' } };
        if (query.get('checkOut') === '2026-07-13')
          return { status: 200, body: { ...allowed, totalPaise: 1_025_000, differencePaise: -1_025_000, refundPaise: 994_250 } };
        return { status: 200, body: { ...allowed, totalPaise: 3_075_000, differencePaise: 1_025_000 } };
      },
      [`POST /api/bookings/manage/${MANAGE_TOKEN}/dates`]: (init) => {
        saved.push(JSON.parse(String(init.body)));
        shown = {
          ...CONFIRMATION,
          checkOut: '2026-07-15',
          nights: 3,
          totalPaise: 3_075_000,
          totalCost: 30_750,
          balance: {
            amountPaise: 1_025_000,
            dueOn: '2026-07-10',
            state: 'requested',
            payUrl: 'http://localhost/pay/plink_B',
            paidAt: null,
            paidOffline: null,
          },
        };
        return { status: 200, body: shown };
      },
    });
    renderApp(`/manage-booking/${MANAGE_TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change dates' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the stay of HN-7K3QX2' }));

    const checkOut = dialog.getByLabelText('New check-out');
    await user.clear(checkOut);
    await user.type(checkOut, '13/07/2026');
    // A shorter stay: what comes back under the refund terms, before saving.
    expect(await dialog.findByText('₹9,942.50 back to you under the refund terms.')).toBeTruthy();
    const adults = dialog.getByLabelText('Adults');
    await user.clear(adults);
    await user.type(adults, '9');
    expect(await dialog.findByText('This property sleeps at most 4 adults')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Save the change' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(adults);
    await user.type(adults, '2');

    await user.clear(checkOut);
    await user.type(checkOut, '15/07/2026');
    expect(await dialog.findByText('₹10,250 more to pay now, by a payment link.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Stay changed')).toBeTruthy();
    expect(saved).toEqual([{ checkIn: '2026-07-12', checkOut: '2026-07-15' }]);
    expect((await screen.findByRole('link', { name: 'Pay the balance' })).getAttribute('href')).toBe('http://localhost/pay/plink_B');
  });
});
