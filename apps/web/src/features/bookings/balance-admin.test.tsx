import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail, BookingBalance } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-09-01' } }) };

function detail(balance: BookingBalance): AdminBookingDetail {
  return {
    booking: {
      _id: 'b1',
      reference: 'HN-7K3QX2',
      hotelId: 'h1',
      hotel: { _id: 'h1', name: 'Cedar Crest', type: 'Cabin', city: 'Shimla', country: 'India', starRating: 4, imageUrls: [] },
      userId: 'guest',
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      phoneNumber: null,
      checkIn: '2026-10-10',
      checkOut: '2026-10-12',
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
      couponCode: null,
      charges: [],
      totalCost: 10_000,
      totalPaise: 1_000_000,
      paidPaise: balance.state === 'paid' ? 1_000_000 : 300_000,
      currency: 'INR',
      status: 'confirmed',
      adminStatus: 'upcoming',
      nights: 2,
      razorpay_order_id: 'order_A',
      razorpay_payment_id: 'pay_A',
      createdAt: '2026-09-01T10:00:00.000Z',
      confirmedAt: '2026-09-01T10:01:00.000Z',
      cancellation: null,
      refund: null,
      balance,
      stayStatus: null,
    },
    timeZone: 'Asia/Kolkata',
    payment: { provider: 'simulated', orderId: 'order_A', paymentId: 'pay_A', signature: null, currency: 'INR' },
    coupon: null,
    refund: null,
    emails: [],
    desk: { source: 'web', offlinePayment: null, priceOverride: null },
    history: [],
  };
}

const OWED: BookingBalance = {
  amountPaise: 700_000,
  dueOn: '2026-09-26',
  state: 'requested',
  payUrl: 'http://localhost/pay/plink_A',
  paidAt: null,
  paidOffline: null,
};

describe('/admin/bookings/:id, a booking paid by deposit', () => {
  it('shows the deposit and the balance owed, and records the balance paid to the owner with its reference', async () => {
    let shown = detail(OWED);
    const recorded: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: shown }),
      'POST /api/admin/bookings/b1/balance': (init) => {
        const body = JSON.parse(String(init.body));
        recorded.push(body);
        shown = detail({ ...OWED, state: 'paid', payUrl: null, paidAt: '2026-09-02T10:00:00.000Z', paidOffline: body.paymentMethod });
        return { status: 200, body: { message: 'Balance recorded as paid' } };
      },
    });
    renderApp('/admin/bookings/b1');
    const section = (await screen.findByRole('heading', { name: 'Deposit and balance' })).closest('section')!;
    const facts = within(section);
    expect(facts.getByText('₹3,000')).toBeTruthy();
    expect(facts.getByText('₹7,000')).toBeTruthy();
    expect(facts.getByText('26/09/2026')).toBeTruthy();
    expect(facts.getByText('Payment link e-mailed, not paid yet')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'http://localhost/pay/plink_A' })).toBeTruthy();

    const user = userEvent.setup();
    const form = facts.getByRole('form', { name: 'Record balance paid' });
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    // A UPI payment needs its reference: refused before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Record balance paid' }));
    expect(await within(form).findByText('Enter the transfer or UPI reference')).toBeTruthy();
    expect(recorded).toEqual([]);

    await user.type(within(form).getByLabelText('Payment reference'), 'UTR 4521 7788');
    await user.click(within(form).getByRole('button', { name: 'Record balance paid' }));
    await waitFor(() => expect(recorded).toEqual([{ paymentMethod: 'upi', paymentReference: 'UTR 4521 7788' }]));
    expect(await screen.findByText('Balance recorded as paid')).toBeTruthy();
    expect(await facts.findByText('Paid to you by UPI')).toBeTruthy();
    expect(facts.queryByRole('form', { name: 'Record balance paid' })).toBeNull();
  });

  it('a booking paid in full has no balance section', async () => {
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: { ...detail(OWED), booking: { ...detail(OWED).booking, balance: null } } }),
    });
    renderApp('/admin/bookings/b1');
    expect(await screen.findByRole('heading', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deposit and balance' })).toBeNull();
  });
});
